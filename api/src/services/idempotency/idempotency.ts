import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { sha256 } from "../auth/secrets.ts";

export const KEY_REUSED =
  "This Idempotency-Key was already used for a different request. Use a new key for a new request.";

/** How long a key keeps its answer: a client retrying after a network error is well within it. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Stripe's bound: long enough for a UUID or a descriptive key, short enough to index. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface Claim {
  userId: string;
  keyHash: string;
  key: string;
}

type Deps = Pick<AppDeps, "db" | "now" | "config">;

/** AES-256-GCM keyed by HMAC(server secret, idempotency key): only a caller holding the key can open it. */
async function sealingKey(deps: Deps, key: string): Promise<CryptoKey> {
  const raw = new Bun.CryptoHasher("sha256", deps.config.jwtSecret).update(`idempotency:${key}`).digest();
  return crypto.subtle.importKey("raw", new Uint8Array(raw), "AES-GCM", false, ["encrypt", "decrypt"]);
}

async function seal(deps: Deps, key: string, answer: StoredAnswer): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(answer.body));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(deps, key), plain),
  );
  return Buffer.concat([iv, sealed]).toString("base64");
}

async function open(deps: Deps, key: string, sealed: string): Promise<unknown> {
  const bytes = Buffer.from(sealed, "base64");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.subarray(0, 12) },
    await sealingKey(deps, key),
    bytes.subarray(12),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

/**
 * Claims `key` for this request, atomically: a new key (or one past its expiry) is taken and the
 * request goes ahead; a key already used with the same fingerprint gives back the first answer;
 * with another fingerprint, or while the first request still runs, it is a 409.
 */
export async function claimKey(
  deps: Deps,
  input: { userId: string; key: string; fingerprint: string },
): Promise<{ claim: Claim } | { replay: StoredAnswer }> {
  const now = deps.now();
  const keyHash = sha256(input.key);
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_HOURS * 3600_000);
  const taken = await deps.db
    .insertInto("idempotency_keys")
    .values({
      user_id: input.userId,
      key_hash: keyHash,
      fingerprint: input.fingerprint,
      expires_at: expiresAt,
      created_at: now,
    })
    .onConflict((oc) =>
      // An expired key is free again: the row is taken over as if new.
      oc
        .columns(["user_id", "key_hash"])
        .doUpdateSet({
          fingerprint: input.fingerprint,
          status: null,
          sealed_response: null,
          created_at: now,
          expires_at: expiresAt,
        })
        .where("idempotency_keys.expires_at", "<=", now),
    )
    .returning("key_hash")
    .executeTakeFirst();
  const claim = { userId: input.userId, keyHash, key: input.key };
  if (taken) return { claim };

  const row = await deps.db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "status", "sealed_response"])
    .where("user_id", "=", input.userId)
    .where("key_hash", "=", keyHash)
    .executeTakeFirst();
  // Deleted between the two statements (the first request failed): this one may go ahead.
  if (!row) return claimKey(deps, input);
  if (row.fingerprint !== input.fingerprint) {
    throw new ApiError("conflict", KEY_REUSED, { field: "idempotency-key" });
  }
  if (row.status === null || row.sealed_response === null) {
    throw new ApiError("conflict", "A request with this Idempotency-Key is still being processed. Retry in a moment.", {
      retryAfter: 1,
    });
  }
  return { replay: { status: row.status, body: await open(deps, input.key, row.sealed_response) } };
}

/** Keeps the first answer for later retries with the same key. */
export async function completeKey(deps: Deps, claim: Claim, answer: StoredAnswer): Promise<void> {
  await deps.db
    .updateTable("idempotency_keys")
    .set({ status: answer.status, sealed_response: await seal(deps, claim.key, answer) })
    .where("user_id", "=", claim.userId)
    .where("key_hash", "=", claim.keyHash)
    .execute();
}

/** The request failed: nothing was created or charged, so a retry with the same key runs again. */
export async function releaseKey(deps: Pick<AppDeps, "db">, claim: Claim): Promise<void> {
  await deps.db
    .deleteFrom("idempotency_keys")
    .where("user_id", "=", claim.userId)
    .where("key_hash", "=", claim.keyHash)
    .where("status", "is", null)
    .execute();
}

/** Drops answers past their expiry; run with the other periodic sweeps. */
export async function sweepExpiredKeys(deps: Pick<AppDeps, "db" | "now">): Promise<number> {
  const result = await deps.db.deleteFrom("idempotency_keys").where("expires_at", "<=", deps.now()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
