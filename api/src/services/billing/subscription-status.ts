import type { Tier } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { planRow, tierOf } from "../plans/effective-tier.ts";
import { type BillingMode, billingMode } from "./mode.ts";

export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: Tier;
  subscription_end: Date | null;
  status: string | null;
  cancel_at_period_end: boolean;
  /** A downgrade that applies at subscription_end. */
  pending_tier: Tier | null;
  billing_mode: BillingMode;
}

/** The check-subscription of spec 01 §7 for a workspace, answered from our database with the plan rule. */
export async function subscriptionStatus(
  deps: Pick<AppDeps, "db" | "config">,
  workspaceId: string,
  now: Date,
): Promise<SubscriptionStatus> {
  const row = await planRow(deps.db, workspaceId);
  const base = {
    status: null,
    cancel_at_period_end: false,
    pending_tier: null,
    billing_mode: billingMode(deps.config),
  };
  if (!row) return { ...base, subscribed: false, subscription_tier: "free", subscription_end: null };
  const sub = row.subscription;
  if (!sub) {
    return {
      ...base,
      subscribed: row.operatorTier !== "free",
      subscription_tier: row.operatorTier,
      subscription_end: null,
    };
  }
  const tier = tierOf(sub, now);
  const live = tier !== "free";
  const pendingAhead = live && sub.pendingTier && sub.pendingFrom && now < sub.pendingFrom ? sub.pendingTier : null;
  return {
    ...base,
    subscribed: live,
    subscription_tier: tier,
    subscription_end: live ? sub.periodEnd : null,
    status: sub.status,
    cancel_at_period_end: live && (sub.cancelAtPeriodEnd ?? false),
    pending_tier: pendingAhead,
  };
}
