import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { getMe } from "../../services/account/me.ts";
import { UserSchema } from "../auth/schemas.ts";
import { Int, Nullable } from "../schema.ts";

const Tier = t.UnionEnum(["free", "basic", "pro", "enterprise"]);

export const MeSchema = t.Object(
  {
    user: UserSchema,
    profile: t.Object({
      subscription_tier: Tier,
      total_uploads: Int(),
      current_month_uploads: Int({ description: "Uploads this calendar month (UTC); 0 after the month turns" }),
      last_upload_reset: t.String({ format: "date-time" }),
    }),
    subscription: t.Object({
      subscribed: t.Boolean(),
      subscription_tier: Tier,
      subscription_end: Nullable(t.String({ format: "date-time" })),
    }),
    workspace: t.Object(
      {
        id: t.String({ format: "uuid" }),
        name: t.String(),
        personal: t.Boolean(),
        role: t.UnionEnum(["owner", "admin", "member", "viewer"]),
      },
      { description: "The workspace this request worked in; profile and subscription are its plan and usage" },
    ),
  },
  { title: "Me" },
);

export const getMeRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    // Read-only, so API tokens may call it too: CI tools report plan and usage with a token.
    .get("/v1/me", ({ principal, workspace }) => getMe(deps, principal.userId, workspace, deps.now()), {
      workspace: "workspace.read",
      detail: {
        operationId: "getMe",
        tags: ["Account"],
        summary: "The signed-in user, and the plan, usage and subscription status of the workspace they work in",
        description:
          "The account, the workspace the request works in (X-Workspace-Id, default personal) with your role there, its tier, uploads this month against the monthly limit, and the subscription state. Accepts a session or an API token.",
      },
      response: { 200: MeSchema, ...errors(400, 401, 404) },
    });
