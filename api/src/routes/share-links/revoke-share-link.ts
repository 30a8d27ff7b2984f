import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { revokeShareLink } from "../../services/share-links/share-links.ts";

export const revokeShareLinkRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/share-links/:id",
      async ({ principal, workspace, params, set }) => {
        await revokeShareLink(deps, workspace.id, principal, params.id);
        set.status = 204;
        return null;
      },
      {
        workspace: "share_links.write",
        params: t.Object({
          id: t.String({ format: "uuid", error: "id must be a UUID", description: "The share link's id" }),
        }),
        detail: {
          operationId: "revokeShareLink",
          tags: ["Share links"],
          summary: "Revoke a share link: it stops working at once",
          description: "Another workspace's link, or one already revoked, answers 404.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
