import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { changePasswordRoute } from "./change-password.ts";
import { deleteMe } from "./delete-me.ts";
import { getMeRoute } from "./get-me.ts";

export function meRoutes(deps: AppDeps) {
  return new Elysia().use(getMeRoute(deps)).use(changePasswordRoute(deps)).use(deleteMe(deps));
}
