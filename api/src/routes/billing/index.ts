import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";

export function billingRoutes(_deps: AppDeps) {
  return new Elysia();
}
