import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function analysesRoutes(_deps: AppDeps) {
  return new Elysia();
}
