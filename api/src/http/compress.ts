import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed body plus its header saves too little to be worth the CPU. */
const MIN_BYTES = 1024;
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|x-ndjson|manifest\+json)|image\/svg\+xml)/;

export type Encoding = "br" | "gzip";

/** The encodings the client accepts (`q=0` refuses one), brotli first. */
export function acceptedEncodings(acceptEncoding: string | null): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).filter(wants);
}

/** The response with a new body; `encoding` null keeps it as it was. Always varies by encoding. */
function rebuilt(response: Response, body: BodyInit, encoding: Encoding | null, length?: number): Response {
  const headers = new Headers(response.headers);
  headers.append("vary", "Accept-Encoding");
  if (encoding) headers.set("content-encoding", encoding);
  if (length === undefined) headers.delete("content-length");
  else headers.set("content-length", String(length));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Compresses a JSON or text response for a client that accepts it: brotli at quality 4 (about
 * gzip's speed, smaller output) or gzip, on the thread pool so the event loop keeps serving.
 * Downloads stream (exports are read page by page), so they are gzipped as a stream instead of
 * being buffered. Anything already encoded, bodiless or binary passes through untouched.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || response.headers.has("content-encoding") || !COMPRESSIBLE.test(type)) return response;
  const accepted = acceptedEncodings(request.headers.get("accept-encoding"));
  if (response.headers.get("content-disposition")?.startsWith("attachment")) {
    if (!accepted.includes("gzip")) return rebuilt(response, response.body, null);
    return rebuilt(response, response.body.pipeThrough(new CompressionStream("gzip")), "gzip");
  }
  const encoding = accepted[0];
  if (!encoding) return rebuilt(response, response.body, null);
  const raw = new Uint8Array(await response.arrayBuffer());
  if (raw.byteLength < MIN_BYTES) return rebuilt(response, raw, null, raw.byteLength);
  const packed =
    encoding === "br"
      ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gzip(raw, { level: 6 });
  return rebuilt(response, new Uint8Array(packed), encoding, packed.byteLength);
}
