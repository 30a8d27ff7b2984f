import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function meRoutes(_deps: AppDeps) {
  return new Elysia();
}
