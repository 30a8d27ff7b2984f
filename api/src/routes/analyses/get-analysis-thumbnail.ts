import type { AppDeps } from "../../deps.ts";
import { objectRoute } from "./object-route.ts";

export const getAnalysisThumbnailRoute = (deps: AppDeps) => objectRoute(deps, "thumbnail");
