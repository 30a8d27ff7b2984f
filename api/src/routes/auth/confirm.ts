import { Elysia, t } from "elysia";
import { clientInfo } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { base } from "../../plugins/base.ts";
import { confirmSignup } from "../../services/auth/login.ts";
import { RATE_LIMITS } from "../../services/rate-limit/limits.ts";
import { hitRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { SessionSchema, TokenField } from "./schemas.ts";

export const confirm = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/auth/confirm",
    async ({ body, request, server }) => {
      const client = clientInfo(request, server, deps.config.trustProxy);
      await hitRateLimit(deps.db, RATE_LIMITS.confirmIp, client.ip, deps.now());
      return confirmSignup(deps, body.token, client);
    },
    {
      parse: JSON_BODY,
      body: t.Object({ token: TokenField }),
      detail: {
        operationId: "confirmSignup",
        tags: ["Auth"],
        summary: "Confirm an email address and sign in",
        description:
          "Takes the token from the emailed `/login?confirm_token=…` link. Tokens work once and for 24 hours; otherwise `invalid_token`.",
      },
      response: { 200: SessionSchema, ...errors(400, 413, 429) },
    },
  );
