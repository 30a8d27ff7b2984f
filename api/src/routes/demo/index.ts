import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { demoAnalyzeRoute } from "./demo-analyze.ts";

export function demoRoutes(deps: AppDeps) {
  return new Elysia().use(demoAnalyzeRoute(deps));
}
