import { type Kysely, sql } from "kysely";

/**
 * The demo's concurrency slots, one row each, as many as DEMO_CONCURRENCY can name. A worker
 * runs a demo only while it holds a slot, claimed with one `FOR UPDATE SKIP LOCKED` update, so
 * the cap holds when workers on several processes fetch demos at the same instant (pg-boss's
 * group limit counts active jobs without a lock, so two fetches can both see a free place).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("demo_slots")
    .addColumn("slot", "integer", (c) => c.primaryKey())
    .addColumn("job_id", "uuid")
    .execute();
  await sql`INSERT INTO demo_slots (slot) SELECT generate_series(0, 63)`.execute(db);
}
