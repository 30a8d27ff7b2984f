import type { Config } from "../../config.ts";
import { ApiError } from "../../errors.ts";

/**
 * `stripe` when keys are configured; `dev` (plans switch at once, no payment) outside production;
 * `disabled` in production without Stripe, where billing endpoints answer 503.
 */
export type BillingMode = "stripe" | "dev" | "disabled";

export type StripeConfig = NonNullable<Config["stripe"]>;

export type BillingSetup = { mode: "dev" } | { mode: "stripe"; stripe: StripeConfig };

export function billingMode(config: Config): BillingMode {
  if (config.stripe) return "stripe";
  return config.isProduction ? "disabled" : "dev";
}

export function notConfigured(): ApiError {
  return new ApiError(
    "billing_not_configured",
    "Billing is not configured on this instance. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.",
  );
}

export function requireBilling(config: Config): BillingSetup {
  if (config.stripe) return { mode: "stripe", stripe: config.stripe };
  if (config.isProduction) throw notConfigured();
  return { mode: "dev" };
}
