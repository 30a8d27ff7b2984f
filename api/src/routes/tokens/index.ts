import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function tokensRoutes(_deps: AppDeps) {
  return new Elysia();
}
