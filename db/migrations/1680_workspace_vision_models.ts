import type { Kysely } from "kysely";

/**
 * A workspace's own OpenAI-compatible vision model: endpoint, model and its API key, encrypted
 * (AES-256-GCM with MODEL_KEYS_SECRET; never returned), used instead of the instance's model for
 * that workspace's enrichment.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("workspace_vision_models")
    .addColumn("workspace_id", "uuid", (c) => c.primaryKey().references("workspaces.id").onDelete("cascade"))
    .addColumn("base_url", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("key_ciphertext", "text", (c) => c.notNull())
    .addColumn("key_hint", "text", (c) => c.notNull())
    .addColumn("updated_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
}
