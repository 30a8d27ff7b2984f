import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { listMailbox } from "./list-mailbox.ts";

/** Development helpers. Never mounted in production, where these paths answer 404. */
export function devRoutes(deps: AppDeps) {
  const app = new Elysia();
  return deps.config.isProduction ? app : app.use(listMailbox(deps));
}
