import type { Tier } from "@adlens/db";
import { ApiError } from "../../errors.ts";

/** Tiers sold through Stripe Checkout. Enterprise is sold by the sales team. */
export type PaidTier = "basic" | "pro";

/** Development billing also switches to Enterprise, so a local instance can reach every plan. */
export const DEV_TIERS = ["basic", "pro", "enterprise"] as const;
export type DevTier = (typeof DEV_TIERS)[number];

import type { StripeConfig } from "./mode.ts";

export function priceFor(stripe: StripeConfig, tier: PaidTier): string {
  const price = tier === "basic" ? stripe.priceBasic : stripe.pricePro;
  if (!price) {
    throw new ApiError(
      "billing_not_configured",
      `The ${tier} plan has no Stripe price. Set STRIPE_PRICE_${tier.toUpperCase()}.`,
    );
  }
  return price;
}

/** Maps a Stripe price back to our tier; null for a price this instance does not sell. */
export function tierForPrice(stripe: StripeConfig, priceId: string | undefined): Tier | null {
  if (!priceId) return null;
  if (priceId === stripe.priceBasic) return "basic";
  if (priceId === stripe.pricePro) return "pro";
  return null;
}
