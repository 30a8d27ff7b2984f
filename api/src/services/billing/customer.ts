import type Stripe from "stripe";
import type { AppDeps } from "../../deps.ts";
import { callStripe } from "./stripe-client.ts";

/**
 * The paying workspace's Stripe customer, created once. Two checkouts racing send the same idempotency key,
 * so Stripe returns one customer to both; the conditional UPDATE keeps the first id stored.
 */
export async function ensureCustomer(
  deps: Pick<AppDeps, "db" | "log">,
  stripe: Stripe,
  user: { workspaceId: string; userId: string; email: string },
): Promise<string> {
  const stored = await storedCustomer(deps, user.workspaceId);
  if (stored) return stored;
  const customer = await callStripe(deps.log, "customers.create", () =>
    stripe.customers.create(
      { email: user.email, metadata: { workspace_id: user.workspaceId, user_id: user.userId } },
      { idempotencyKey: `adlens-customer-${user.workspaceId}` },
    ),
  );
  const updated = await deps.db
    .updateTable("workspaces")
    .set({ stripe_customer_id: customer.id })
    .where("id", "=", user.workspaceId)
    .where("stripe_customer_id", "is", null)
    .returning("stripe_customer_id")
    .executeTakeFirst();
  return updated?.stripe_customer_id ?? (await storedCustomer(deps, user.workspaceId)) ?? customer.id;
}

async function storedCustomer(deps: Pick<AppDeps, "db">, workspaceId: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom("workspaces")
    .select("stripe_customer_id")
    .where("id", "=", workspaceId)
    .executeTakeFirst();
  return row?.stripe_customer_id ?? null;
}
