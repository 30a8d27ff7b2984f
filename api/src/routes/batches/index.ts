import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { cancelBatchRoute } from "./cancel-batch.ts";
import { createBatchRoute } from "./create-batch.ts";
import { getBatchRoute } from "./get-batch.ts";

export function batchesRoutes(deps: AppDeps) {
  return new Elysia().use(createBatchRoute(deps)).use(getBatchRoute(deps)).use(cancelBatchRoute(deps));
}
