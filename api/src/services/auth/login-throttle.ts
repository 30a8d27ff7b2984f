import type { Db } from "@adlens/db";
import { RATE_LIMITS } from "../rate-limit/limits.ts";
import { checkRateLimit, countAttempt } from "../rate-limit/rate-limit.ts";
import { findUserByEmail, normalizeEmail } from "./users.ts";

/** Longest wait first, so a refusal's Retry-After is the one that matters. */
const CLIENT_TIERS = [RATE_LIMITS.loginClientDay, RATE_LIMITS.loginClientQuarter, RATE_LIMITS.loginClientMinute];

/** A client that signed in to the account this recently counts as the owner's. */
export const KNOWN_CLIENT_DAYS = 90;

/** True when this address held a session of this account at some time in the last 90 days. */
async function isKnownClient(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  if (ip === "unknown") return false;
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const session = await db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", user.id)
    .where("ip", "=", ip)
    .where("expires_at", ">", new Date(now.getTime() - KNOWN_CLIENT_DAYS * 86_400_000))
    .limit(1)
    .executeTakeFirst();
  return session !== undefined;
}

/**
 * Sign-in throttling that an attacker cannot turn against the owner (docs/adr/0003). Failures
 * are counted per account AND client, in tiers of growing waits, so guessing from one address
 * never locks out another. Failures from addresses that have never signed in to the account
 * also share one account-wide bucket against guessing spread over many addresses; the owner's
 * own clients are exempt from it. Buckets are keyed by the address typed, so an account that
 * does not exist behaves like one that does.
 *
 * Refuses with 429 when a bucket is full; `failed()` counts a wrong password afterwards.
 */
export async function guardLogin(db: Db, rawEmail: string, ip: string, now: Date) {
  const email = normalizeEmail(rawEmail);
  const client = `${email}|${ip}`;
  for (const rule of CLIENT_TIERS) await checkRateLimit(db, rule, client, now);
  const known = await isKnownClient(db, email, ip, now);
  if (!known) await checkRateLimit(db, RATE_LIMITS.loginUnknownClients, email, now);
  return {
    async failed(): Promise<void> {
      for (const rule of CLIENT_TIERS) await countAttempt(db, rule, client, now);
      if (!known) await countAttempt(db, RATE_LIMITS.loginUnknownClients, email, now);
    },
  };
}
