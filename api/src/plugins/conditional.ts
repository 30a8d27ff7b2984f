import { Elysia } from "elysia";
import { matchesEtag, weakEtag } from "../http/conditional.ts";

/**
 * Conditional GETs for every JSON answer (docs/api.md#caching): a 200 carries a weak ETag of its
 * body, and a client that sends it back in If-None-Match gets 304 with no body. The body is
 * still built (the ETag is of what would be sent); the bytes on the wire are saved.
 */
// mapResponse sees the answer after Elysia has cleaned it to its response schema (afterHandle
// would see, and send, fields the schema leaves out).
export const conditionalGets = new Elysia({ name: "adlens.conditional" }).mapResponse(
  { as: "global" },
  ({ request, response, set }) => {
    if (request.method !== "GET" || (set.status ?? 200) !== 200) return;
    if (response === null || typeof response !== "object" || response instanceof Response) return;
    if (response instanceof Blob || response instanceof Uint8Array) return;
    const text = JSON.stringify(response);
    const etag = weakEtag(text);
    set.headers.etag = etag;
    if (matchesEtag(request, etag)) {
      set.status = 304;
      return new Response(null, { status: 304 });
    }
    set.headers["content-type"] = "application/json";
    return new Response(text);
  },
);
