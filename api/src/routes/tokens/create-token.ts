import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { idempotencyPlugin } from "../../plugins/idempotency.ts";
import { createToken, NAME_REQUIRED } from "../../services/tokens/tokens.ts";
import { TokenSchema } from "./schemas.ts";

export const createTokenRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .use(idempotencyPlugin(deps))
    .post(
      "/v1/tokens",
      async ({ principal, workspace, body, set }) => {
        const created = await createToken(deps, workspace, principal, body.name);
        set.status = 201;
        return created;
      },
      {
        workspace: "tokens.own",
        parse: JSON_BODY,
        idempotent: true,
        body: t.Object(
          { name: t.String({ maxLength: 200, error: NAME_REQUIRED }) },
          { examples: [{ name: "Reporting script" }] },
        ),
        detail: {
          operationId: "createToken",
          tags: ["API tokens"],
          summary:
            "Create an API token for the workspace (Pro and Enterprise); it acts as you, with your role. The full token is returned only this once.",
          description:
            "API tokens are a Pro and Enterprise feature. The token works in this workspace only, as you, with your role at the time of each call; it stops when you leave. Store the returned `token` now: only its hash is kept.",
        },
        response: {
          201: t.Composite([
            TokenSchema,
            t.Object({ token: t.String({ description: "`adlens_` + 64 hex characters; store it now" }) }),
          ]),
          ...errors(400, 401, 403, 409),
        },
      },
    );
