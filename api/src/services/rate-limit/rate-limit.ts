import type { Db } from "@adlens/db";
import { sql } from "kysely";
import { ApiError } from "../../errors.ts";

export interface RateLimitRule {
  /** Names the bucket family in the key, e.g. `login:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;

function retryAfterOf(rule: RateLimitRule, windowStart: Date, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000));
}

function rateLimited(retryAfter: number): ApiError {
  return new ApiError("rate_limited", `Too many attempts. Please wait ${retryAfter} seconds and try again.`, {
    retryAfter,
  });
}

/**
 * Counts one attempt and returns the bucket's count after it. A bucket's window opens with its
 * first attempt (not at a clock boundary, where a burst could straddle two windows and get
 * twice the limit through). The count lives in the rate_limits table and changes in one atomic
 * upsert, so every API instance shares the bucket.
 */
export async function countAttempt(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<{ count: number; retryAfter: number }> {
  const open = sql<boolean>`rate_limits.window_start > ${new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()}::timestamptz`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key: keyOf(rule, subject), window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`CASE WHEN ${open} THEN rate_limits.count + 1 ELSE 1 END`,
        window_start: sql<Date>`CASE WHEN ${open} THEN rate_limits.window_start ELSE excluded.window_start END`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return { count: row.count, retryAfter: retryAfterOf(rule, row.window_start, now) };
}

/** Where a caller stands after one more call: what the RateLimit-* headers report. */
export interface Meter {
  limit: number;
  /** Calls left in this window. */
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  reset: number;
  exceeded: boolean;
}

/** Counts one call (see countAttempt) and says where the caller stands, without refusing it. */
export async function meterCall(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<Meter> {
  const { count, retryAfter } = await countAttempt(db, rule, subject, now);
  return {
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    reset: retryAfter,
    exceeded: count > rule.limit,
  };
}

/** Counts one attempt and refuses it past the limit (see countAttempt). */
export async function hitRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<void> {
  const { count, retryAfter } = await countAttempt(db, rule, subject, now);
  if (count > rule.limit) throw rateLimited(retryAfter);
}

/**
 * Refuses when the bucket is already full, without counting this attempt: for limits on
 * failures, which are counted (countAttempt) only once the attempt has failed.
 */
export async function checkRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom("rate_limits")
    .select(["count", "window_start"])
    .where("key", "=", keyOf(rule, subject))
    .where("window_start", ">", new Date(now.getTime() - rule.windowSeconds * 1000))
    .executeTakeFirst();
  if (row && row.count >= rule.limit) throw rateLimited(retryAfterOf(rule, row.window_start, now));
}

/** Drops buckets whose window ended long ago, so the table stays as small as the active set. */
export async function purgeRateLimits(db: Db, now: Date, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(now.getTime() - olderThanSeconds * 1000))
    .execute();
}
