import { Elysia, t } from "elysia";
import { clientIp } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { base } from "../../plugins/base.ts";
import { resetPassword } from "../../services/auth/recovery.ts";
import { RATE_LIMITS } from "../../services/rate-limit/limits.ts";
import { hitRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { MessageSchema, ResetPasswordField, TokenField } from "./schemas.ts";

export const resetPasswordRoute = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/auth/reset-password",
    async ({ body, request, server }) => {
      const ip = clientIp(request, server, deps.config.trustProxy);
      await hitRateLimit(deps.db, RATE_LIMITS.resetIp, ip, deps.now());
      await resetPassword(deps, body);
      return { message: "Password updated successfully!" };
    },
    {
      parse: JSON_BODY,
      body: t.Object({ token: TokenField, password: ResetPasswordField }),
      detail: {
        operationId: "resetPassword",
        tags: ["Auth"],
        summary: "Set a new password from an emailed reset link",
        description:
          "Password rules: at least 8 characters with an uppercase letter, a lowercase letter and a number, and not a common password. Signs the account out everywhere and returns no session: the user signs in with the new password. An unknown, used or expired token gives `invalid_token`.",
      },
      response: { 200: MessageSchema, ...errors(400, 413, 429) },
    },
  );
