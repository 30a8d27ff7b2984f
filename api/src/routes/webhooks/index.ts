import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { createWebhookRoute } from "./create-webhook.ts";
import { deleteWebhookRoute } from "./delete-webhook.ts";
import { listWebhookDeliveriesRoute } from "./list-webhook-deliveries.ts";
import { listWebhooksRoute } from "./list-webhooks.ts";
import { rotateWebhookSecretRoute } from "./rotate-webhook-secret.ts";
import { testWebhookRoute } from "./test-webhook.ts";

export function webhooksRoutes(deps: AppDeps) {
  return new Elysia()
    .use(listWebhooksRoute(deps))
    .use(createWebhookRoute(deps))
    .use(deleteWebhookRoute(deps))
    .use(rotateWebhookSecretRoute(deps))
    .use(listWebhookDeliveriesRoute(deps))
    .use(testWebhookRoute(deps));
}
