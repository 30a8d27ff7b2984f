import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { setVisionModel } from "../../services/vision-model/vision-model.ts";
import { WorkspaceIdParams } from "../workspaces/schemas.ts";
import { VisionModelInputSchema, VisionModelSchema } from "./schemas.ts";
import { VISION_MODEL_SCOPE, VISION_MODEL_TAGS } from "./scope.ts";

export const setVisionModelRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .put(
      "/v1/workspaces/:id/vision-model",
      ({ principal, workspace, body }) => setVisionModel(deps, workspace.id, principal, body),
      {
        workspace: VISION_MODEL_SCOPE,
        params: WorkspaceIdParams,
        body: VisionModelInputSchema,
        detail: {
          operationId: "setVisionModel",
          tags: VISION_MODEL_TAGS,
          summary:
            "Use the workspace's own OpenAI-compatible vision model for its enrichment (owners and admins, Enterprise)",
          description:
            "The key is encrypted (AES-256-GCM, with the instance's MODEL_KEYS_SECRET) and never returned; `503` when the instance has no MODEL_KEYS_SECRET. The endpoint must pass the same rules as image URLs (http or https, no private addresses). New analyses of the workspace are enriched by this model; when it fails, the measured analysis is kept with `engine.enrichment_error`. Audit-logged.",
        },
        response: { 200: VisionModelSchema, ...errors(400, 401, 403, 404, 422, 503) },
      },
    );
