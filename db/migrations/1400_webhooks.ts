import { type Kysely, sql } from "kysely";

/**
 * User webhooks: endpoints a workspace registers, and one delivery row per event per endpoint.
 * The delivery row is written in the transaction that ends the analysis (with its pg-boss job),
 * so an event is never lost between the analysis being stored and its webhook being queued.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("events", "jsonb", (c) => c.notNull())
    // The signing secret, encrypted (AES-256-GCM under a key derived from JWT_SECRET): it must be
    // read back to sign, so it cannot be hashed like API tokens.
    .addColumn("secret_encrypted", "text", (c) => c.notNull())
    .addColumn("secret_prefix", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("webhook_endpoints_workspace").on("webhook_endpoints").column("workspace_id").execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("endpoint_id", "uuid", (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
    .addColumn("event_id", "uuid", (c) => c.notNull())
    .addColumn("event", "text", (c) => c.notNull())
    // The exact bytes sent (and signed) on every attempt.
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status IN ('pending','succeeded','failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("response_status", "integer")
    .addColumn("error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_attempt_at", "timestamptz")
    .addColumn("delivered_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_endpoint")
    .on("webhook_deliveries")
    .columns(["endpoint_id", "created_at", "id"])
    .execute();
}
