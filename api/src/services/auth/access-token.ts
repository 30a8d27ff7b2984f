import { errors as joseErrors, jwtVerify, SignJWT } from "jose";

/** Access tokens live one hour; the SDK refreshes them 90 s before expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
const ALG = "HS256";

export interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

let imported: { secret: string; key: Promise<CryptoKey> } | undefined;

/** The HMAC key, imported once per secret: importing it again on every request cost as much as verifying. */
function key(secret: string): Promise<CryptoKey> {
  if (imported?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    imported = {
      secret,
      key: crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]),
    };
  }
  return imported.key;
}

export async function signAccessToken(
  secret: string,
  claims: { userId: string; sessionId: string },
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await key(secret));
  return { token, expiresAt: exp };
}

/**
 * Verifies signature and expiry with the algorithm pinned to HS256, so `alg: none` and
 * algorithm-confusion tokens are refused. Returns null for anything that is not a valid token.
 */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: [ALG],
      currentDate: now,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { sub: payload.sub, sid: payload.sid, iat: payload.iat as number, exp: payload.exp as number };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
