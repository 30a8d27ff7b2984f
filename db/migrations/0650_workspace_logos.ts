import type { Kysely } from "kysely";

/**
 * A workspace's logo for its client reports (white-label): the storage key of the normalised
 * PNG, or null. The bytes live in object storage like images, never in the database.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("workspaces").addColumn("logo_key", "text").execute();
}
