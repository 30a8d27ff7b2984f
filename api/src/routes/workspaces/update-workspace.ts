import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { renameWorkspace, workspaceView } from "../../services/workspaces/workspaces.ts";
import { NameBody, WorkspaceIdParams, WorkspaceSchema } from "./schemas.ts";

export const updateWorkspaceRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .patch(
      "/v1/workspaces/:id",
      async ({ principal, workspace, body }) => {
        const name = await renameWorkspace(deps, workspace, principal, body.name);
        return workspaceView(deps, { ...workspace, name });
      },
      {
        workspace: { action: "workspace.update", from: "path" },
        params: WorkspaceIdParams,
        parse: JSON_BODY,
        body: NameBody,
        detail: {
          operationId: "updateWorkspace",
          tags: ["Workspaces"],
          summary: "Rename the workspace (owners and admins); the name heads its client reports",
          description:
            "Owners and admins only, with a signed-in session. The name is 1 to 100 characters after trimming.",
        },
        response: { 200: WorkspaceSchema, ...errors(400, 401, 403, 404) },
      },
    );
