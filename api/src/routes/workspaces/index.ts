import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { createInvitationRoute } from "./create-invitation.ts";
import { createWorkspaceRoute } from "./create-workspace.ts";
import { deleteWorkspaceLogoRoute } from "./delete-workspace-logo.ts";
import { getWorkspaceRoute } from "./get-workspace.ts";
import { getWorkspaceLogoRoute } from "./get-workspace-logo.ts";
import { getWorkspaceReportRoute } from "./get-workspace-report.ts";
import { listAuditLogRoute } from "./list-audit-log.ts";
import { listInvitationsRoute } from "./list-invitations.ts";
import { listMembersRoute } from "./list-members.ts";
import { listWorkspacesRoute } from "./list-workspaces.ts";
import { removeMemberRoute } from "./remove-member.ts";
import { revokeInvitationRoute } from "./revoke-invitation.ts";
import { setWorkspaceLogoRoute } from "./set-workspace-logo.ts";
import { updateMemberRoute } from "./update-member.ts";
import { updateWorkspaceRoute } from "./update-workspace.ts";

export function workspacesRoutes(deps: AppDeps) {
  return new Elysia()
    .use(listWorkspacesRoute(deps))
    .use(createWorkspaceRoute(deps))
    .use(getWorkspaceRoute(deps))
    .use(updateWorkspaceRoute(deps))
    .use(listMembersRoute(deps))
    .use(listInvitationsRoute(deps))
    .use(createInvitationRoute(deps))
    .use(revokeInvitationRoute(deps))
    .use(updateMemberRoute(deps))
    .use(removeMemberRoute(deps))
    .use(listAuditLogRoute(deps))
    .use(getWorkspaceLogoRoute(deps))
    .use(setWorkspaceLogoRoute(deps))
    .use(deleteWorkspaceLogoRoute(deps))
    .use(getWorkspaceReportRoute(deps));
}
