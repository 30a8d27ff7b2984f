import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { testVisionModel } from "../../services/vision-model/vision-model.ts";
import { WorkspaceIdParams } from "../workspaces/schemas.ts";
import { ConnectionTestSchema } from "./schemas.ts";
import { VISION_MODEL_SCOPE, VISION_MODEL_TAGS } from "./scope.ts";

export const testVisionModelRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/workspaces/:id/vision-model/test",
      ({ principal, workspace }) => testVisionModel(deps, workspace.id, principal),
      {
        workspace: VISION_MODEL_SCOPE,
        params: WorkspaceIdParams,
        detail: {
          operationId: "testVisionModel",
          tags: VISION_MODEL_TAGS,
          summary: "Check that the workspace's model answers with its key (owners and admins, Enterprise)",
          description:
            "Sends a one-line chat completion to the endpoint with the stored key and reports whether it answered, its HTTP status and how long it took (at most 10 s). Audit-logged with the outcome.",
        },
        response: { 200: ConnectionTestSchema, ...errors(400, 401, 403, 404, 422) },
      },
    );
