import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  // A downgrade keeps the paid tier until the period the user paid for ends.
  await db.schema
    .alterTable("subscriptions")
    .addColumn("pending_tier", "text", (c) => c.check(sql`pending_tier IN ('free','basic','pro','enterprise')`))
    .addColumn("pending_tier_from", "timestamptz")
    .execute();
  await sql`CREATE UNIQUE INDEX subscriptions_stripe_subscription ON subscriptions (stripe_subscription_id) WHERE stripe_subscription_id IS NOT NULL`.execute(
    db,
  );
  // One Stripe customer per user, and webhooks find the user by customer id.
  await sql`CREATE UNIQUE INDEX profiles_stripe_customer ON profiles (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL`.execute(
    db,
  );
}
