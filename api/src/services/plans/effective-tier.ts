import type { Db, Tier } from "@adlens/db";

/** Stripe statuses under which the paid tier applies. past_due keeps it during the grace period. */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

/** How long a past_due subscription keeps its tier after the period it failed to renew. */
export const PAST_DUE_GRACE_DAYS = 7;

/**
 * The plan rule of spec 02 §4: a live subscription decides the tier; a subscription that is no
 * longer live means free; with no subscription at all the profile's tier applies (set by an
 * operator, e.g. enterprise contracts).
 */
export async function effectiveTier(db: Db, userId: string, now: Date): Promise<Tier> {
  const row = await db
    .selectFrom("profiles")
    .leftJoin("subscriptions", "subscriptions.user_id", "profiles.user_id")
    .select([
      "profiles.subscription_tier as profileTier",
      "subscriptions.status as status",
      "subscriptions.tier as subTier",
      "subscriptions.current_period_end as periodEnd",
    ])
    .where("profiles.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return "free";
  if (!row.status || !row.subTier) return row.profileTier;
  return subscriptionTier(row.status, row.subTier, row.periodEnd, now);
}

export function subscriptionTier(status: string, tier: Tier, periodEnd: Date | null, now: Date): Tier {
  if (!LIVE_STATUSES.has(status)) return "free";
  if (status === "past_due" && periodEnd) {
    const graceEnds = periodEnd.getTime() + PAST_DUE_GRACE_DAYS * 86_400_000;
    if (now.getTime() > graceEnds) return "free";
  }
  if (status !== "past_due" && periodEnd && now > periodEnd) return "free";
  return tier;
}
