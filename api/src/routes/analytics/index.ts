import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { getAnalyticsRoute } from "./get-analytics.ts";
import { getBrandFitAnalyticsRoute } from "./get-brand-fit-analytics.ts";

export function analyticsRoutes(deps: AppDeps) {
  return new Elysia().use(getAnalyticsRoute(deps)).use(getBrandFitAnalyticsRoute(deps));
}
