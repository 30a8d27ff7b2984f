import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { getAnalysisPerformanceRoute } from "./get-analysis-performance.ts";
import { importOutcomesRoute } from "./import-outcomes.ts";
import { listPerformanceModelsRoute } from "./list-performance-models.ts";

export function outcomesRoutes(deps: AppDeps) {
  return new Elysia()
    .use(importOutcomesRoute(deps))
    .use(listPerformanceModelsRoute(deps))
    .use(getAnalysisPerformanceRoute(deps));
}
