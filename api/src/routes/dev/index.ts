import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function devRoutes(_deps: AppDeps) {
  return new Elysia();
}
