import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { base } from "../../plugins/base.ts";
import { receiveWebhook } from "../../services/billing/webhook.ts";

export const handleBillingWebhook = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/billing/webhook",
    // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed.
    async ({ request }) => {
      const result = await receiveWebhook(deps, await request.text(), request.headers.get("stripe-signature"));
      return { received: true, duplicate: result.duplicate };
    },
    {
      parse: "none",
      detail: {
        operationId: "handleBillingWebhook",
        tags: ["Billing"],
        summary: "Stripe webhook endpoint",
        description:
          "Receives checkout.session.completed, customer.subscription.created|updated|deleted and invoice.payment_failed, signed with STRIPE_WEBHOOK_SECRET (300 s tolerance). Redeliveries are no-ops.",
      },
      response: {
        200: t.Object({ received: t.Literal(true), duplicate: t.Boolean() }),
        ...errors(400, 502, 503),
      },
    },
  );
