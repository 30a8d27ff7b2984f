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

/**
 * A link handed out by a share link names it (`share`) and is signed with it, so the object
 * route can check that share link is still live: revoking it ends its image links at once.
 */
function signature(secret: string, id: string, kind: ObjectKind, expires: number, share?: string): string {
  const subject = `analysis-object:${id}:${kind}:${expires}${share ? `:share:${share}` : ""}`;
  return new Bun.CryptoHasher("sha256", secret).update(subject).digest("base64url");
}

/**
 * Links stay byte-identical for `step` seconds, so a list page signs the same 100 links again and
 * again: remembered here (a pure function of its inputs), it costs a map lookup instead of an
 * HMAC. Bounded by dropping everything when full; entries age out as expiries move on anyway.
 */
const remembered = new Map<string, string>();
const REMEMBER_AT_MOST = 50_000;

function linkSignature(secret: string, id: string, kind: ObjectKind, expires: number, share?: string): string {
  const key = `${id}:${kind}:${expires}:${share ?? ""}:${secret}`;
  let sig = remembered.get(key);
  if (sig === undefined) {
    if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
    sig = signature(secret, id, kind, expires, share);
    remembered.set(key, sig);
  }
  return sig;
}

/** Links in an export file: a file is opened days later, so they last a week (stable for a day). */
export const EXPORT_LINK_LIFETIME = { ttl: 7 * 86_400, step: 86_400 };

/**
 * A relative URL that lets an <img> fetch one private object without an Authorization header;
 * `share` is the id of the share link that hands it out, if one does, and `lifetime` overrides
 * the kind's own (export files).
 */
export function signedObjectUrl(
  secret: string,
  id: string,
  kind: ObjectKind,
  now: Date,
  { share, lifetime = LIFETIME[kind] }: { share?: string; lifetime?: { ttl: number; step: number } } = {},
): string {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { ttl, step } = lifetime;
  const expires = Math.ceil((nowSeconds + ttl) / step) * step;
  const sig = linkSignature(secret, id, kind, expires, share);
  return `/v1/analyses/${id}/${kind}?expires=${expires}${share ? `&share=${share}` : ""}&sig=${sig}`;
}

/** Seconds the signature stays valid, or null when it is forged, for another object, or expired. */
export function verifyObjectSignature(
  secret: string,
  input: { id: string; kind: ObjectKind; expires: number; sig: string; share?: string },
  now: Date,
): number | null {
  const remaining = input.expires - Math.floor(now.getTime() / 1000);
  if (!Number.isInteger(input.expires) || remaining <= 0) return null;
  const expected = Buffer.from(signature(secret, input.id, input.kind, input.expires, input.share));
  const given = Buffer.from(input.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return remaining;
}
