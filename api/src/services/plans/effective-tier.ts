import type { Db, Tier } from "@adlens/db";

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

/** The profile's own tier and the stored subscription (null when the user never had one). */
export async function planRow(
  db: Db,
  userId: string,
): Promise<{ profileTier: Tier; subscription: SubscriptionState | null } | null> {
  const row = await db
    .selectFrom("profiles")
    .leftJoin("subscriptions", "subscriptions.user_id", "profiles.user_id")
    .select([
      "profiles.subscription_tier as profileTier",
      "subscriptions.status as status",
      "subscriptions.tier as subTier",
      "subscriptions.current_period_end as periodEnd",
      "subscriptions.cancel_at_period_end as cancelAtPeriodEnd",
      "subscriptions.pending_tier as pendingTier",
      "subscriptions.pending_tier_from as pendingFrom",
    ])
    .where("profiles.user_id", "=", userId)
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
  return { profileTier: row.profileTier, subscription };
}

/**
 * The plan rule of spec 02 §4: a live subscription decides the tier; a subscription that is no
 * longer live means free; with no subscription at all the profile's tier applies (set by an
 * operator, e.g. enterprise contracts).
 */
export async function effectiveTier(db: Db, userId: string, now: Date): Promise<Tier> {
  const row = await planRow(db, userId);
  if (!row) return "free";
  return row.subscription ? tierOf(row.subscription, now) : row.profileTier;
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
