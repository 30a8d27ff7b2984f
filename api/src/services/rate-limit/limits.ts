import type { RateLimitRule } from "./rate-limit.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the API in one place; docs/api.md and docs/adr/0003 list the same numbers.
 * IP buckets stop floods from one client; email buckets stop a distributed guess at one account
 * and mail-bombing of one inbox. Sign-in failures are keyed so that nobody else can lock the
 * owner out (see services/auth/login-throttle.ts and docs/adr/0003).
 */
export const RATE_LIMITS = {
  loginIp: { name: "login:ip", limit: 10, windowSeconds: MINUTE },
  // Failed sign-ins at one account from one client, in tiers that make it wait longer and longer.
  loginClientMinute: { name: "login:fail:client:1m", limit: 5, windowSeconds: MINUTE },
  loginClientQuarter: { name: "login:fail:client:15m", limit: 10, windowSeconds: 15 * MINUTE },
  loginClientDay: { name: "login:fail:client:24h", limit: 20, windowSeconds: 24 * HOUR },
  // Failed sign-ins at one account from every client that has never signed in to it.
  loginUnknownClients: { name: "login:fail:account", limit: 50, windowSeconds: HOUR },
  signupIp: { name: "signup:ip", limit: 5, windowSeconds: 10 * MINUTE },
  resendIp: { name: "resend:ip", limit: 5, windowSeconds: 10 * MINUTE },
  resendEmail: { name: "resend:email", limit: 3, windowSeconds: HOUR },
  recoverIp: { name: "recover:ip", limit: 5, windowSeconds: 10 * MINUTE },
  recoverEmail: { name: "recover:email", limit: 3, windowSeconds: HOUR },
  confirmIp: { name: "confirm:ip", limit: 10, windowSeconds: 10 * MINUTE },
  resetIp: { name: "reset:ip", limit: 10, windowSeconds: 10 * MINUTE },
  refreshIp: { name: "refresh:ip", limit: 60, windowSeconds: MINUTE },
  changePasswordUser: { name: "password:user", limit: 10, windowSeconds: 15 * MINUTE },
  contactIp: { name: "contact:ip", limit: 5, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Every authenticated call, per credential: one API token, or one signed-in session. Only the
 * credential's holder can spend it, so nobody else can exhaust it, and a runaway script on a
 * token does not lock its owner out of the dashboard. The limit is API_RATE_LIMIT per minute.
 */
export const credentialRule = (limit: number): RateLimitRule => ({
  name: "api:credential",
  limit,
  windowSeconds: MINUTE,
});
