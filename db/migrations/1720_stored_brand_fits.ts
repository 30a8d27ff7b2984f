import { type Kysely, sql } from "kysely";

/**
 * Each analysis's brand fit, stored so the gallery and analytics can filter and count by it
 * (docs/adr/0120-stored-brand-fit.md). A kit's `revision` counts its edits (names, colours,
 * texts, competitors, logos); a stored fit read against an older revision is stale and is
 * refreshed by the `brand-fit` job.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("brand_kits")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("analysis_brand_fits")
    .addColumn("analysis_id", "uuid", (c) => c.primaryKey().references("image_analyses.id").onDelete("cascade"))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("kit_revision", "integer", (c) => c.notNull())
    .addColumn("brand_found", "boolean", (c) => c.notNull())
    .addColumn("colours_present", "boolean")
    .addColumn("required_text_present", "boolean")
    .addColumn("competitor_present", "boolean", (c) => c.notNull())
    .addColumn("fit", "jsonb", (c) => c.notNull())
    .addColumn("computed_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX analysis_brand_fits_workspace ON analysis_brand_fits (workspace_id, kit_revision)`.execute(db);
}
