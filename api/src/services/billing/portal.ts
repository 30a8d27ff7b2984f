import type { AppDeps } from "../../deps.ts";
import type { BillingUser } from "./checkout.ts";
import { ensureCustomer } from "./customer.ts";
import { signDevToken } from "./dev-token.ts";
import { requireBilling } from "./mode.ts";
import { callStripe, stripeClient } from "./stripe-client.ts";
import { billingUrls } from "./urls.ts";

/** The page where an owner manages the plan: Stripe's Customer Portal, or the dev portal. */
export async function openPortal(deps: AppDeps, user: BillingUser, origin: string): Promise<{ url: string }> {
  const setup = requireBilling(deps.config);
  if (setup.mode === "dev") {
    const token = signDevToken(deps.config.jwtSecret, { purpose: "portal", workspaceId: user.workspaceId }, deps.now());
    return { url: `${origin}/dev/billing/portal?session=${token}` };
  }
  const stripe = stripeClient(setup.stripe);
  const customer = await ensureCustomer(deps, stripe, user);
  const session = await callStripe(deps.log, "billingPortal.sessions.create", () =>
    stripe.billingPortal.sessions.create({ customer, return_url: billingUrls(deps.config.publicUrl).portalReturn }),
  );
  return { url: session.url };
}
