import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { updateProject } from "../../services/projects/projects.ts";
import { ProjectIdParams, ProjectSchema } from "./schemas.ts";

export const updateProjectRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .patch(
      "/v1/projects/:id",
      ({ principal, workspace, params, body }) =>
        updateProject(deps, workspace.id, principal, params.id, {
          name: body.name,
          archived: body.archived,
          analysisIds: body.analysis_ids,
        }),
      {
        workspace: "projects.write",
        params: ProjectIdParams,
        parse: JSON_BODY,
        body: t.Object({
          name: t.Optional(t.String({ maxLength: 200, error: "name: 1 to 100 characters" })),
          archived: t.Optional(t.Boolean()),
          analysis_ids: t.Optional(
            t.Array(t.String({ format: "uuid" }), {
              maxItems: 100,
              error: "analysis_ids: up to 100 analysis ids",
              description: "Analyses to file in this project (moved out of any other)",
            }),
          ),
        }),
        detail: {
          operationId: "updateProject",
          tags: ["Projects"],
          summary: "Rename, archive or restore a project, and move analyses into it",
          description:
            "All in one transaction: an analysis id that is not the workspace's answers 404 and nothing changes.",
        },
        response: { 200: ProjectSchema, ...errors(400, 401, 403, 404, 409) },
      },
    );
