import { Elysia } from "elysia";
import type { AppDeps } from "../deps.ts";
import { getDocs } from "./docs/get-docs.ts";
import { getHealth } from "./health/get-health.ts";
import { listPlans } from "./plans/list-plans.ts";

/** Every route module, grouped by resource. Each resource folder owns its own index. */
export function routes(deps: AppDeps, dbKind: string) {
  return new Elysia().use(getHealth(deps, dbKind)).use(getDocs()).use(listPlans());
}
