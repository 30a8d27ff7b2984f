import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { createTeamWorkspace, workspaceView } from "../../services/workspaces/workspaces.ts";
import { NameBody, WorkspaceSchema } from "./schemas.ts";

export const createWorkspaceRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/workspaces",
      async ({ principal, body, set }) => {
        const workspace = await createTeamWorkspace(deps, principal.userId, body.name);
        set.status = 201;
        return workspaceView(deps, workspace);
      },
      {
        auth: "session",
        parse: JSON_BODY,
        body: NameBody,
        detail: {
          operationId: "createWorkspace",
          tags: ["Workspaces"],
          summary: "Create a team workspace that you own (Enterprise); it runs on your plan",
          description:
            "Needs a signed-in session and an owner on Enterprise (403 plan_required otherwise). The team runs on your plan and draws on your monthly quota; you become its owner.",
        },
        response: { 201: WorkspaceSchema, ...errors(400, 401, 403) },
      },
    );
