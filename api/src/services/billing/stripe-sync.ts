import type { Db } from "@adlens/db";
import Stripe from "stripe";
import type { AppDeps } from "../../deps.ts";
import type { StripeConfig } from "./mode.ts";
import { tierForPrice } from "./prices.ts";
import { storeSubscription } from "./subscription-store.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SyncedSubscription {
  userId: string;
  status: string;
  periodEnd: Date | null;
}

/**
 * Stores the subscription as Stripe has it NOW. Webhooks arrive late, twice or out of order, so
 * their payload is only a pointer: the state is re-read from Stripe. A subscription Stripe no
 * longer returns falls back to the payload the event carried.
 */
export async function syncStripeSubscription(
  deps: Pick<AppDeps, "db" | "log" | "now">,
  config: StripeConfig,
  stripe: Stripe,
  subscriptionId: string,
  hint: { userId?: string | null; payload?: Stripe.Subscription } = {},
): Promise<SyncedSubscription | null> {
  const subscription = await retrieve(stripe, subscriptionId, hint.payload);
  const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const userId = await resolveUser(deps.db, [hint.userId, subscription.metadata?.user_id], customerId);
  if (!userId) {
    deps.log.warn("stripe subscription for an unknown user ignored", { subscription: subscription.id });
    return null;
  }
  const item = subscription.items.data[0];
  const tier = tierForPrice(config, item?.price.id);
  if (!tier) {
    deps.log.warn("stripe subscription with a price this instance does not sell ignored", {
      subscription: subscription.id,
      price: item?.price.id,
    });
    return null;
  }
  const periodEnd = item?.current_period_end ? new Date(item.current_period_end * 1000) : null;
  await storeSubscription(
    deps.db,
    {
      userId,
      customerId,
      subscriptionId: subscription.id,
      status: subscription.status,
      tier,
      periodEnd,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    },
    deps.now(),
  );
  await deps.db
    .updateTable("profiles")
    .set({ stripe_customer_id: customerId })
    .where("user_id", "=", userId)
    .where("stripe_customer_id", "is", null)
    .execute();
  return { userId, status: subscription.status, periodEnd };
}

async function retrieve(stripe: Stripe, id: string, payload?: Stripe.Subscription): Promise<Stripe.Subscription> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    const missing = error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
    if (missing && payload) return payload;
    throw error;
  }
}

/** The user named by our own reference (checkout or metadata), else the owner of the customer. */
async function resolveUser(db: Db, candidates: (string | null | undefined)[], customerId: string) {
  for (const candidate of candidates) {
    if (!candidate || !UUID.test(candidate)) continue;
    const user = await db.selectFrom("users").select("id").where("id", "=", candidate).executeTakeFirst();
    if (user) return user.id;
  }
  const owner = await db
    .selectFrom("profiles")
    .select("user_id")
    .where("stripe_customer_id", "=", customerId)
    .executeTakeFirst();
  return owner?.user_id ?? null;
}
