import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { workspaceView } from "../../services/workspaces/workspaces.ts";
import { WorkspaceIdParams, WorkspaceSchema } from "./schemas.ts";

export const getWorkspaceRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get("/v1/workspaces/:id", ({ workspace }) => workspaceView(deps, workspace), {
      workspace: { action: "workspace.read", from: "path" },
      params: WorkspaceIdParams,
      detail: {
        operationId: "getWorkspace",
        tags: ["Workspaces"],
        summary: "One workspace: your role, its plan, seats and owner",
        description:
          "Any member may read it; a workspace you do not belong to answers 404, as one that does not exist.",
      },
      response: { 200: WorkspaceSchema, ...errors(400, 401, 403, 404) },
    });
