import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { changePassword } from "../../services/account/change-password.ts";
import { RATE_LIMITS } from "../../services/rate-limit/limits.ts";
import { hitRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { MessageSchema, PasswordField } from "../auth/schemas.ts";

export const changePasswordRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/me/password",
      async ({ body, principal }) => {
        await hitRateLimit(deps.db, RATE_LIMITS.changePasswordUser, principal.userId, deps.now());
        await changePassword(deps, principal, body);
        return { message: "Your password has been successfully changed." };
      },
      {
        auth: "session",
        parse: JSON_BODY,
        body: t.Object({
          current_password: t.String({ minLength: 1, error: "Current password is required" }),
          new_password: PasswordField,
        }),
        detail: {
          operationId: "changePassword",
          tags: ["Account"],
          summary: "Change the password (requires the current one)",
          description:
            "New password: at least 6 characters and not a common password. Other sessions are signed out; this one stays. A wrong current password gives `invalid_credentials` on `current_password`.",
        },
        response: { 200: MessageSchema, ...errors(400, 401, 403, 413, 429) },
      },
    );
