import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { deleteWebhook } from "../../services/webhooks/endpoints.ts";
import { WebhookIdParams } from "./schemas.ts";

export const deleteWebhookRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/webhooks/:id",
      async ({ workspace, params, set }) => {
        await deleteWebhook(deps, workspace.id, params.id);
        set.status = 204;
        return null;
      },
      {
        workspace: "webhooks.manage",
        params: WebhookIdParams,
        detail: {
          operationId: "deleteWebhook",
          tags: ["Webhooks"],
          summary: "Remove a webhook endpoint and its delivery log; pending retries stop",
          description: "Another account's endpoint id answers 404.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
