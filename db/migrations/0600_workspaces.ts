import { type Kysely, sql } from "kysely";

const now = sql`now()`;
const uuid = sql`gen_random_uuid()`;

/**
 * Ownership moves from users to workspaces. Every existing account gets its personal workspace,
 * which takes over the profile's plan, counters and Stripe customer, and every analysis, API
 * token, subscription, quota reservation, batch, analysis job and usage-notification row of the
 * account. Nothing is dropped before it
 * has been copied; the profiles table goes last.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("workspaces")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(uuid))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("personal_owner_id", "uuid", (c) => c.unique().references("users.id").onDelete("cascade"))
    .addColumn("plan_tier", "text", (c) =>
      c.notNull().defaultTo("free").check(sql`plan_tier IN ('free','basic','pro','enterprise')`),
    )
    .addColumn("total_uploads", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("current_month_uploads", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reserved_uploads", "integer", (c) => c.notNull().defaultTo(0).check(sql`reserved_uploads >= 0`))
    .addColumn("last_upload_reset", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("stripe_customer_id", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE UNIQUE INDEX workspaces_stripe_customer ON workspaces (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable("workspace_members")
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role IN ('owner','admin','member','viewer')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("workspace_members_pk", ["workspace_id", "user_id"])
    .execute();
  // Exactly one owner: a transfer swaps roles inside one transaction.
  await sql`CREATE UNIQUE INDEX workspace_members_one_owner ON workspace_members (workspace_id) WHERE role = 'owner'`.execute(
    db,
  );
  await db.schema.createIndex("workspace_members_user").on("workspace_members").column("user_id").execute();

  await sql`
    INSERT INTO workspaces (name, personal_owner_id, plan_tier, total_uploads, current_month_uploads,
                            reserved_uploads, last_upload_reset, stripe_customer_id, created_at)
    SELECT 'Personal', u.id, coalesce(p.subscription_tier, 'free'), coalesce(p.total_uploads, 0),
           coalesce(p.current_month_uploads, 0), coalesce(p.reserved_uploads, 0), coalesce(p.last_upload_reset, now()),
           p.stripe_customer_id, u.created_at
    FROM users u LEFT JOIN profiles p ON p.user_id = u.id`.execute(db);
  await sql`
    INSERT INTO workspace_members (workspace_id, user_id, role, created_at)
    SELECT id, personal_owner_id, 'owner', created_at FROM workspaces`.execute(db);

  // Analyses stay in the workspace when their uploader's account goes.
  await sql`ALTER TABLE image_analyses ADD COLUMN workspace_id uuid REFERENCES workspaces(id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`UPDATE image_analyses a SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = a.user_id`.execute(
    db,
  );
  await sql`ALTER TABLE image_analyses ALTER COLUMN workspace_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE image_analyses DROP CONSTRAINT image_analyses_user_id_fkey`.execute(db);
  await sql`ALTER TABLE image_analyses RENAME COLUMN user_id TO created_by`.execute(db);
  await sql`ALTER TABLE image_analyses ALTER COLUMN created_by DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE image_analyses ADD FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`DROP INDEX image_analyses_user_created`.execute(db);
  await sql`CREATE INDEX image_analyses_workspace_created ON image_analyses (workspace_id, created_at DESC, id DESC)`.execute(
    db,
  );
  // The gallery's "effectiveness" order pages by this key, now within a workspace. A database
  // that ran 1300_analysis_summaries before this migration has it per user; it goes.
  await sql`DROP INDEX IF EXISTS image_analyses_user_score`.execute(db);
  await sql`CREATE INDEX image_analyses_workspace_score ON image_analyses (workspace_id, (coalesce(effectiveness_score, -1)) DESC, created_at DESC, id DESC)`.execute(
    db,
  );

  // A token acts as its creator and dies with the account.
  await sql`ALTER TABLE api_tokens ADD COLUMN workspace_id uuid REFERENCES workspaces(id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`UPDATE api_tokens t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id`.execute(
    db,
  );
  await sql`ALTER TABLE api_tokens ALTER COLUMN workspace_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE api_tokens RENAME COLUMN user_id TO created_by`.execute(db);
  await sql`DROP INDEX api_tokens_user`.execute(db);
  await sql`CREATE INDEX api_tokens_workspace ON api_tokens (workspace_id)`.execute(db);

  await sql`ALTER TABLE subscriptions ADD COLUMN workspace_id uuid REFERENCES workspaces(id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`UPDATE subscriptions s SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = s.user_id`.execute(
    db,
  );
  await sql`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_pkey`.execute(db);
  await sql`ALTER TABLE subscriptions DROP COLUMN user_id`.execute(db);
  await sql`ALTER TABLE subscriptions ADD PRIMARY KEY (workspace_id)`.execute(db);

  await sql`ALTER TABLE usage_notifications ADD COLUMN workspace_id uuid REFERENCES workspaces(id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`UPDATE usage_notifications n SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = n.user_id`.execute(
    db,
  );
  await sql`ALTER TABLE usage_notifications DROP CONSTRAINT usage_notifications_pk`.execute(db);
  await sql`ALTER TABLE usage_notifications DROP COLUMN user_id`.execute(db);
  await sql`ALTER TABLE usage_notifications ADD CONSTRAINT usage_notifications_pk PRIMARY KEY (workspace_id, month, threshold)`.execute(
    db,
  );

  // Open upload reservations hold the quota of the workspace that now pays for them.
  await sql`ALTER TABLE quota_reservations ADD COLUMN workspace_id uuid REFERENCES workspaces(id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`UPDATE quota_reservations r SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = r.user_id`.execute(
    db,
  );
  await sql`ALTER TABLE quota_reservations ALTER COLUMN workspace_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE quota_reservations DROP COLUMN user_id`.execute(db);

  // Batches and analysis jobs run in the submitter's workspace; the work stays if they leave.
  for (const table of ["batches", "analysis_jobs"]) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN workspace_id uuid REFERENCES workspaces(id) ON DELETE CASCADE`.execute(
      db,
    );
    await sql`UPDATE ${sql.table(table)} x SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = x.user_id`.execute(
      db,
    );
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN workspace_id SET NOT NULL`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.raw(`${table}_user_id_fkey`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} RENAME COLUMN user_id TO created_by`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN created_by DROP NOT NULL`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL`.execute(
      db,
    );
  }
  await sql`DROP INDEX batches_user`.execute(db);
  await sql`CREATE INDEX batches_workspace ON batches (workspace_id, created_at)`.execute(db);
  // Batch work is interleaved per workspace (see submit.ts), as the quota is shared per workspace.
  await sql`DROP INDEX analysis_jobs_pending`.execute(db);
  await sql`CREATE INDEX analysis_jobs_pending ON analysis_jobs (kind, workspace_id, queue_tag) WHERE status IN ('queued','running')`.execute(
    db,
  );

  await db.schema.dropTable("profiles").execute();
}
