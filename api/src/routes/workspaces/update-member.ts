import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { resolveWorkspace } from "../../services/workspaces/context.ts";
import { changeRole } from "../../services/workspaces/members.ts";
import { MemberParams, MemberSchema, Role } from "./schemas.ts";

export const updateMemberRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .patch(
      "/v1/workspaces/:id/members/:user_id",
      async ({ principal, params, body }) => {
        const action = body.role === "owner" ? "ownership.transfer" : "members.manage";
        const workspace = await resolveWorkspace(deps, principal, params.id, action);
        return changeRole(deps, workspace, principal, params.user_id, body.role);
      },
      {
        auth: "session",
        params: MemberParams,
        parse: JSON_BODY,
        body: t.Object({ role: Role }),
        detail: {
          operationId: "updateMember",
          tags: ["Workspaces"],
          summary: "Change a member's role, or make them the owner (transfer)",
          description:
            "Owners and admins change the roles of members ranked below them, to roles below their own; nobody changes their own role. `role: owner` hands the workspace over: only the owner can, and becomes an admin. Someone who is not a member answers 404.",
        },
        response: { 200: MemberSchema, ...errors(400, 401, 403, 404, 409) },
      },
    );
