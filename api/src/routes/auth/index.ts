import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function authRoutes(_deps: AppDeps) {
  return new Elysia();
}
