import type { Db, Tier } from "@adlens/db";
import { LIVE_STATUSES, tierOf } from "../plans/effective-tier.ts";
import { TIER_RANK } from "../plans/plans.ts";

export interface IncomingSubscription {
  /** The paying workspace. */
  workspaceId: string;
  customerId: string | null;
  subscriptionId: string | null;
  status: string;
  tier: Tier;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * Writes the provider's view of a workspace's subscription. A move to a lower tier while the paid
 * period is still running is stored as a pending downgrade: the user keeps what they paid for
 * until that period ends. Repeated or re-read states converge to the same row.
 */
export async function storeSubscription(db: Db, incoming: IncomingSubscription, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("subscriptions")
      .selectAll()
      .where("workspace_id", "=", incoming.workspaceId)
      .forUpdate()
      .executeTakeFirst();

    let tier = incoming.tier;
    let pendingTier: Tier | null = null;
    let pendingFrom: Date | null = null;
    if (existing && sameSubscription(existing.stripe_subscription_id, incoming.subscriptionId)) {
      const heldNow = tierOf(
        {
          status: existing.status,
          tier: existing.tier,
          periodEnd: existing.current_period_end,
          cancelAtPeriodEnd: existing.cancel_at_period_end,
          pendingTier: existing.pending_tier,
          pendingFrom: existing.pending_tier_from,
        },
        now,
      );
      const paidUntil = existing.pending_tier_from ?? existing.current_period_end;
      const isDowngrade = TIER_RANK[incoming.tier] < TIER_RANK[heldNow];
      if (LIVE_STATUSES.has(incoming.status) && isDowngrade && paidUntil && paidUntil > now) {
        tier = heldNow;
        pendingTier = incoming.tier;
        pendingFrom = paidUntil;
      }
    }

    const values = {
      stripe_customer_id: incoming.customerId,
      stripe_subscription_id: incoming.subscriptionId,
      status: incoming.status,
      tier,
      current_period_end: incoming.periodEnd,
      cancel_at_period_end: incoming.cancelAtPeriodEnd,
      pending_tier: pendingTier,
      pending_tier_from: pendingFrom,
      updated_at: now,
    };
    await trx
      .insertInto("subscriptions")
      .values({ workspace_id: incoming.workspaceId, ...values })
      .onConflict((oc) => oc.column("workspace_id").doUpdateSet(values))
      .execute();
  });
}

function sameSubscription(stored: string | null, incoming: string | null): boolean {
  return stored === incoming;
}
