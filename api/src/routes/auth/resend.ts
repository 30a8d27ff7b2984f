import { Elysia, t } from "elysia";
import { clientIp } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { base } from "../../plugins/base.ts";
import { resendConfirmation } from "../../services/auth/signup.ts";
import { normalizeEmail } from "../../services/auth/users.ts";
import { RATE_LIMITS } from "../../services/rate-limit/limits.ts";
import { hitRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { EmailField, MessageSchema } from "./schemas.ts";
import { CONFIRMATION_SENT } from "./signup.ts";

export const resend = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/auth/resend",
    async ({ body, request, server }) => {
      const now = deps.now();
      await hitRateLimit(deps.db, RATE_LIMITS.resendIp, clientIp(request, server, deps.config.trustProxy), now);
      await hitRateLimit(deps.db, RATE_LIMITS.resendEmail, normalizeEmail(body.email), now);
      await resendConfirmation(deps, body);
      return { message: CONFIRMATION_SENT };
    },
    {
      parse: JSON_BODY,
      body: t.Object({ email: EmailField }),
      detail: {
        operationId: "resendConfirmation",
        tags: ["Auth"],
        summary: "Email a new confirmation link",
        description:
          "Answers the same for every address; only an account waiting for confirmation gets an email. Earlier links stop working.",
      },
      response: { 200: MessageSchema, ...errors(400, 413, 429) },
    },
  );
