import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { deleteVisionModel } from "../../services/vision-model/vision-model.ts";
import { WorkspaceIdParams } from "../workspaces/schemas.ts";
import { VISION_MODEL_SCOPE, VISION_MODEL_TAGS } from "./scope.ts";

export const deleteVisionModelRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/workspaces/:id/vision-model",
      async ({ principal, workspace, set }) => {
        await deleteVisionModel(deps, workspace.id, principal);
        set.status = 204;
        return null;
      },
      {
        workspace: VISION_MODEL_SCOPE,
        params: WorkspaceIdParams,
        detail: {
          operationId: "deleteVisionModel",
          tags: VISION_MODEL_TAGS,
          summary: "Go back to the instance's vision model (owners and admins)",
          description: "Forgets the endpoint and the key. Audit-logged. `404` when none is set.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
