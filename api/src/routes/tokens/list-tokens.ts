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
    .get("/v1/tokens", async ({ principal }) => ({ data: await listTokens(deps, principal.userId) }), {
      auth: "session",
      detail: {
        operationId: "listTokens",
        tags: ["API tokens"],
        summary: "Your active API tokens, newest first",
        description:
          "Only active tokens are listed, by name and display prefix; the secret itself is never shown again.",
      },
      response: { 200: t.Object({ data: t.Array(TokenSchema) }), ...errors(401, 403) },
    });
