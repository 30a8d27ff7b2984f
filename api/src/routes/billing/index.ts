import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { billingMode } from "../../services/billing/mode.ts";
import { createCheckout } from "./create-checkout.ts";
import { createPortalSession } from "./create-portal-session.ts";
import { devCheckoutConfirm } from "./dev-checkout-confirm.ts";
import { devCheckoutPage } from "./dev-checkout-page.ts";
import { devPortalAction } from "./dev-portal-action.ts";
import { devPortalPage } from "./dev-portal-page.ts";
import { getSubscription } from "./get-subscription.ts";
import { handleBillingWebhook } from "./handle-webhook.ts";

export function billingRoutes(deps: AppDeps) {
  const routes = new Elysia()
    .use(getSubscription(deps))
    .use(createCheckout(deps))
    .use(createPortalSession(deps))
    .use(handleBillingWebhook(deps));
  // Free plan switches exist only where no real billing does: outside production, without Stripe.
  if (billingMode(deps.config) !== "dev") return routes;
  return routes
    .use(devCheckoutPage(deps))
    .use(devCheckoutConfirm(deps))
    .use(devPortalPage(deps))
    .use(devPortalAction(deps));
}
