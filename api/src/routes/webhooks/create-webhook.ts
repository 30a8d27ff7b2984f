import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { idempotencyPlugin } from "../../plugins/idempotency.ts";
import { createWebhook } from "../../services/webhooks/endpoints.ts";
import { WebhookEndpointWithSecretSchema, WebhookEventSchema } from "./schemas.ts";

export const createWebhookRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .use(idempotencyPlugin(deps))
    .post(
      "/v1/webhooks",
      async ({ workspace, principal, body, set }) => {
        const created = await createWebhook(deps, workspace.id, principal.userId, body);
        set.status = 201;
        return created;
      },
      {
        workspace: "webhooks.manage",
        parse: JSON_BODY,
        idempotent: true,
        body: t.Object(
          {
            url: t.String({ maxLength: 2000, error: "url: must be an absolute https URL" }),
            events: t.Array(WebhookEventSchema, {
              minItems: 1,
              maxItems: 3,
              error: "events: one or more of analysis.completed, analysis.failed, batch.completed",
            }),
          },
          { examples: [{ url: "https://example.com/adlens", events: ["analysis.completed", "batch.completed"] }] },
        ),
        detail: {
          operationId: "createWebhook",
          tags: ["Webhooks"],
          summary: "Register a webhook endpoint (Pro and Enterprise). The signing secret is returned only this once.",
          description:
            "The URL must be https and resolve to a public address (private, loopback and link-local addresses are refused with `url_not_allowed`). Each delivery is a POST of the event as JSON with an `AdLens-Signature: t=<unix seconds>,v1=<hex>` header: HMAC-SHA256 of `<t>.<body>` under the endpoint's secret. Answer 2xx within 10 s; anything else is retried with exponential backoff for about a day. At most 10 endpoints per account.",
        },
        response: {
          201: WebhookEndpointWithSecretSchema,
          ...errors(400, 401, 403, 409, 422),
        },
      },
    );
