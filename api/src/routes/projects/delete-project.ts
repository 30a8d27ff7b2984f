import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { deleteProject } from "../../services/projects/projects.ts";
import { ProjectIdParams } from "./schemas.ts";

export const deleteProjectRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/projects/:id",
      async ({ principal, workspace, params, set }) => {
        await deleteProject(deps, workspace.id, principal, params.id);
        set.status = 204;
        return null;
      },
      {
        workspace: "projects.write",
        params: ProjectIdParams,
        detail: {
          operationId: "deleteProject",
          tags: ["Projects"],
          summary: "Delete a project; its analyses stay in the workspace, outside any project",
          description: "Another workspace's project answers 404, as a missing one does.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
