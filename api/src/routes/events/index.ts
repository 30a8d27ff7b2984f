import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { createEvent } from "./create-event.ts";

export function eventsRoutes(deps: AppDeps) {
  return new Elysia().use(createEvent(deps));
}
