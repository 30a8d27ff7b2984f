import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { acceptInvitationRoute } from "./accept-invitation.ts";

export function invitationsRoutes(deps: AppDeps) {
  return new Elysia().use(acceptInvitationRoute(deps));
}
