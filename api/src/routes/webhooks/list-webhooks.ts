import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { listWebhooks } from "../../services/webhooks/endpoints.ts";
import { WebhookEndpointSchema } from "./schemas.ts";

export const listWebhooksRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get("/v1/webhooks", async ({ workspace }) => ({ data: await listWebhooks(deps, workspace.id) }), {
      workspace: "webhooks.manage",
      detail: {
        operationId: "listWebhooks",
        tags: ["Webhooks"],
        summary: "Your webhook endpoints, newest first",
        description: "Secrets are never shown again; `secret_prefix` tells them apart.",
      },
      response: { 200: t.Object({ data: t.Array(WebhookEndpointSchema) }), ...errors(401, 403) },
    });
