import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { listMembers } from "../../services/workspaces/workspaces.ts";
import { Nullable, PageQuery, pageLimit } from "../schema.ts";
import { MemberSchema, WorkspaceIdParams } from "./schemas.ts";

export const listMembersRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/workspaces/:id/members",
      ({ workspace, query }) =>
        listMembers(deps.db, workspace.id, { limit: pageLimit(query.limit), cursor: query.cursor }),
      {
        workspace: { action: "workspace.read", from: "path" },
        params: WorkspaceIdParams,
        query: t.Object(PageQuery),
        detail: {
          operationId: "listMembers",
          tags: ["Workspaces"],
          summary: "The workspace's members and their roles, newest first",
          description:
            "Every member can see who else is in the workspace and their roles. Cursor-paginated with `limit` and `cursor`.",
        },
        response: {
          200: t.Object({ data: t.Array(MemberSchema), next_cursor: Nullable(t.String()) }),
          ...errors(400, 401, 403, 404),
        },
      },
    );
