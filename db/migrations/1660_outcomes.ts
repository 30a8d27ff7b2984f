import { type Kysely, sql } from "kysely";

/**
 * Outcomes (impressions, clicks, conversions, spend) a workspace imports per analysis, and the
 * versioned performance models fitted on them (docs/custom-models.md). One outcome row per
 * analysis: an import replaces the figures, which are the analysis's running totals.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analysis_outcomes")
    .addColumn("analysis_id", "uuid", (c) => c.primaryKey().references("image_analyses.id").onDelete("cascade"))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("impressions", "bigint", (c) => c.notNull().check(sql`impressions >= 0`))
    .addColumn("clicks", "bigint", (c) => c.notNull().check(sql`clicks >= 0 AND clicks <= impressions`))
    .addColumn("conversions", "bigint", (c) => c.check(sql`conversions >= 0`))
    .addColumn("spend", "double precision", (c) => c.check(sql`spend >= 0`))
    .addColumn("updated_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX analysis_outcomes_workspace ON analysis_outcomes (workspace_id)`.execute(db);

  await db.schema
    .createTable("performance_models")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("sample_size", "integer", (c) => c.notNull())
    .addColumn("cv_rank_correlation", "double precision")
    .addColumn("cv_z", "double precision")
    .addColumn("model", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX performance_models_version ON performance_models (workspace_id, version)`.execute(db);
}
