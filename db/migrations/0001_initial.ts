import { type Kysely, sql } from "kysely";

const now = sql`now()`;
const uuid = sql`gen_random_uuid()`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("email_confirmed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_lower ON users (lower(email))`.execute(db);

  await db.schema
    .createTable("profiles")
    .addColumn("user_id", "uuid", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("subscription_tier", "text", (c) =>
      c.notNull().defaultTo("free").check(sql`subscription_tier IN ('free','basic','pro','enterprise')`),
    )
    .addColumn("total_uploads", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("current_month_uploads", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_upload_reset", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("stripe_customer_id", "text")
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .addColumn("user_agent", "text")
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("session_id", "uuid", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("rotated_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("email_tokens")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose IN ('confirm','reset')`))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "timestamptz", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("mailbox")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("contact_submissions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("phone", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("inquiry_type", "text", (c) =>
      c.notNull().check(sql`inquiry_type IN ('sales','demo','enterprise','support','partnership')`),
    )
    .addColumn("email_sent", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("slack_sent", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("image_analyses")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("image_key", "text", (c) => c.notNull())
    .addColumn("heatmap_key", "text")
    .addColumn("original_filename", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("analysis_result", "jsonb", (c) => c.notNull())
    .addColumn("effectiveness_score", "real")
    .addColumn("brand_name", "text")
    .addColumn("ad_type", "text")
    .addColumn("target_audience", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX image_analyses_user_created ON image_analyses (user_id, created_at DESC, id DESC)`.execute(db);

  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("display_prefix", "text", (c) => c.notNull())
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("last_used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("api_tokens_user").on("api_tokens").column("user_id").execute();

  await db.schema
    .createTable("subscriptions")
    .addColumn("user_id", "uuid", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("stripe_customer_id", "text")
    .addColumn("stripe_subscription_id", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("tier", "text", (c) => c.notNull().check(sql`tier IN ('free','basic','pro','enterprise')`))
    .addColumn("current_period_end", "timestamptz")
    .addColumn("cancel_at_period_end", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("billing_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("usage_notifications")
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("threshold", "integer", (c) => c.notNull())
    .addColumn("sent_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("usage_notifications_pk", ["user_id", "month", "threshold"])
    .execute();

  await db.schema
    .createTable("storage_deletions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("object_key", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("path", "text")
    .addColumn("props", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
}
