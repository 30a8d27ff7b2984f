import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { analyzeImageRoute } from "./analyze-image.ts";

export function analyzeRoutes(deps: AppDeps) {
  return new Elysia().use(analyzeImageRoute(deps));
}
