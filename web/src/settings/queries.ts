import { useQuery } from "@tanstack/react-query";
import { asTier, type Tier } from "../dashboard/lib/models.ts";
import { isObject } from "../dashboard/lib/result.ts";
import { client } from "../lib/api.ts";

export interface BillingState {
  subscribed: boolean;
  tier: Tier;
  end: string | null;
  status: string | null;
  cancelAtPeriodEnd: boolean;
  pendingTier: Tier | null;
  mode: "stripe" | "dev" | "disabled";
}

const FREE: BillingState = {
  subscribed: false,
  tier: "free",
  end: null,
  status: null,
  cancelAtPeriodEnd: false,
  pendingTier: null,
  mode: "disabled",
};

export const subscriptionKey = ["billing", "subscription"] as const;

/**
 * The plan as the API decides it (spec 02 §4: a live payment subscription decides, an ended one
 * means free, otherwise the profile tier). A failed check falls back to free.
 */
export function useBilling() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: async (): Promise<BillingState> => {
      const raw: unknown = await client.billing.subscription().catch(() => null);
      if (!isObject(raw)) return FREE;
      const mode = raw.billing_mode;
      return {
        subscribed: raw.subscribed === true,
        tier: asTier(raw.subscription_tier),
        end: typeof raw.subscription_end === "string" ? raw.subscription_end : null,
        status: typeof raw.status === "string" ? raw.status : null,
        cancelAtPeriodEnd: raw.cancel_at_period_end === true,
        pendingTier: raw.pending_tier ? asTier(raw.pending_tier) : null,
        mode: mode === "stripe" || mode === "dev" ? mode : "disabled",
      };
    },
  });
}
