import type { Db, Tier } from "@adlens/db";
import { payerOf } from "../workspaces/payer.ts";

/** Stripe statuses under which the paid tier applies. past_due keeps it during the grace period. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

/** How long a past_due subscription keeps its tier after the period it failed to renew. */
export const PAST_DUE_GRACE_DAYS = 7;

/**
 * How long an active subscription that is not cancelling keeps its tier after its period end
 * while the renewal webhook is on its way (Stripe retries deliveries for hours).
 */
export const RENEWAL_LEEWAY_HOURS = 48;

export interface SubscriptionState {
  status: string;
  tier: Tier;
  periodEnd: Date | null;
  cancelAtPeriodEnd?: boolean;
  /** A downgrade that applies from pendingFrom (the end of the period already paid for). */
  pendingTier?: Tier | null;
  pendingFrom?: Date | null;
}

/**
 * The operator tier and the stored subscription (null when there never was one) of the workspace
 * that pays for `workspaceId`.
 */
export async function planRow(
  db: Db,
  workspaceId: string,
): Promise<{ operatorTier: Tier; subscription: SubscriptionState | null } | null> {
  const row = await db
    .selectFrom("workspaces")
    .leftJoin("subscriptions", "subscriptions.workspace_id", "workspaces.id")
    .select([
      "workspaces.plan_tier as operatorTier",
      "subscriptions.status as status",
      "subscriptions.tier as subTier",
      "subscriptions.current_period_end as periodEnd",
      "subscriptions.cancel_at_period_end as cancelAtPeriodEnd",
      "subscriptions.pending_tier as pendingTier",
      "subscriptions.pending_tier_from as pendingFrom",
    ])
    .where("workspaces.id", "=", payerOf(workspaceId))
    .executeTakeFirst();
  if (!row) return null;
  const subscription =
    row.status && row.subTier
      ? {
          status: row.status,
          tier: row.subTier,
          periodEnd: row.periodEnd,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
          pendingTier: row.pendingTier,
          pendingFrom: row.pendingFrom,
        }
      : null;
  return { operatorTier: row.operatorTier, subscription };
}

/**
 * The plan rule of spec 02 §4, for a workspace: a live subscription decides the tier; a
 * subscription that is no longer live means free; with no subscription at all the operator tier
 * applies (e.g. enterprise contracts).
 */
export async function effectiveTier(db: Db, workspaceId: string, now: Date): Promise<Tier> {
  const row = await planRow(db, workspaceId);
  if (!row) return "free";
  return row.subscription ? tierOf(row.subscription, now) : row.operatorTier;
}

/** The tier a stored subscription grants at `now`. */
export function tierOf(sub: SubscriptionState, now: Date): Tier {
  if (!LIVE_STATUSES.has(sub.status)) return "free";
  if (sub.periodEnd) {
    const end = sub.periodEnd.getTime();
    const leeway =
      sub.status === "past_due"
        ? PAST_DUE_GRACE_DAYS * 86_400_000
        : sub.cancelAtPeriodEnd
          ? 0
          : RENEWAL_LEEWAY_HOURS * 3_600_000;
    if (now.getTime() >= end + leeway) return "free";
  }
  if (sub.pendingTier && sub.pendingFrom && now >= sub.pendingFrom) return sub.pendingTier;
  return sub.tier;
}
