import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { LIVE_STATUSES, tierOf } from "../plans/effective-tier.ts";
import type { DevTier } from "./prices.ts";
import { storeSubscription } from "./subscription-store.ts";

/**
 * Development billing: what a paid Stripe checkout and the Customer Portal would do, at once and
 * without payment. Only reachable outside production and without Stripe keys.
 */
export async function devSubscribe(deps: Pick<AppDeps, "db">, workspaceId: string, tier: DevTier, now: Date) {
  const existing = await deps.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  const live =
    existing &&
    existing.stripe_subscription_id === null &&
    LIVE_STATUSES.has(existing.status) &&
    tierOf({ status: existing.status, tier: existing.tier, periodEnd: existing.current_period_end }, now) !== "free";
  // A plan switch keeps the period already running, as Stripe does; a new subscription starts one.
  const periodEnd = live && existing.current_period_end ? existing.current_period_end : addMonth(now);
  await storeSubscription(
    deps.db,
    {
      workspaceId,
      customerId: null,
      subscriptionId: null,
      status: "active",
      tier,
      periodEnd,
      cancelAtPeriodEnd: false,
    },
    now,
  );
}

/** Cancelling keeps the plan until the paid period ends; resuming undoes that before it ends. */
export async function devSetCancelAtPeriodEnd(
  deps: Pick<AppDeps, "db">,
  workspaceId: string,
  cancel: boolean,
  now: Date,
) {
  const updated = await deps.db
    .updateTable("subscriptions")
    .set({ cancel_at_period_end: cancel, updated_at: now })
    .where("workspace_id", "=", workspaceId)
    .where("stripe_subscription_id", "is", null)
    .where("status", "=", "active")
    .where("current_period_end", ">", now)
    .returning("workspace_id")
    .executeTakeFirst();
  if (!updated) throw new ApiError("conflict", "There is no active subscription to change.");
}

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
