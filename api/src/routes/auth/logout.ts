import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { revokeSession } from "../../services/auth/sessions.ts";

export const logout = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/auth/logout",
      async ({ principal, set }) => {
        if (principal.sessionId) await revokeSession(deps.db, principal.sessionId, deps.now());
        set.status = 204;
      },
      {
        auth: "session",
        detail: {
          operationId: "logout",
          tags: ["Auth"],
          summary: "Sign out: revoke this session and its refresh tokens",
          description:
            "Access tokens of the session stop working at once, not when they expire. Needs a session token, not an API token.",
        },
        response: { 204: t.Void(), ...errors(401, 403) },
      },
    );
