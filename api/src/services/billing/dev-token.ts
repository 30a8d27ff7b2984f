import { createHmac, timingSafeEqual } from "node:crypto";
import { DEV_TIERS, type DevTier } from "./prices.ts";

/** Dev checkout and portal links are opened without an Authorization header, so they carry this. */
export type DevPurpose = "checkout" | "portal";

/**
 * A checkout link names the plan it buys; a portal link only the paying workspace. `exp` is
 * Unix seconds.
 */
export type DevClaims =
  | { purpose: "checkout"; workspaceId: string; tier: DevTier; exp: number }
  | { purpose: "portal"; workspaceId: string; exp: number };

type Unsigned<C> = C extends unknown ? Omit<C, "exp"> : never;

export const DEV_TOKEN_TTL_SECONDS = 30 * 60;

function signature(secret: string, payload: string): string {
  // A key of its own, so a dev billing token can never pass as any other signed value.
  return createHmac("sha256", `adlens-dev-billing:${secret}`).update(payload).digest("base64url");
}

export function signDevToken(secret: string, claims: Unsigned<DevClaims>, now: Date): string {
  const full = { ...claims, exp: Math.floor(now.getTime() / 1000) + DEV_TOKEN_TTL_SECONDS };
  const payload = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${payload}.${signature(secret, payload)}`;
}

/** The claims of a valid, unexpired token for `purpose`, or null. */
export function verifyDevToken<P extends DevPurpose>(
  secret: string,
  token: string,
  purpose: P,
  now: Date,
): Extract<DevClaims, { purpose: P }> | null {
  const [payload, sig] = token.split(".");
  if (!payload || !sig) return null;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: DevClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as DevClaims;
  } catch {
    return null;
  }
  if (claims.purpose !== purpose || typeof claims.workspaceId !== "string") return null;
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now.getTime()) return null;
  if (claims.purpose === "checkout" && !(DEV_TIERS as readonly string[]).includes(claims.tier)) return null;
  return claims as Extract<DevClaims, { purpose: P }>;
}
