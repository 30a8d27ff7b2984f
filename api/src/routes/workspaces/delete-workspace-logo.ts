import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { deleteWorkspaceLogo, NO_LOGO } from "../../services/workspaces/logo.ts";
import { WorkspaceIdParams } from "./schemas.ts";

export const deleteWorkspaceLogoRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/workspaces/:id/logo",
      async ({ principal, workspace, set }) => {
        const change = { workspaceId: workspace.id, workspaceName: workspace.name, actor: principal };
        if (!(await deleteWorkspaceLogo(deps, change))) throw new ApiError("not_found", NO_LOGO);
        set.status = 204;
        return null;
      },
      {
        workspace: { action: "workspace.update", from: "path" },
        params: WorkspaceIdParams,
        detail: {
          operationId: "deleteWorkspaceLogo",
          tags: ["Workspaces"],
          summary: "Remove the logo from the workspace's client reports (owners and admins)",
          description:
            "Works on any plan, so a logo set on Enterprise can be removed after a downgrade. `404` when none is set.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
