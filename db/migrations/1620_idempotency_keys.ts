import { type Kysely, sql } from "kysely";

/**
 * Idempotency keys (docs/api.md#idempotency): the first answer to a POST that creates or
 * charges, kept for a day under a hash of the key its caller chose, so a retry gets that answer
 * instead of a second analysis or a second charge. `status` is null while the first request runs.
 * The answer is sealed with a key derived from the idempotency key, which is never stored: a
 * copy of the database does not reveal the secrets (API tokens, webhook secrets) some answers hold.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key_hash text NOT NULL,
      fingerprint text NOT NULL,
      status integer,
      sealed_response text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, key_hash)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at)`.execute(db);
}
