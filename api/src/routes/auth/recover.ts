import { Elysia, t } from "elysia";
import { clientIp } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { base } from "../../plugins/base.ts";
import { requestPasswordReset } from "../../services/auth/recovery.ts";
import { normalizeEmail } from "../../services/auth/users.ts";
import { RATE_LIMITS } from "../../services/rate-limit/limits.ts";
import { hitRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { EmailField, MessageSchema } from "./schemas.ts";

export const recover = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/auth/recover",
    async ({ body, request, server }) => {
      const now = deps.now();
      await hitRateLimit(deps.db, RATE_LIMITS.recoverIp, clientIp(request, server, deps.config.trustProxy), now);
      await hitRateLimit(deps.db, RATE_LIMITS.recoverEmail, normalizeEmail(body.email), now);
      await requestPasswordReset(deps, body);
      return { message: "If an account exists for this address, we sent it a link to reset the password." };
    },
    {
      parse: JSON_BODY,
      body: t.Object({ email: EmailField }),
      detail: {
        operationId: "recoverPassword",
        tags: ["Auth"],
        summary: "Email a password reset link",
        description:
          "Answers the same for every address. The emailed link points to `/reset-password?token=…` on PUBLIC_URL and works for 1 hour, once.",
      },
      response: { 200: MessageSchema, ...errors(400, 413, 429) },
    },
  );
