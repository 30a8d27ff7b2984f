import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { getComparisonReportRoute } from "./get-comparison-report.ts";

export function reportsRoutes(deps: AppDeps) {
  return new Elysia().use(getComparisonReportRoute(deps));
}
