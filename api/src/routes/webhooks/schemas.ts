import { t } from "elysia";
import { DELIVERY_EVENTS, WEBHOOK_EVENTS } from "../../services/webhooks/events.ts";
import { Int, Nullable } from "../schema.ts";

export const WebhookEventSchema = t.UnionEnum([...WEBHOOK_EVENTS], {
  description:
    "analysis.completed and analysis.failed for every analysis (uploads and batch items), batch.completed once per batch",
});

export const WebhookEndpointSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    url: t.String({ format: "uri" }),
    events: t.Array(WebhookEventSchema),
    secret_prefix: t.String({ description: "The first characters of the signing secret, for recognising it" }),
    created_at: t.String({ format: "date-time" }),
  },
  { title: "WebhookEndpoint" },
);

/** An endpoint as created or rotated: the only answers that carry the secret. */
export const WebhookEndpointWithSecretSchema = t.Composite(
  [
    WebhookEndpointSchema,
    t.Object({ secret: t.String({ description: "`whsec_` + 64 hex characters; store it now" }) }),
  ],
  { title: "WebhookEndpointWithSecret" },
);

export const WebhookDeliverySchema = t.Object(
  {
    id: t.String({ format: "uuid", description: "Also sent as the `AdLens-Delivery-Id` header" }),
    event_id: t.String({ format: "uuid", description: "The event's id, the `id` of the body sent" }),
    event: t.UnionEnum([...DELIVERY_EVENTS], {
      description: "The event delivered: a subscribed one, or `ping` from POST /v1/webhooks/{id}/test",
    }),
    status: t.UnionEnum(["pending", "succeeded", "failed"], {
      description: "pending while attempts remain; failed once they ran out (about a day of retries)",
    }),
    attempts: Int(),
    response_status: Nullable(Int(), { description: "The HTTP status of the last attempt, if it got an answer" }),
    error: Nullable(t.String(), { description: "Why the last attempt failed" }),
    created_at: t.String({ format: "date-time" }),
    last_attempt_at: Nullable(t.String({ format: "date-time" })),
    delivered_at: Nullable(t.String({ format: "date-time" })),
  },
  { title: "WebhookDelivery" },
);

export const WebhookIdParams = t.Object({
  id: t.String({ format: "uuid", error: "id must be a UUID", description: "The webhook endpoint's id" }),
});
