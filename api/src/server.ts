import path from "node:path";
import { createApp } from "./app.ts";
import type { Runtime } from "./bootstrap.ts";
import { ApiError } from "./errors.ts";
import { compressResponse } from "./http/compress.ts";
import { errorResponse, payloadTooLargeResponse } from "./plugins/errors.ts";
import { hstsHeader } from "./plugins/security.ts";
import { SDK_PACK, serveSdkPackage } from "./sdk-package.ts";
import { readLimited } from "./services/images/read-limited.ts";
import { webHandler } from "./web.ts";

export const WEB_DIST = path.resolve(import.meta.dir, "../../web/dist");

/**
 * A chunked body declares no length, so it is read here up to the limit: past it the answer is
 * the JSON 413, and below it the app gets a request with the buffered body. Anything else
 * passes through untouched (a declared length is checked by the errors plugin).
 */
async function boundChunkedBody(request: Request, maxBytes: number): Promise<Request | null> {
  if (!request.body || request.headers.has("content-length")) return request;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readLimited(request.body, maxBytes);
  } catch (error) {
    if (error instanceof ApiError && error.code === "payload_too_large") return null;
    throw error;
  }
  const headers = new Headers(request.headers);
  headers.delete("transfer-encoding");
  return new Request(request.url, { method: request.method, headers, body: bytes });
}

/**
 * HEAD is the GET without its body: same status and headers, Content-Length included. A buffered
 * answer is measured; a streamed download (an export) is not run to the end to count it.
 */
async function headResponse(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  const streamed = headers.get("content-disposition")?.startsWith("attachment") ?? false;
  if (response.body && !headers.has("content-length")) {
    if (streamed) await response.body.cancel();
    else headers.set("content-length", String((await response.arrayBuffer()).byteLength));
  }
  return new Response(null, { status: response.status, headers });
}

/** Serves the API and the built web app on one port. main.ts and browser tests both use this. */
export async function startServer(runtime: Runtime, port: number, webDist = WEB_DIST, sdkPack = SDK_PACK) {
  const { config } = runtime.deps;
  const api = createApp(runtime.deps, { dbKind: runtime.dbKind });
  const web = await webHandler(webDist, config.publicUrl);
  const hsts = hstsHeader(config);
  const transportHeaders: Record<string, string> = hsts ? { "strict-transport-security": hsts } : {};
  // A request rebuilt around its buffered body keeps its socket's address for rate limiting.
  const original = new WeakMap<Request, Request>();
  /** The SDK tarball and the web app's files, which never reach the API. */
  const servedBesideTheApi = async (request: Request, pathname: string): Promise<Response | null> => {
    if (request.method === "GET" || request.method === "HEAD") {
      const tarball = await serveSdkPackage(pathname, sdkPack);
      if (tarball) return tarball;
    }
    if (web && request.method === "GET" && web.owns(pathname)) {
      return web.serve(pathname, request.headers.get("accept-encoding"));
    }
    return null;
  };
  // Nothing thrown reaches Bun, whose development page shows stacks and source: the error shape.
  const lastResort = (request: Request) => (error: unknown) =>
    errorResponse(runtime.deps, error, request, transportHeaders);
  const route = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const outside = await servedBesideTheApi(request, pathname);
    if (outside) {
      for (const [name, value] of Object.entries(transportHeaders)) outside.headers.set(name, value);
      return outside;
    }
    const bounded = await boundChunkedBody(request, config.maxBodyBytes);
    if (!bounded) return payloadTooLargeResponse(request, config, transportHeaders);
    if (bounded !== request) original.set(bounded, original.get(request) ?? request);
    return api.handle(bounded);
  };
  const server = Bun.serve({
    hostname: config.host,
    port,
    // Bun answers a body over its own limit with an empty 413 before we see the request, so that
    // limit is put out of reach and ours (MAX_BODY_BYTES) answers in the one error shape instead.
    maxRequestBodySize: Number.MAX_SAFE_INTEGER,
    async fetch(request) {
      // HEAD is answered wherever GET is: the GET response's status and headers, no body.
      const head = request.method === "HEAD";
      const asGet = head ? new Request(request.url, { method: "GET", headers: request.headers }) : request;
      if (head) original.set(asGet, request);
      const response = await compressResponse(request, await route(asGet).catch(lastResort(asGet)));
      return head ? await headResponse(response) : response;
    },
  });
  // Elysia reads the server for requestIP(); handing it over keeps rate limits per client.
  api.server = new Proxy(server, {
    get(target, key) {
      if (key === "requestIP") return (request: Request) => target.requestIP(original.get(request) ?? request);
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as unknown as typeof api.server;
  const loopbackOrAll = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(config.host);
  const shownHost = loopbackOrAll ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host;
  return { server, api, webServed: web !== null, url: `http://${shownHost}:${server.port}` };
}
