import { t } from "elysia";

/**
 * Conditional GETs (RFC 9110 §13): a response carries a validator, and a client that sends it
 * back in `If-None-Match` gets `304 Not Modified` with no body instead of the same bytes again.
 */

/** A weak validator over some bytes or text: the body may be sent compressed, so byte-for-byte identity is not promised. */
export function weakEtag(content: string | Uint8Array): string {
  return `W/"${new Bun.CryptoHasher("sha256").update(content).digest("hex").slice(0, 32)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** True when `If-None-Match` lists this validator or `*` (the weak comparison GET uses). */
export function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  const wanted = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === wanted);
}

/** The 304 for a request whose copy is current: the validator again, no body. */
export function notModified(etag: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 304, headers: { ...headers, etag } });
}

/** The 304 entry of a route's response map, for the OpenAPI document. */
export const NotModified = t.Void({
  description: "Not modified: the copy whose ETag was sent in If-None-Match is current",
});
