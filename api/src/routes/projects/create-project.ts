import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { createProject } from "../../services/projects/projects.ts";
import { ProjectSchema } from "./schemas.ts";

export const createProjectRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/projects",
      async ({ principal, workspace, body, set }) => {
        const project = await createProject(deps, workspace.id, principal, body.name);
        set.status = 201;
        return project;
      },
      {
        workspace: "projects.write",
        parse: JSON_BODY,
        body: t.Object({ name: t.String({ maxLength: 200, error: "name: 1 to 100 characters" }) }),
        detail: {
          operationId: "createProject",
          tags: ["Projects"],
          summary: "Create a project (members and above); names are unique in the workspace",
          description: "409 when another project of the workspace has the same name, ignoring case.",
        },
        response: { 201: ProjectSchema, ...errors(400, 401, 403, 404, 409) },
      },
    );
