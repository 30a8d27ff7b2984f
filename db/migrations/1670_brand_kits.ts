import { type Kysely, sql } from "kysely";

/**
 * A brand kit per workspace (its names and aliases, colours, required texts, competitors) and the
 * logo images of the brand and its competitors, which every analysis's brand fit is read against.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("brand_kits")
    .addColumn("workspace_id", "uuid", (c) => c.primaryKey().references("workspaces.id").onDelete("cascade"))
    .addColumn("names", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("colours", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("required_texts", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("competitors", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("updated_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("brand_kit_logos")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("competitor", "text")
    .addColumn("image_key", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX brand_kit_logos_workspace ON brand_kit_logos (workspace_id)`.execute(db);
}
