import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { listWorkspaces } from "../../services/workspaces/workspaces.ts";
import { WorkspaceSchema } from "./schemas.ts";

export const listWorkspacesRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get("/v1/workspaces", async ({ principal }) => ({ data: await listWorkspaces(deps, principal) }), {
      auth: true,
      detail: {
        operationId: "listWorkspaces",
        tags: ["Workspaces"],
        summary: "The workspaces you belong to, personal first (an API token sees only its own)",
        description:
          "Each with your role in it, its plan, seats and owner. Pick one for other calls with the X-Workspace-Id header (or `?workspace=`); without it they work in your personal workspace.",
      },
      response: { 200: t.Object({ data: t.Array(WorkspaceSchema) }), ...errors(401) },
    });
