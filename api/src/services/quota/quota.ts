import type { Database, Tier } from "@adlens/db";
import { type Kysely, sql } from "kysely";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";

/** Anything queries run on: the database or an open transaction. */
type Executor = Kysely<Database>;

export interface Reservation {
  userId: string;
  /** One reservation per accepted image; each id is also the id of the analysis it is for. */
  ids: string[];
  tier: Tier;
  limit: number;
  /** Stored uploads this month, before these are committed. */
  used: number;
  /** Open reservations, these included. */
  reserved: number;
}

export interface QuotaExceeded {
  exceeded: true;
  tier: Tier;
  limit: number;
}

/**
 * How long an accepted upload may stay uncommitted before the sweep looks at it. A reservation
 * whose work is still alive (a queued or running job) has its lease renewed instead of released.
 */
export const RESERVATION_LEASE_MS = 5 * 60_000;

/** The same UTC calendar month (spec 02 §4: "a different month or year than now" resets). */
const sameMonth = (now: Date) =>
  sql<boolean>`date_trunc('month', last_upload_reset AT TIME ZONE 'UTC') = date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

export function quotaMessage(tier: Tier, limit: number): string {
  if (tier === "free") return `Upload limit exceeded: You can only upload ${limit} images in the free tier`;
  return `Upload limit exceeded: You can only upload ${limit.toLocaleString("en-US")} images per month on the ${planFor(tier).name} plan`;
}

/**
 * Reserves one upload per id, all or none, in a single statement: the monthly reset, the limit
 * check (stored + reserved + new ≤ limit) and the reservation rows move together, so racing
 * uploads can never pass the limit. Nothing is counted as used until `commitQuota`.
 */
export async function reserveQuota(
  db: Executor,
  input: { userId: string; ids: string[]; now: Date; leaseMs?: number },
): Promise<Reservation | QuotaExceeded> {
  const { userId, ids, now } = input;
  const tier = await effectiveTier(db, userId, now);
  const limit = planFor(tier).monthly_limit;
  const same = sameMonth(now);
  const expires = new Date(now.getTime() + (input.leaseMs ?? RESERVATION_LEASE_MS)).toISOString();
  const row = await sql<{ used: number; reserved: number }>`
    WITH p AS (
      UPDATE profiles SET
        current_month_uploads = CASE WHEN ${same} THEN current_month_uploads ELSE 0 END,
        last_upload_reset = CASE WHEN ${same} THEN last_upload_reset ELSE ${now.toISOString()}::timestamptz END,
        reserved_uploads = reserved_uploads + ${ids.length}
      WHERE user_id = ${userId}
        AND (CASE WHEN ${same} THEN current_month_uploads ELSE 0 END) + reserved_uploads + ${ids.length} <= ${limit}
      RETURNING current_month_uploads AS used, reserved_uploads AS reserved
    ), r AS (
      INSERT INTO quota_reservations (id, user_id, expires_at, created_at)
      SELECT id, ${userId}, ${expires}::timestamptz, ${now.toISOString()}::timestamptz
      FROM unnest(${ids}::uuid[]) AS id
      WHERE EXISTS (SELECT 1 FROM p)
    )
    SELECT used, reserved FROM p`
    .execute(db)
    .then((r) => r.rows[0]);
  if (!row) return { exceeded: true, tier, limit };
  return { userId, ids, tier, limit, used: row.used, reserved: row.reserved };
}

/**
 * Turns one reservation into a counted upload, in the caller's transaction (the one that stores
 * the analysis), so the count and the stored row exist together or not at all. Returns null when
 * the reservation is gone (released by the sweep): the caller must then not store the analysis.
 */
export async function commitQuota(db: Executor, id: string, now: Date): Promise<{ used: number } | null> {
  const same = sameMonth(now);
  const row = await sql<{ used: number }>`
    WITH r AS (DELETE FROM quota_reservations WHERE id = ${id} RETURNING user_id)
    UPDATE profiles SET
      reserved_uploads = GREATEST(reserved_uploads - 1, 0),
      current_month_uploads = CASE WHEN ${same} THEN current_month_uploads + 1 ELSE 1 END,
      last_upload_reset = CASE WHEN ${same} THEN last_upload_reset ELSE ${now.toISOString()}::timestamptz END,
      total_uploads = total_uploads + 1
    FROM r WHERE profiles.user_id = r.user_id
    RETURNING current_month_uploads AS used`
    .execute(db)
    .then((r) => r.rows[0]);
  return row ?? null;
}

/** Gives reservations back without counting them; ids already committed or released are skipped. */
export async function releaseQuota(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await sql<{ released: number }>`
    WITH r AS (DELETE FROM quota_reservations WHERE id = ANY(${ids}::uuid[]) RETURNING user_id),
    per_user AS (SELECT user_id, count(*)::int AS n FROM r GROUP BY user_id),
    p AS (
      UPDATE profiles SET reserved_uploads = GREATEST(reserved_uploads - per_user.n, 0)
      FROM per_user WHERE profiles.user_id = per_user.user_id
    )
    SELECT coalesce(sum(n), 0)::int AS released FROM per_user`.execute(db);
  return result.rows[0]?.released ?? 0;
}

/** Pushes leases forward for work that is known to be still under way. */
export async function renewReservations(db: Executor, ids: string[], now: Date, leaseMs = RESERVATION_LEASE_MS) {
  if (ids.length === 0) return;
  await db
    .updateTable("quota_reservations")
    .set({ expires_at: new Date(now.getTime() + leaseMs) })
    .where("id", "in", ids)
    .execute();
}

/** Reservations whose lease ran out, oldest first, for the sweep to settle. */
export async function expiredReservations(db: Executor, now: Date, limit = 200): Promise<string[]> {
  const rows = await db
    .selectFrom("quota_reservations")
    .select("id")
    .where("expires_at", "<", now)
    .orderBy("expires_at")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
