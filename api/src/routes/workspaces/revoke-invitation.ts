import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { revokeInvitation } from "../../services/workspaces/invitations.ts";
import { InvitationParams } from "./schemas.ts";

export const revokeInvitationRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/workspaces/:id/invitations/:invitation_id",
      async ({ principal, workspace, params, set }) => {
        await revokeInvitation(deps, workspace.id, params.invitation_id, principal);
        set.status = 204;
        return null;
      },
      {
        workspace: { action: "members.manage", from: "path" },
        params: InvitationParams,
        detail: {
          operationId: "revokeInvitation",
          tags: ["Workspaces"],
          summary: "Revoke a pending invitation: its link stops working and its seat is free again",
          description: "An invitation of another workspace, or one already accepted or revoked, answers 404.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
