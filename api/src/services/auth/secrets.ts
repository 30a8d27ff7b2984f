import { createHash, randomBytes } from "node:crypto";

/** SHA-256 hex of a high-entropy secret (tokens). Passwords use argon2id instead. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A URL-safe random secret of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export const API_TOKEN_PREFIX = "adlens_";
export const API_TOKEN_PATTERN = /^adlens_[0-9a-f]{64}$/;

/** `adlens_` + 64 hex characters (32 random bytes), as spec 02 §3 defines. */
export function newApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString("hex");
}
