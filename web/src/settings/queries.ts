import type { ResponseOf } from "@adlens/sdk";
import { useQuery } from "@tanstack/react-query";
import type { Tier } from "../dashboard/lib/models.ts";
import { client } from "../lib/api.ts";

export interface BillingState {
  subscribed: boolean;
  tier: Tier;
  end: string | null;
  status: string | null;
  cancelAtPeriodEnd: boolean;
  pendingTier: Tier | null;
  mode: Subscription["billing_mode"];
}

type Subscription = ResponseOf<"/v1/billing/subscription", "get">;

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

function toBillingState(s: Subscription): BillingState {
  return {
    subscribed: s.subscribed,
    tier: s.subscription_tier,
    end: s.subscription_end,
    status: s.status,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    pendingTier: s.pending_tier,
    mode: s.billing_mode,
  };
}

/**
 * The plan as the API decides it (spec 02 §4: a live payment subscription decides, an ended one
 * means free, otherwise the profile tier). A failed check falls back to free.
 */
export function useBilling() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: (): Promise<BillingState> => client.billing.subscription().then(toBillingState, () => FREE),
  });
}
