import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { listInvitations } from "../../services/workspaces/invitations.ts";
import { Nullable, PageQuery, pageLimit } from "../schema.ts";
import { InvitationSchema, WorkspaceIdParams } from "./schemas.ts";

export const listInvitationsRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/workspaces/:id/invitations",
      ({ workspace, query }) =>
        listInvitations(deps, workspace.id, { limit: pageLimit(query.limit), cursor: query.cursor }),
      {
        workspace: { action: "members.manage", from: "path" },
        params: WorkspaceIdParams,
        query: t.Object(PageQuery),
        detail: {
          operationId: "listInvitations",
          tags: ["Workspaces"],
          summary: "Invitations not yet accepted or revoked, newest first (owners and admins)",
          description:
            "Pending invitations, and expired ones that can be sent again. Only owners and admins see them; another workspace's id answers 404.",
        },
        response: {
          200: t.Object({ data: t.Array(InvitationSchema), next_cursor: Nullable(t.String()) }),
          ...errors(400, 401, 403, 404),
        },
      },
    );
