import { Elysia, t } from "elysia";
import { clientIp } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { base } from "../../plugins/base.ts";
import { refreshSession } from "../../services/auth/sessions.ts";
import { RATE_LIMITS } from "../../services/rate-limit/limits.ts";
import { hitRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { SessionSchema, TokenField } from "./schemas.ts";

export const refresh = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/auth/refresh",
    async ({ body, request, server }) => {
      const ip = clientIp(request, server, deps.config.trustProxy);
      await hitRateLimit(deps.db, RATE_LIMITS.refreshIp, ip, deps.now());
      return refreshSession(deps, body.refresh_token);
    },
    {
      parse: JSON_BODY,
      body: t.Object({ refresh_token: { ...TokenField, error: "refresh_token is required" } }),
      detail: {
        operationId: "refreshSession",
        tags: ["Auth"],
        summary: "Exchange a refresh token for a new session pair",
        description:
          "Each refresh token works once. Presenting it again within 10 seconds (two tabs refreshing together) returns another fresh pair; later it is treated as stolen: the whole session is signed out and the answer is 401 `refresh_token_reused`. A session lasts at most 30 days from sign-in.",
      },
      response: { 200: SessionSchema, ...errors(400, 401, 413, 429) },
    },
  );
