import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { buyerFor, startCheckout } from "../../services/billing/checkout.ts";

export const BillingUrl = t.Object({ url: t.String({ description: "The page to send the user to" }) });

export const createCheckout = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/billing/checkout",
      async ({ body, principal, workspace, request }) => {
        const buyer = await buyerFor(deps, principal, workspace.id);
        return startCheckout(deps, buyer, body.plan_tier, new URL(request.url).origin);
      },
      {
        workspace: "billing.manage",
        parse: JSON_BODY,
        body: t.Object({
          plan_tier: t.UnionEnum(["basic", "pro", "enterprise"], {
            description:
              "The plan to buy. Enterprise is sold by the sales team (/contact?inquiry=sales), except by development billing.",
          }),
        }),
        detail: {
          operationId: "createCheckout",
          tags: ["Billing"],
          summary: "Start a subscription checkout",
          description:
            "Returns the Stripe Checkout page for the plan (or, for a subscriber, the Customer Portal confirming the plan change). Without Stripe outside production, a development checkout page that switches the plan at once.",
        },
        response: { 200: BillingUrl, ...errors(400, 401, 403, 404, 409, 502, 503) },
      },
    );
