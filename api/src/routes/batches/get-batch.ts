import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { getBatch } from "../../services/batches/batches.ts";
import { BatchIdParams, BatchSchema } from "./schemas.ts";

export const getBatchRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/batches/:id",
      async ({ workspace, params }) => {
        return getBatch(deps, workspace.id, params.id);
      },
      {
        workspace: "analyses.read",
        params: BatchIdParams,
        detail: {
          operationId: "getBatch",
          tags: ["Batches"],
          summary: "A batch's progress: queued, running, done and failed counts, and every item's status",
          description:
            "Counts move from queued to running to done or failed as the workers take the items; each item carries its analysis id, so results can be read as they finish. Any member of the batch's workspace can read it; another workspace's batch id answers 404.",
        },
        response: { 200: BatchSchema, ...errors(400, 401, 403, 404) },
      },
    );
