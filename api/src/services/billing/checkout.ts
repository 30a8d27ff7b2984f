import type Stripe from "stripe";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { LIVE_STATUSES } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";
import { WORKSPACE_NOT_FOUND } from "../workspaces/context.ts";
import { payerId } from "../workspaces/payer.ts";
import { ensureCustomer } from "./customer.ts";
import { signDevToken } from "./dev-token.ts";
import { requireBilling } from "./mode.ts";
import { type DevTier, type PaidTier, priceFor } from "./prices.ts";
import { callStripe, stripeClient } from "./stripe-client.ts";
import { billingUrls } from "./urls.ts";

/** Who buys: the paying workspace (see payerOf), and its owner, who is the Stripe customer's contact. */
export interface BillingUser {
  workspaceId: string;
  userId: string;
  email: string;
}

/**
 * The owner buying for `workspaceId`: billing always lands on the workspace that pays for it,
 * their personal one (a team workspace runs on its owner's plan).
 */
export async function buyerFor(
  deps: Pick<AppDeps, "db">,
  owner: { userId: string; email: string },
  workspaceId: string,
): Promise<BillingUser> {
  const payer = await payerId(deps.db, workspaceId);
  if (!payer) throw new ApiError("not_found", WORKSPACE_NOT_FOUND);
  return { workspaceId: payer, userId: owner.userId, email: owner.email };
}

/** Repeated clicks within this window reuse one Checkout Session instead of creating many. */
const CHECKOUT_IDEMPOTENCY_WINDOW_MS = 10 * 60_000;

export const ENTERPRISE_BY_SALES = "Enterprise is not sold by checkout. Contact sales at /contact?inquiry=sales.";

/**
 * Starts buying `tier`; returns the page to send the user to (Stripe Checkout or dev checkout).
 * Enterprise is sold by the sales team; development billing switches to it too, so a local
 * instance can try every plan.
 * Dev pages are served by this same server, so their link is built on `origin`, the address the
 * caller reached us at, which works without PUBLIC_URL on a laptop or a LAN address.
 */
export async function startCheckout(
  deps: AppDeps,
  user: BillingUser,
  tier: DevTier,
  origin: string,
): Promise<{ url: string }> {
  const setup = requireBilling(deps.config);
  const now = deps.now();
  if (setup.mode === "dev") {
    const token = signDevToken(
      deps.config.jwtSecret,
      { purpose: "checkout", workspaceId: user.workspaceId, tier },
      now,
    );
    return { url: `${origin}/dev/billing/checkout?session=${token}` };
  }
  if (tier === "enterprise") throw new ApiError("validation_failed", ENTERPRISE_BY_SALES, { field: "plan_tier" });
  const stripe = stripeClient(setup.stripe);
  const price = priceFor(setup.stripe, tier);
  const customer = await ensureCustomer(deps, stripe, user);
  const urls = billingUrls(deps.config.publicUrl);

  const current = await liveStripeSubscription(deps, user.workspaceId);
  if (current) return changePlan(deps, stripe, { customer, subscriptionId: current, price, tier });

  const window = Math.floor(now.getTime() / CHECKOUT_IDEMPOTENCY_WINDOW_MS);
  const session = await callStripe(deps.log, "checkout.sessions.create", () =>
    stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer,
        client_reference_id: user.workspaceId,
        line_items: [{ price, quantity: 1 }],
        success_url: urls.success,
        cancel_url: urls.cancel,
        allow_promotion_codes: true,
        metadata: { workspace_id: user.workspaceId, user_id: user.userId, plan_tier: tier },
        subscription_data: { metadata: { workspace_id: user.workspaceId, user_id: user.userId, plan_tier: tier } },
      },
      { idempotencyKey: `adlens-checkout-${user.workspaceId}-${tier}-${window}` },
    ),
  );
  if (!session.url) throw new ApiError("billing_error", "The payment provider returned no checkout page.");
  return { url: session.url };
}

async function liveStripeSubscription(deps: AppDeps, workspaceId: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom("subscriptions")
    .select(["stripe_subscription_id", "status"])
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  return row?.stripe_subscription_id && LIVE_STATUSES.has(row.status) ? row.stripe_subscription_id : null;
}

/**
 * A second subscription would charge twice, so a subscriber changes plan in the Customer Portal,
 * opened straight on the confirmation of the new price.
 */
async function changePlan(
  deps: AppDeps,
  stripe: Stripe,
  input: { customer: string; subscriptionId: string; price: string; tier: PaidTier },
): Promise<{ url: string }> {
  const urls = billingUrls(deps.config.publicUrl);
  const subscription = await callStripe(deps.log, "subscriptions.retrieve", () =>
    stripe.subscriptions.retrieve(input.subscriptionId),
  );
  const item = subscription.items.data[0];
  if (item?.price.id === input.price && !subscription.cancel_at_period_end) {
    throw new ApiError("conflict", `You are already on the ${planFor(input.tier).name} plan.`);
  }
  const flow: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined =
    item && item.price.id !== input.price
      ? {
          type: "subscription_update_confirm",
          subscription_update_confirm: {
            subscription: subscription.id,
            items: [{ id: item.id, price: input.price, quantity: 1 }],
          },
          after_completion: { type: "redirect", redirect: { return_url: urls.success } },
        }
      : undefined;
  const session = await callStripe(deps.log, "billingPortal.sessions.create", () =>
    stripe.billingPortal.sessions.create({
      customer: input.customer,
      return_url: urls.portalReturn,
      ...(flow ? { flow_data: flow } : {}),
    }),
  );
  return { url: session.url };
}
