import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { exportAuditCsv, listAudit } from "../../services/audit/audit.ts";
import { Nullable, PageQuery, pageLimit } from "../schema.ts";
import { AuditEntrySchema, WorkspaceIdParams } from "./schemas.ts";

export const listAuditLogRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/workspaces/:id/audit-log",
      async ({ workspace, query }) => {
        if (query.format === "csv") {
          const day = deps.now().toISOString().slice(0, 10);
          return new Response(await exportAuditCsv(deps.db, workspace.id), {
            headers: {
              "content-type": "text/csv; charset=utf-8",
              "content-disposition": `attachment; filename="adlens-audit-log-${day}.csv"`,
              "cache-control": "no-store",
              "x-content-type-options": "nosniff",
            },
          });
        }
        return listAudit(deps.db, workspace.id, { limit: pageLimit(query.limit), cursor: query.cursor });
      },
      {
        workspace: { action: "audit.read", from: "path" },
        params: WorkspaceIdParams,
        query: t.Object({
          ...PageQuery,
          format: t.Optional(
            t.UnionEnum(["json", "csv"], {
              default: "json",
              description: "`csv` downloads the whole log, oldest first",
            }),
          ),
        }),
        detail: {
          operationId: "listAuditLog",
          tags: ["Workspaces"],
          summary:
            "Who changed what in the workspace: members, roles, invitations, tokens, deletions (owners and admins)",
          description:
            "Newest first, cursor-paginated. `format=csv` exports every entry as a CSV file (created_at, action, actor_email, target, details). Needs a signed-in session.",
        },
        response: {
          200: t.Union([t.Object({ data: t.Array(AuditEntrySchema), next_cursor: Nullable(t.String()) }), t.String()]),
          ...errors(400, 401, 403, 404),
        },
      },
    );
