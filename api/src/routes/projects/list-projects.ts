import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { listProjects } from "../../services/projects/projects.ts";
import { Nullable, PageQuery, pageLimit } from "../schema.ts";
import { ProjectSchema } from "./schemas.ts";

export const listProjectsRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/projects",
      ({ workspace, query }) =>
        listProjects(deps.db, workspace.id, {
          limit: pageLimit(query.limit),
          cursor: query.cursor,
          archived: query.archived === "true",
        }),
      {
        workspace: "analyses.read",
        query: t.Object({
          ...PageQuery,
          archived: t.Optional(
            t.UnionEnum(["false", "true"], { default: "false", description: "Include archived projects" }),
          ),
        }),
        detail: {
          operationId: "listProjects",
          tags: ["Projects"],
          summary: "The workspace's projects, newest first, with how many analyses each holds",
          description:
            "Every role can read them. Filter the gallery, analytics and export by one with `?project=<id>`.",
        },
        response: {
          200: t.Object({ data: t.Array(ProjectSchema), next_cursor: Nullable(t.String()) }),
          ...errors(400, 401, 403, 404),
        },
      },
    );
