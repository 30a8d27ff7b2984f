import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { resolveWorkspace } from "../../services/workspaces/context.ts";
import { acceptInvitation } from "../../services/workspaces/invitations.ts";
import { workspaceView } from "../../services/workspaces/workspaces.ts";
import { WorkspaceSchema } from "../workspaces/schemas.ts";

export const acceptInvitationRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/invitations/accept",
      async ({ principal, body }) => {
        const { workspaceId } = await acceptInvitation(deps, principal, body.token);
        return workspaceView(deps, await resolveWorkspace(deps, principal, workspaceId, "workspace.read"));
      },
      {
        auth: "session",
        parse: JSON_BODY,
        body: t.Object({
          token: t.String({ minLength: 1, maxLength: 512, error: "token: the secret from the invitation link" }),
        }),
        detail: {
          operationId: "acceptInvitation",
          tags: ["Workspaces"],
          summary: "Join a workspace with the token from an invitation link; answers the workspace joined",
          description:
            "Signed in with the invited address (a new account can be created and confirmed first). A link works once: used, revoked or mistyped links answer 400 `invalid_token`, as does one past its 7 days; another account's invitation answers 403.",
        },
        response: { 200: WorkspaceSchema, ...errors(400, 401, 403) },
      },
    );
