import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { listDeliveries } from "../../services/webhooks/endpoints.ts";
import { Nullable, PageQuery } from "../schema.ts";
import { WebhookDeliverySchema, WebhookIdParams } from "./schemas.ts";

export const listWebhookDeliveriesRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/webhooks/:id/deliveries",
      async ({ workspace, params, query }) => {
        const limit = query.limit ?? 20;
        if (limit < 1 || limit > 100) {
          throw new ApiError("validation_failed", "limit: must be from 1 to 100", { field: "limit" });
        }
        return listDeliveries(deps, workspace.id, params.id, { limit, cursor: query.cursor });
      },
      {
        workspace: "webhooks.manage",
        params: WebhookIdParams,
        query: t.Object({
          ...PageQuery,
        }),
        detail: {
          operationId: "listWebhookDeliveries",
          tags: ["Webhooks"],
          summary: "An endpoint's deliveries, newest first: status, attempts and the last answer",
          description:
            "Each event sent to the endpoint is one delivery; `attempts` counts its tries and `error` says why the last one failed. Cursor-paginated.",
        },
        response: {
          200: t.Object({ data: t.Array(WebhookDeliverySchema), next_cursor: Nullable(t.String()) }),
          ...errors(400, 401, 403, 404),
        },
      },
    );
