import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { idempotencyPlugin } from "../../plugins/idempotency.ts";
import { createInvitation } from "../../services/workspaces/invitations.ts";
import { InvitationBody, InvitationSchema, WorkspaceIdParams } from "./schemas.ts";

export const createInvitationRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .use(idempotencyPlugin(deps))
    .post(
      "/v1/workspaces/:id/invitations",
      async ({ principal, workspace, body, set }) => {
        const invitation = await createInvitation(deps, workspace, principal, body);
        set.status = 201;
        return invitation;
      },
      {
        workspace: { action: "members.manage", from: "path" },
        idempotent: true,
        params: WorkspaceIdParams,
        parse: JSON_BODY,
        body: InvitationBody,
        detail: {
          operationId: "createInvitation",
          tags: ["Workspaces"],
          summary: "Invite someone by email to a team workspace (owners and admins, roles below their own)",
          description:
            "Emails a link that works once, for 7 days, until revoked; only an account with the invited address can accept it (a new account can be created first). A pending invitation holds a seat. Inviting an address again replaces its pending invitation. 409 when the address is already a member or every seat is taken.",
        },
        response: { 201: InvitationSchema, ...errors(400, 401, 403, 404, 409) },
      },
    );
