import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = "adlens-signature";
export const SECRET_PREFIX = "whsec_";

/** A new endpoint secret: `whsec_` + 64 hex characters, shown to its owner once. */
export function generateSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("hex")}`;
}

/** HMAC-SHA256 over the timestamp and the exact body bytes, hex encoded. */
export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${sign(secret, timestamp, body)}`;
}

/**
 * Checks a signature header the way receivers should (the SDK's `webhooks.verify` does the
 * same): the HMAC matches in constant time and the timestamp is recent, which stops replays.
 */
export function verifySignature(header: string, body: string, secret: string, now: Date, toleranceSeconds = 300) {
  const parts = new Map(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(sign(secret, timestamp, body), "hex"), Buffer.from(given, "hex"));
}

/** The key secrets are sealed with, derived from JWT_SECRET so no new setting is needed. */
function sealingKey(jwtSecret: string): Buffer {
  return createHash("sha256").update(`adlens webhook secrets\0${jwtSecret}`).digest();
}

/** AES-256-GCM: `<iv>.<tag>.<ciphertext>`, base64url. Signing needs the secret back, so no hash. */
export function sealSecret(jwtSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(jwtSecret), iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

export function openSecret(jwtSecret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !data) throw new Error("sealed webhook secret is malformed");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(jwtSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
