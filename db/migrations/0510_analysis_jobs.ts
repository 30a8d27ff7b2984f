import { type Kysely, sql } from "kysely";

/**
 * Analyses run as jobs (pg-boss, in its own `pgboss` schema). `analysis_jobs` is our record of
 * each accepted image from submission to its end; the analysis itself lands in `image_analyses`
 * only when it is done, so the gallery, exports and analytics never see unfinished work.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("batches")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("total", "integer", (c) => c.notNull())
    // Counted in the transaction that ends each item, so exactly one ending sees the batch complete.
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("completed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("batches_user").on("batches").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("analysis_jobs")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("batch_id", "uuid", (c) => c.references("batches.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind IN ('interactive','batch')`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status IN ('queued','running','done','failed')`))
    // Batch work is served in order of this tag, which interleaves accounts (see submit.ts).
    .addColumn("queue_tag", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("original_filename", "text", (c) => c.notNull())
    // An uploaded file is stored at submission; an image URL is fetched by the worker, which then
    // fills image_key and mime_type.
    .addColumn("source_url", "text")
    .addColumn("image_key", "text")
    .addColumn("mime_type", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error_code", "text")
    .addColumn("error_message", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("started_at", "timestamptz")
    .addColumn("completed_at", "timestamptz")
    .addCheckConstraint("analysis_jobs_source", sql`image_key IS NOT NULL OR source_url IS NOT NULL`)
    .execute();
  await db.schema.createIndex("analysis_jobs_batch").on("analysis_jobs").column("batch_id").execute();
  await sql`CREATE INDEX analysis_jobs_pending ON analysis_jobs (kind, user_id, queue_tag) WHERE status IN ('queued','running')`.execute(
    db,
  );
}
