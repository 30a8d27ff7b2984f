import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { getAnalyticsRoute } from "./get-analytics.ts";

export function analyticsRoutes(deps: AppDeps) {
  return new Elysia().use(getAnalyticsRoute(deps));
}
