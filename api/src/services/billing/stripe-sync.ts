import type { Db } from "@adlens/db";
import Stripe from "stripe";
import type { AppDeps } from "../../deps.ts";
import { UUID } from "../../uuid.ts";
import { personalWorkspaceId } from "../workspaces/personal.ts";
import type { StripeConfig } from "./mode.ts";
import { tierForPrice } from "./prices.ts";
import { storeSubscription } from "./subscription-store.ts";

export interface SyncedSubscription {
  workspaceId: string;
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
  hint: { workspaceId?: string | null; payload?: Stripe.Subscription } = {},
): Promise<SyncedSubscription | null> {
  const subscription = await retrieve(stripe, subscriptionId, hint.payload);
  const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const workspaceId = await resolveWorkspace(deps.db, subscription.metadata ?? {}, hint.workspaceId, customerId);
  if (!workspaceId) {
    deps.log.warn("stripe subscription for an unknown workspace ignored", { subscription: subscription.id });
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
      workspaceId,
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
    .updateTable("workspaces")
    .set({ stripe_customer_id: customerId })
    .where("id", "=", workspaceId)
    .where("stripe_customer_id", "is", null)
    .execute();
  return { workspaceId, status: subscription.status, periodEnd };
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

/**
 * The paying workspace named by our own reference (checkout or metadata); for checkouts started
 * before workspaces existed, which name a user, that user's personal workspace; else the
 * workspace that owns the customer.
 */
async function resolveWorkspace(
  db: Db,
  metadata: Record<string, string>,
  hint: string | null | undefined,
  customerId: string,
): Promise<string | null> {
  for (const candidate of [hint, metadata.workspace_id]) {
    if (!candidate || !UUID.test(candidate)) continue;
    const workspace = await db.selectFrom("workspaces").select("id").where("id", "=", candidate).executeTakeFirst();
    if (workspace) return workspace.id;
  }
  for (const legacyUser of [hint, metadata.user_id]) {
    if (!legacyUser || !UUID.test(legacyUser)) continue;
    const personal = await personalWorkspaceId(db, legacyUser);
    if (personal) return personal;
  }
  const owner = await db
    .selectFrom("workspaces")
    .select("id")
    .where("stripe_customer_id", "=", customerId)
    .executeTakeFirst();
  return owner?.id ?? null;
}
