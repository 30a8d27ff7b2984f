import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { openPortal } from "../../services/billing/portal.ts";
import { BillingUrl } from "./create-checkout.ts";

export const createPortalSession = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/billing/portal",
      ({ principal, request }) =>
        openPortal(deps, { userId: principal.userId, email: principal.email }, new URL(request.url).origin),
      {
        auth: "session",
        detail: {
          operationId: "createPortalSession",
          tags: ["Billing"],
          summary: "Open the billing portal",
          description:
            "Returns the Stripe Customer Portal (change plan, cancel, invoices, payment method), which returns to /settings?portal=return.",
        },
        response: { 200: BillingUrl, ...errors(401, 403, 502, 503) },
      },
    );
