import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { sendTestEvent } from "../../services/webhooks/endpoints.ts";
import { WebhookDeliverySchema, WebhookIdParams } from "./schemas.ts";

export const testWebhookRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/webhooks/:id/test",
      async ({ workspace, params, set }) => {
        const delivery = await sendTestEvent(deps, workspace.id, params.id);
        set.status = 202;
        return delivery;
      },
      {
        workspace: "webhooks.manage",
        params: WebhookIdParams,
        detail: {
          operationId: "testWebhook",
          tags: ["Webhooks"],
          summary: "Send a signed test event (`ping`) to an endpoint",
          description:
            "Queues one `ping` delivery to this endpoint whatever events it subscribes to, signed with its current secret like every event, retried and shown in its delivery log (GET /v1/webhooks/{id}/deliveries). Answers the delivery as queued. Another workspace's endpoint id answers 404.",
        },
        response: { 202: WebhookDeliverySchema, ...errors(400, 401, 403, 404) },
      },
    );
