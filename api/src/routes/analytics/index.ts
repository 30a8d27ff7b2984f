import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function analyticsRoutes(_deps: AppDeps) {
  return new Elysia();
}
