import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function eventsRoutes(_deps: AppDeps) {
  return new Elysia();
}
