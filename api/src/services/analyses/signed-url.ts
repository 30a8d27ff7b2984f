import { createHmac, timingSafeEqual } from "node:crypto";

export type ObjectKind = "image" | "heatmap";

/** Signed links live about 15 minutes. */
const TTL_SECONDS = 15 * 60;
/** Expiry is rounded up to this step so a link stays byte-identical (and cacheable) for a while. */
const STEP_SECONDS = 5 * 60;

function signature(secret: string, id: string, kind: ObjectKind, expires: number): string {
  return createHmac("sha256", secret).update(`analysis-object:${id}:${kind}:${expires}`).digest("base64url");
}

/** A relative URL that lets an <img> fetch one private object without an Authorization header. */
export function signedObjectUrl(secret: string, id: string, kind: ObjectKind, now: Date): string {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expires = Math.ceil((nowSeconds + TTL_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
  return `/v1/analyses/${id}/${kind}?expires=${expires}&sig=${signature(secret, id, kind, expires)}`;
}

/** Seconds the signature stays valid, or null when it is forged, for another object, or expired. */
export function verifyObjectSignature(
  secret: string,
  input: { id: string; kind: ObjectKind; expires: number; sig: string },
  now: Date,
): number | null {
  const remaining = input.expires - Math.floor(now.getTime() / 1000);
  if (!Number.isInteger(input.expires) || remaining <= 0) return null;
  const expected = Buffer.from(signature(secret, input.id, input.kind, input.expires));
  const given = Buffer.from(input.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return remaining;
}
