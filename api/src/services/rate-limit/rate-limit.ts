import type { Db } from "@adlens/db";
import { sql } from "kysely";
import { ApiError } from "../../errors.ts";

export interface RateLimitRule {
  /** Names the bucket family in the key, e.g. `login:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt and refuses it past the limit. A bucket's window opens with its first
 * attempt (not at a clock boundary, where a burst could straddle two windows and get twice the
 * limit through). The count lives in the rate_limits table and changes in one atomic upsert,
 * so every API instance shares the bucket.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const open = sql<boolean>`rate_limits.window_start > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const key = `${rule.name}:${subject}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`CASE WHEN ${open} THEN rate_limits.count + 1 ELSE 1 END`,
        window_start: sql<Date>`CASE WHEN ${open} THEN rate_limits.window_start ELSE excluded.window_start END`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  if (row.count > rule.limit) {
    const resetsAt = row.window_start.getTime() + windowMs;
    const retryAfter = Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000));
    throw new ApiError("rate_limited", `Too many attempts. Please wait ${retryAfter} seconds and try again.`, {
      retryAfter,
    });
  }
}

/** Drops buckets whose window ended long ago, so the table stays as small as the active set. */
export async function purgeRateLimits(db: Db, now: Date, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(now.getTime() - olderThanSeconds * 1000))
    .execute();
}
