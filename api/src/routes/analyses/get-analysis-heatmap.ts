import type { AppDeps } from "../../deps.ts";
import { objectRoute } from "./object-route.ts";

export const getAnalysisHeatmapRoute = (deps: AppDeps) => objectRoute(deps, "heatmap");
