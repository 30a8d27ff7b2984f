import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function contactRoutes(_deps: AppDeps) {
  return new Elysia();
}
