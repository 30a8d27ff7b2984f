import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { rotateWebhookSecret } from "../../services/webhooks/endpoints.ts";
import { WebhookEndpointWithSecretSchema, WebhookIdParams } from "./schemas.ts";

export const rotateWebhookSecretRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/webhooks/:id/rotate-secret",
      ({ workspace, params }) => rotateWebhookSecret(deps, workspace.id, params.id),
      {
        workspace: "webhooks.manage",
        params: WebhookIdParams,
        detail: {
          operationId: "rotateWebhookSecret",
          tags: ["Webhooks"],
          summary: "Replace an endpoint's signing secret. The new secret is returned only this once.",
          description:
            "The old secret stops at once: every attempt from now on, retries of earlier events included, is signed with the new one. Deliveries your receiver rejects while it still has the old secret are retried with backoff for about a day, so they arrive once it has the new one. Another account's endpoint id answers 404.",
        },
        response: {
          200: WebhookEndpointWithSecretSchema,
          ...errors(400, 401, 403, 404),
        },
      },
    );
