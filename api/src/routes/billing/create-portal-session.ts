import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { buyerFor } from "../../services/billing/checkout.ts";
import { openPortal } from "../../services/billing/portal.ts";
import { BillingUrl } from "./create-checkout.ts";

export const createPortalSession = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/billing/portal",
      async ({ principal, workspace, request }) =>
        openPortal(deps, await buyerFor(deps, principal, workspace.id), new URL(request.url).origin),
      {
        workspace: "billing.manage",
        detail: {
          operationId: "createPortalSession",
          tags: ["Billing"],
          summary: "Open the billing portal",
          description:
            "Returns the Stripe Customer Portal (change plan, cancel, invoices, payment method), which returns to /settings?portal=return.",
        },
        response: { 200: BillingUrl, ...errors(400, 401, 403, 404, 502, 503) },
      },
    );
