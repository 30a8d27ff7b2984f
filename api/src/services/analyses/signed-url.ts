import { timingSafeEqual } from "node:crypto";

export type ObjectKind = "image" | "heatmap" | "thumbnail";

/**
 * How long a signed link lives, and the step its expiry is rounded up to so the link stays
 * byte-identical (and cacheable) for a while. Full images and heatmaps: about 15 minutes.
 * Thumbnails never change for an analysis and are small previews, so their links last a week
 * and stay the same for a day: a gallery revisited tomorrow comes from the browser's cache.
 */
const LIFETIME: Record<ObjectKind, { ttl: number; step: number }> = {
  image: { ttl: 15 * 60, step: 5 * 60 },
  heatmap: { ttl: 15 * 60, step: 5 * 60 },
  thumbnail: { ttl: 7 * 86_400, step: 86_400 },
};

function signature(secret: string, id: string, kind: ObjectKind, expires: number): string {
  return new Bun.CryptoHasher("sha256", secret).update(`analysis-object:${id}:${kind}:${expires}`).digest("base64url");
}

/**
 * Links stay byte-identical for `step` seconds, so a list page signs the same 100 links again and
 * again: remembered here (a pure function of its inputs), it costs a map lookup instead of an
 * HMAC. Bounded by dropping everything when full; entries age out as expiries move on anyway.
 */
const remembered = new Map<string, string>();
const REMEMBER_AT_MOST = 50_000;

function linkSignature(secret: string, id: string, kind: ObjectKind, expires: number): string {
  const key = `${id}:${kind}:${expires}:${secret}`;
  let sig = remembered.get(key);
  if (sig === undefined) {
    if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
    sig = signature(secret, id, kind, expires);
    remembered.set(key, sig);
  }
  return sig;
}

/** Links in an export file: a file is opened days later, so they last a week (stable for a day). */
export const EXPORT_LINK_LIFETIME = { ttl: 7 * 86_400, step: 86_400 };

/** A relative URL that lets an <img> fetch one private object without an Authorization header. */
export function signedObjectUrl(
  secret: string,
  id: string,
  kind: ObjectKind,
  now: Date,
  lifetime: { ttl: number; step: number } = LIFETIME[kind],
): string {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { ttl, step } = lifetime;
  const expires = Math.ceil((nowSeconds + ttl) / step) * step;
  return `/v1/analyses/${id}/${kind}?expires=${expires}&sig=${linkSignature(secret, id, kind, expires)}`;
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
