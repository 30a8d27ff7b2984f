import { Elysia, t } from "elysia";
import { clientInfo } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { base } from "../../plugins/base.ts";
import { logIn } from "../../services/auth/login.ts";
import { guardLogin } from "../../services/auth/login-throttle.ts";
import { RATE_LIMITS } from "../../services/rate-limit/limits.ts";
import { hitRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { EmailField, PasswordField, SessionSchema } from "./schemas.ts";

export const login = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/auth/login",
    async ({ body, request, server }) => {
      const client = clientInfo(request, server, deps.config.trustProxy);
      const now = deps.now();
      await hitRateLimit(deps.db, RATE_LIMITS.loginIp, client.ip, now);
      const guard = await guardLogin(deps.db, body.email, client.ip, now);
      try {
        return await logIn(deps, body, client);
      } catch (error) {
        if (error instanceof ApiError && error.code === "invalid_credentials") await guard.failed();
        throw error;
      }
    },
    {
      parse: JSON_BODY,
      body: t.Object(
        { email: EmailField, password: PasswordField },
        { examples: [{ email: "ada@example.com", password: "Correct-Horse-42" }] },
      ),
      detail: {
        operationId: "login",
        tags: ["Auth"],
        summary: "Sign in with email and password",
        description:
          'Returns a session: a 1-hour access token and a single-use refresh token. Errors: `invalid_credentials` ("Invalid login credentials") and `email_not_confirmed` ("Email not confirmed").',
      },
      response: { 200: SessionSchema, ...errors(400, 413, 429) },
    },
  );
