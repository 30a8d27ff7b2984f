import type { Db, Tier } from "@adlens/db";
import { sql } from "kysely";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";
import { payerId, payerOf } from "../workspaces/payer.ts";

export interface QuotaTicket {
  /** The workspace whose counter was taken: the one that pays (see payerOf). */
  payerId: string;
  tier: Tier;
  limit: number;
  /** current_month_uploads after this upload was counted. */
  used: number;
  takenAt: Date;
}

/** The same UTC calendar month (spec 02 §4: "a different month or year than now" resets). */
const sameMonth = (now: Date) =>
  sql<boolean>`date_trunc('month', last_upload_reset AT TIME ZONE 'UTC') = date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

export function quotaMessage(tier: Tier, limit: number): string {
  if (tier === "free") return `Upload limit exceeded: You can only upload ${limit} images in the free tier`;
  return `Upload limit exceeded: You can only upload ${limit.toLocaleString("en-US")} images per month on the ${planFor(tier).name} plan`;
}

/**
 * Counts one upload in `workspaceId`, or refuses it, in a single UPDATE of the paying
 * workspace's row: the monthly reset, the limit check and both counters move together, so
 * racing uploads — by one member or many — can never pass the limit.
 */
export async function tryTakeQuota(
  db: Db,
  workspaceId: string,
  now: Date,
): Promise<QuotaTicket | { exceeded: true; payerId: string | null; tier: Tier; limit: number }> {
  const tier = await effectiveTier(db, workspaceId, now);
  const limit = planFor(tier).monthly_limit;
  const same = sameMonth(now);
  const row = await sql<{ used: number; payer: string }>`
    UPDATE workspaces SET
      current_month_uploads = CASE WHEN ${same} THEN current_month_uploads + 1 ELSE 1 END,
      last_upload_reset = CASE WHEN ${same} THEN last_upload_reset ELSE ${now.toISOString()}::timestamptz END,
      total_uploads = total_uploads + 1
    WHERE id = ${payerOf(workspaceId)}
      AND (CASE WHEN ${same} THEN current_month_uploads ELSE 0 END) < ${limit}
    RETURNING current_month_uploads AS used, id AS payer`
    .execute(db)
    .then((r) => r.rows[0]);
  if (!row) return { exceeded: true, payerId: await payerId(db, workspaceId), tier, limit };
  return { payerId: row.payer, tier, limit, used: row.used, takenAt: now };
}

/**
 * Gives back an upload whose analysis failed. The monthly counter is only decremented while it
 * still counts the month the upload was taken in, and neither counter goes below zero.
 */
export async function giveBackQuota(db: Db, ticket: QuotaTicket): Promise<void> {
  const same = sameMonth(ticket.takenAt);
  await sql`
    UPDATE workspaces SET
      current_month_uploads = CASE WHEN ${same} THEN GREATEST(current_month_uploads - 1, 0) ELSE current_month_uploads END,
      total_uploads = GREATEST(total_uploads - 1, 0)
    WHERE id = ${ticket.payerId}`.execute(db);
}
