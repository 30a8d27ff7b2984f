import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { compareAnalysesRoute } from "./compare-analyses.ts";
import { createAnalysisRoute } from "./create-analysis.ts";
import { deleteAnalysisRoute } from "./delete-analysis.ts";
import { exportAnalysesRoute } from "./export-analyses.ts";
import { getAnalysisRoute } from "./get-analysis.ts";
import { getAnalysisHeatmapRoute } from "./get-analysis-heatmap.ts";
import { getAnalysisImageRoute } from "./get-analysis-image.ts";
import { getAnalysisReportRoute } from "./get-analysis-report.ts";
import { getAnalysisThumbnailRoute } from "./get-analysis-thumbnail.ts";
import { listAnalysesRoute } from "./list-analyses.ts";

export function analysesRoutes(deps: AppDeps) {
  return new Elysia()
    .use(createAnalysisRoute(deps))
    .use(listAnalysesRoute(deps))
    .use(exportAnalysesRoute(deps))
    .use(compareAnalysesRoute(deps))
    .use(getAnalysisRoute(deps))
    .use(deleteAnalysisRoute(deps))
    .use(getAnalysisImageRoute(deps))
    .use(getAnalysisHeatmapRoute(deps))
    .use(getAnalysisThumbnailRoute(deps))
    .use(getAnalysisReportRoute(deps));
}
