import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { createWorkspaceRoute } from "./create-workspace.ts";
import { getWorkspaceRoute } from "./get-workspace.ts";
import { listMembersRoute } from "./list-members.ts";
import { listWorkspacesRoute } from "./list-workspaces.ts";
import { updateWorkspaceRoute } from "./update-workspace.ts";

export function workspacesRoutes(deps: AppDeps) {
  return new Elysia()
    .use(listWorkspacesRoute(deps))
    .use(createWorkspaceRoute(deps))
    .use(getWorkspaceRoute(deps))
    .use(updateWorkspaceRoute(deps))
    .use(listMembersRoute(deps));
}
