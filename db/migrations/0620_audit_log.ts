import { type Kysely, sql } from "kysely";

/**
 * The workspace's audit log: who changed members, roles, invitations, tokens, the name, or
 * deleted an analysis. The actor's address is copied so the entry still reads after their
 * account is gone; entries go with their workspace.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_events")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("actor_id", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("details", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("audit_events_workspace_time")
    .on("audit_events")
    .columns(["workspace_id", "created_at desc", "id desc"])
    .execute();
}
