import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { cancelBatch } from "../../services/batches/batches.ts";
import { BatchIdParams, BatchSchema } from "./schemas.ts";

export const cancelBatchRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post("/v1/batches/:id/cancel", ({ workspace, params }) => cancelBatch(deps, workspace.id, params.id), {
      workspace: "analyses.create",
      params: BatchIdParams,
      detail: {
        operationId: "cancelBatch",
        tags: ["Batches"],
        summary: "Cancel a batch's items that have not started; their quota is given back",
        description:
          "Every item still `queued` ends as `failed` with the error code `cancelled` and is not counted against the monthly quota (an `analysis.failed` webhook says so). Items already running finish and count as usual. Safe to repeat: a batch with nothing left queued is answered as it is. The CLI calls this when a run is interrupted (Ctrl-C, or a closed pipe).",
      },
      response: { 200: BatchSchema, ...errors(400, 401, 403, 404) },
    });
