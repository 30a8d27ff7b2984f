import { Elysia, t } from "elysia";
import { clientIp } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { base } from "../../plugins/base.ts";
import { signUp } from "../../services/auth/signup.ts";
import { RATE_LIMITS } from "../../services/rate-limit/limits.ts";
import { hitRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { EmailField, MessageSchema, PasswordField } from "./schemas.ts";

export const CONFIRMATION_SENT = "Check your email for a confirmation link to finish signing up.";

export const signup = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/auth/signup",
    async ({ body, request, server }) => {
      const ip = clientIp(request, server, deps.config.trustProxy);
      await hitRateLimit(deps.db, RATE_LIMITS.signupIp, ip, deps.now());
      await signUp(deps, body);
      return { message: CONFIRMATION_SENT };
    },
    {
      parse: JSON_BODY,
      body: t.Object(
        { email: EmailField, password: PasswordField },
        { examples: [{ email: "ada@example.com", password: "Correct-Horse-42" }] },
      ),
      detail: {
        operationId: "signup",
        tags: ["Auth"],
        summary: "Create an account and email a confirmation link",
        description:
          "The answer is the same whether or not the address is already registered; the owner of a registered address gets an email saying someone tried to sign up. The confirmation link points to `/login?confirm_token=…` on PUBLIC_URL and works for 24 hours, once.",
      },
      response: { 200: MessageSchema, ...errors(400, 413, 429) },
    },
  );
