import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function analyzeRoutes(_deps: AppDeps) {
  return new Elysia();
}
