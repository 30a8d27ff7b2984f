import type Stripe from "stripe";
import type { AppDeps } from "../../deps.ts";
import { callStripe } from "./stripe-client.ts";

/**
 * The user's Stripe customer, created once. Two checkouts racing send the same idempotency key,
 * so Stripe returns one customer to both; the conditional UPDATE keeps the first id stored.
 */
export async function ensureCustomer(
  deps: Pick<AppDeps, "db" | "log">,
  stripe: Stripe,
  user: { userId: string; email: string },
): Promise<string> {
  const stored = await storedCustomer(deps, user.userId);
  if (stored) return stored;
  const customer = await callStripe(deps.log, "customers.create", () =>
    stripe.customers.create(
      { email: user.email, metadata: { user_id: user.userId } },
      { idempotencyKey: `adlens-customer-${user.userId}` },
    ),
  );
  const updated = await deps.db
    .updateTable("profiles")
    .set({ stripe_customer_id: customer.id })
    .where("user_id", "=", user.userId)
    .where("stripe_customer_id", "is", null)
    .returning("stripe_customer_id")
    .executeTakeFirst();
  return updated?.stripe_customer_id ?? (await storedCustomer(deps, user.userId)) ?? customer.id;
}

async function storedCustomer(deps: Pick<AppDeps, "db">, userId: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom("profiles")
    .select("stripe_customer_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.stripe_customer_id ?? null;
}
