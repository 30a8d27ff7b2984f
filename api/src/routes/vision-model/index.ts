import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import {
  deleteVisionModel,
  getVisionModel,
  setVisionModel,
  testVisionModel,
} from "../../services/vision-model/vision-model.ts";
import { WorkspaceIdParams } from "../workspaces/schemas.ts";
import { ConnectionTestSchema, VisionModelInputSchema, VisionModelSchema } from "./schemas.ts";

const scope = { action: "vision_model.manage", from: "path" } as const;
const TAG = ["Workspaces"];

/** A workspace's own OpenAI-compatible vision model (Enterprise): one resource, four operations. */
export function visionModelRoutes(deps: AppDeps) {
  return new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get("/v1/workspaces/:id/vision-model", ({ workspace }) => getVisionModel(deps, workspace.id), {
      workspace: scope,
      params: WorkspaceIdParams,
      detail: {
        operationId: "getVisionModel",
        tags: TAG,
        summary: "The workspace's own vision model, without its key (owners and admins, Enterprise)",
        description: "`configured: false` when the workspace uses the instance's model.",
      },
      response: { 200: VisionModelSchema, ...errors(400, 401, 403, 404) },
    })
    .put(
      "/v1/workspaces/:id/vision-model",
      ({ principal, workspace, body }) => setVisionModel(deps, workspace.id, principal, body),
      {
        workspace: scope,
        params: WorkspaceIdParams,
        body: VisionModelInputSchema,
        detail: {
          operationId: "setVisionModel",
          tags: TAG,
          summary:
            "Use the workspace's own OpenAI-compatible vision model for its enrichment (owners and admins, Enterprise)",
          description:
            "The key is encrypted (AES-256-GCM, with the instance's MODEL_KEYS_SECRET) and never returned; `503` when the instance has no MODEL_KEYS_SECRET. The endpoint must pass the same rules as image URLs (http or https, no private addresses). New analyses of the workspace are enriched by this model; when it fails, the measured analysis is kept with `engine.enrichment_error`. Audit-logged.",
        },
        response: { 200: VisionModelSchema, ...errors(400, 401, 403, 404, 503) },
      },
    )
    .delete(
      "/v1/workspaces/:id/vision-model",
      async ({ principal, workspace, set }) => {
        await deleteVisionModel(deps, workspace.id, principal);
        set.status = 204;
        return null;
      },
      {
        workspace: scope,
        params: WorkspaceIdParams,
        detail: {
          operationId: "deleteVisionModel",
          tags: TAG,
          summary: "Go back to the instance's vision model (owners and admins)",
          description: "Forgets the endpoint and the key. Audit-logged. `404` when none is set.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    )
    .post(
      "/v1/workspaces/:id/vision-model/test",
      ({ principal, workspace }) => testVisionModel(deps, workspace.id, principal),
      {
        workspace: scope,
        params: WorkspaceIdParams,
        detail: {
          operationId: "testVisionModel",
          tags: TAG,
          summary: "Check that the workspace's model answers with its key (owners and admins, Enterprise)",
          description:
            "Sends a one-line chat completion to the endpoint with the stored key and reports whether it answered, its HTTP status and how long it took (at most 10 s). Audit-logged with the outcome.",
        },
        response: { 200: ConnectionTestSchema, ...errors(400, 401, 403, 404) },
      },
    );
}
