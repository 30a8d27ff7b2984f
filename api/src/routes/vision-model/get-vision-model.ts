import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { getVisionModel } from "../../services/vision-model/vision-model.ts";
import { WorkspaceIdParams } from "../workspaces/schemas.ts";
import { VisionModelSchema } from "./schemas.ts";
import { VISION_MODEL_SCOPE, VISION_MODEL_TAGS } from "./scope.ts";

export const getVisionModelRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get("/v1/workspaces/:id/vision-model", ({ workspace }) => getVisionModel(deps, workspace.id), {
      workspace: VISION_MODEL_SCOPE,
      params: WorkspaceIdParams,
      detail: {
        operationId: "getVisionModel",
        tags: VISION_MODEL_TAGS,
        summary: "The workspace's own vision model, without its key (owners and admins, Enterprise)",
        description: "`configured: false` when the workspace uses the instance's model.",
      },
      response: { 200: VisionModelSchema, ...errors(400, 401, 403, 404) },
    });
