import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { createProjectRoute } from "./create-project.ts";
import { deleteProjectRoute } from "./delete-project.ts";
import { listProjectsRoute } from "./list-projects.ts";
import { updateProjectRoute } from "./update-project.ts";

export function projectsRoutes(deps: AppDeps) {
  return new Elysia()
    .use(listProjectsRoute(deps))
    .use(createProjectRoute(deps))
    .use(updateProjectRoute(deps))
    .use(deleteProjectRoute(deps));
}
