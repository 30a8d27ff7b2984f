import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { listShareLinks } from "../../services/share-links/share-links.ts";
import { Nullable, PageQuery, pageLimit } from "../schema.ts";
import { ShareLinkSummarySchema } from "./schemas.ts";

export const listShareLinksRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/share-links",
      ({ workspace, query }) =>
        listShareLinks(deps, workspace.id, {
          limit: pageLimit(query.limit),
          cursor: query.cursor,
          status: query.status ?? "active",
        }),
      {
        workspace: "share_links.read",
        query: t.Object({
          ...PageQuery,
          status: t.Optional(
            t.UnionEnum(["active", "all"], {
              default: "active",
              description: "`all` adds expired and revoked links",
            }),
          ),
        }),
        detail: {
          operationId: "listShareLinks",
          tags: ["Share links"],
          summary: "The workspace's share links, newest first: what is shared, by whom, until when",
          description:
            "Every role can read them. The url is not in the list: only a hash of its secret is kept, so it is shown once, when the link is created.",
        },
        response: {
          200: t.Object({ data: t.Array(ShareLinkSummarySchema), next_cursor: Nullable(t.String()) }),
          ...errors(400, 401, 403, 404),
        },
      },
    );
