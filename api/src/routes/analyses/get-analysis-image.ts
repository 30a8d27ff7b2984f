import type { AppDeps } from "../../deps.ts";
import { objectRoute } from "./object-route.ts";

export const getAnalysisImageRoute = (deps: AppDeps) => objectRoute(deps, "image");
