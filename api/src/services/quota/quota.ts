import type { Database, Tier } from "@adlens/db";
import { type Kysely, sql } from "kysely";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";
import { payerId, payerOf } from "../workspaces/payer.ts";

/** Anything queries run on: the database or an open transaction. */
type Executor = Kysely<Database>;

export interface Reservation {
  /** The workspace whose quota holds the reservation: the one that pays (see payerOf). */
  payerId: string;
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
  payerId: string | null;
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
 * Reserves one upload per id in `workspaceId`, all or none, in a single statement on the paying
 * workspace's row: the monthly reset, the limit check (stored + reserved + new ≤ limit) and the
 * reservation rows move together, so racing uploads — by one member or many — can never pass the
 * limit. Nothing is counted as used until `commitQuota`.
 */
export async function reserveQuota(
  db: Executor,
  input: { workspaceId: string; ids: string[]; now: Date; leaseMs?: number },
): Promise<Reservation | QuotaExceeded> {
  const { workspaceId, ids, now } = input;
  const tier = await effectiveTier(db, workspaceId, now);
  const limit = planFor(tier).monthly_limit;
  const same = sameMonth(now);
  const expires = new Date(now.getTime() + (input.leaseMs ?? RESERVATION_LEASE_MS)).toISOString();
  const row = await sql<{ used: number; reserved: number; payer: string }>`
    WITH p AS (
      UPDATE workspaces SET
        current_month_uploads = CASE WHEN ${same} THEN current_month_uploads ELSE 0 END,
        last_upload_reset = CASE WHEN ${same} THEN last_upload_reset ELSE ${now.toISOString()}::timestamptz END,
        reserved_uploads = reserved_uploads + ${ids.length}
      WHERE id = ${payerOf(workspaceId)}
        AND (CASE WHEN ${same} THEN current_month_uploads ELSE 0 END) + reserved_uploads + ${ids.length} <= ${limit}
      RETURNING id AS payer, current_month_uploads AS used, reserved_uploads AS reserved
    ), r AS (
      INSERT INTO quota_reservations (id, workspace_id, expires_at, created_at)
      SELECT id, (SELECT payer FROM p), ${expires}::timestamptz, ${now.toISOString()}::timestamptz
      FROM unnest(${ids}::uuid[]) AS id
      WHERE EXISTS (SELECT 1 FROM p)
    )
    SELECT payer, used, reserved FROM p`
    .execute(db)
    .then((r) => r.rows[0]);
  if (!row) return { exceeded: true, payerId: await payerId(db, workspaceId), tier, limit };
  return { payerId: row.payer, ids, tier, limit, used: row.used, reserved: row.reserved };
}

/**
 * Turns one reservation into a counted upload, in the caller's transaction (the one that stores
 * the analysis), so the count and the stored row exist together or not at all. Returns null when
 * the reservation is gone (released by the sweep): the caller must then not store the analysis.
 */
export async function commitQuota(
  db: Executor,
  id: string,
  now: Date,
): Promise<{ used: number; payerId: string } | null> {
  const same = sameMonth(now);
  const row = await sql<{ used: number; payerId: string }>`
    WITH r AS (DELETE FROM quota_reservations WHERE id = ${id} RETURNING workspace_id)
    UPDATE workspaces SET
      reserved_uploads = GREATEST(reserved_uploads - 1, 0),
      current_month_uploads = CASE WHEN ${same} THEN current_month_uploads + 1 ELSE 1 END,
      last_upload_reset = CASE WHEN ${same} THEN last_upload_reset ELSE ${now.toISOString()}::timestamptz END,
      total_uploads = total_uploads + 1
    FROM r WHERE workspaces.id = r.workspace_id
    RETURNING current_month_uploads AS used, workspaces.id AS "payerId"`
    .execute(db)
    .then((r) => r.rows[0]);
  return row ?? null;
}

/** Gives reservations back without counting them; ids already committed or released are skipped. */
export async function releaseQuota(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await sql<{ released: number }>`
    WITH r AS (DELETE FROM quota_reservations WHERE id = ANY(${ids}::uuid[]) RETURNING workspace_id),
    per_workspace AS (SELECT workspace_id, count(*)::int AS n FROM r GROUP BY workspace_id),
    p AS (
      UPDATE workspaces SET reserved_uploads = GREATEST(reserved_uploads - per_workspace.n, 0)
      FROM per_workspace WHERE workspaces.id = per_workspace.workspace_id
    )
    SELECT coalesce(sum(n), 0)::int AS released FROM per_workspace`.execute(db);
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
