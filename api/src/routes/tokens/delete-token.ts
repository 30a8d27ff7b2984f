import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { deactivateToken } from "../../services/tokens/tokens.ts";

export const deleteTokenRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/tokens/:id",
      async ({ principal, workspace, params, set }) => {
        await deactivateToken(deps, workspace, principal, params.id);
        set.status = 204;
        return null;
      },
      {
        workspace: "tokens.own",
        params: t.Object({
          id: t.String({ format: "uuid", error: "id must be a UUID", description: "The API token's id" }),
        }),
        detail: {
          operationId: "deleteToken",
          tags: ["API tokens"],
          summary:
            "Deactivate an API token (your own; owners and admins any of the workspace's); calls using it fail from now on",
          description: "The token stops working at once; it is kept, inactive, for the record.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
