import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { resolveWorkspace } from "../../services/workspaces/context.ts";
import { removeMember } from "../../services/workspaces/members.ts";
import { MemberParams } from "./schemas.ts";

export const removeMemberRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/workspaces/:id/members/:user_id",
      async ({ principal, params, set }) => {
        const leaving = params.user_id === principal.userId;
        const workspace = await resolveWorkspace(
          deps,
          principal,
          params.id,
          leaving ? "workspace.leave" : "members.manage",
        );
        await removeMember(deps, workspace, principal, params.user_id);
        set.status = 204;
        return null;
      },
      {
        auth: "session",
        params: MemberParams,
        detail: {
          operationId: "removeMember",
          tags: ["Workspaces"],
          summary: "Remove a member ranked below you, or leave with your own user id",
          description:
            "The member's analyses stay in the workspace; their API tokens for it stop working and their seat is free again. The owner cannot leave: hand the workspace over first (PATCH with `role: owner`).",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
