import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function demoRoutes(_deps: AppDeps) {
  return new Elysia();
}
