import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { listTokens } from "../../services/tokens/tokens.ts";
import { TokenSchema } from "./schemas.ts";

export const listTokensRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/tokens",
      async ({ principal, workspace }) => ({ data: await listTokens(deps, workspace, principal.userId) }),
      {
        workspace: "tokens.own",
        detail: {
          operationId: "listTokens",
          tags: ["API tokens"],
          summary: "The workspace's active API tokens, newest first: yours, or everyone's for owners and admins",
          description:
            "Only active tokens are listed, by name, display prefix and the member each acts as; the secret itself is never shown again.",
        },
        response: { 200: t.Object({ data: t.Array(TokenSchema) }), ...errors(400, 401, 403, 404) },
      },
    );
