import { type Kysely, sql } from "kysely";

/**
 * Quota is reserved when an upload is accepted and committed only when its analysis is stored.
 * `reserved_uploads` counts open reservations so the limit check stays one UPDATE on the profile
 * row; each reservation carries a lease, so one left behind by a crash is released by the sweep.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("profiles")
    .addColumn("reserved_uploads", "integer", (c) => c.notNull().defaultTo(0).check(sql`reserved_uploads >= 0`))
    .execute();
  await db.schema
    .createTable("quota_reservations")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("quota_reservations_expiry").on("quota_reservations").column("expires_at").execute();
}
