import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { acceptedEncodings } from "../../src/http/compress.ts";
import { startServer } from "../../src/server.ts";
import { startTestApp, type TestApp } from "../harness.ts";

setDefaultTimeout(60_000);

const brotliDecompress = promisify(zlib.brotliDecompress);
const SCRIPT = `console.log(${JSON.stringify("adlens ".repeat(400))});`;

let t: TestApp;
let url: string;
let token: string;
let stop: () => Promise<void>;
let webDist: string;

/** fetch() would decode the body itself; raw bytes show what went over the wire. */
async function raw(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  const res = await fetch(`${url}${pathname}`, { method, headers, decompress: false } as RequestInit);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.createUser({ tier: "pro" })).token;
  // A built web app whose script has build-time twins, the way web/build.ts writes them.
  webDist = await mkdtemp(path.join(os.tmpdir(), "adlens-web-"));
  await mkdir(path.join(webDist, "assets"));
  await Bun.write(path.join(webDist, "index.html"), `<!doctype html><title>AdLens</title>${"<p>x</p>".repeat(300)}`);
  await Bun.write(path.join(webDist, "robots.txt"), "User-agent: *\nDisallow: /dashboard\n");
  await Bun.write(
    path.join(webDist, "routes.json"),
    JSON.stringify({ routes: ["/", "/dashboard"].map((p) => ({ path: p, indexed: false })) }),
  );
  const script = path.join(webDist, "assets", "index-abcd1234.js");
  await Bun.write(script, SCRIPT);
  await Bun.write(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  await Bun.write(`${script}.gz`, Bun.gzipSync(SCRIPT));
  const started = await startServer(
    { deps: t.deps, dbKind: t.config.databaseUrl ? "postgres" : "pglite", close: async () => {} },
    0,
    webDist,
  );
  url = started.url;
  stop = () => started.server.stop(true);
});
afterAll(async () => {
  await stop();
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("compression in the Bun server", () => {
  test("JSON is brotli for clients that accept it, gzip for those that only accept gzip, plain otherwise", async () => {
    const br = await raw("/openapi.json", { "accept-encoding": "gzip, deflate, br" });
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.res.headers.get("vary")).toContain("Accept-Encoding");
    const doc = JSON.parse(new TextDecoder().decode(await brotliDecompress(br.bytes)));
    expect(doc.openapi).toStartWith("3.1");
    expect(Number(br.res.headers.get("content-length"))).toBe(br.bytes.byteLength);

    const gz = await raw("/openapi.json", { "accept-encoding": "gzip" });
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(new TextDecoder().decode(Bun.gunzipSync(gz.bytes))).openapi).toStartWith("3.1");
    expect(gz.bytes.byteLength).toBeLessThan(br.bytes.byteLength * 2);

    const plain = await raw("/openapi.json", { "accept-encoding": "identity" });
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.byteLength).toBeGreaterThan(gz.bytes.byteLength * 4);
    // Sent with its length, not re-streamed in chunks, and still marked as varying by encoding.
    expect(Number(plain.res.headers.get("content-length"))).toBe(plain.bytes.byteLength);
    expect(plain.res.headers.get("transfer-encoding")).toBeNull();
    expect(plain.res.headers.get("vary")).toContain("Accept-Encoding");
  });

  test("a body under 1 KB is sent as it is: compressing it would save nothing", async () => {
    const list = await raw("/v1/analyses?limit=50", { authorization: `Bearer ${token}`, "accept-encoding": "br" });
    expect(list.res.status).toBe(200);
    // An empty page is smaller than the threshold: not worth compressing.
    expect(list.res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(new TextDecoder().decode(list.bytes))).toEqual({ data: [], next_cursor: null });
    const health = await raw("/health", { "accept-encoding": "br" });
    expect(health.res.headers.get("content-encoding")).toBeNull();
  });

  test("static files are sent as their build-time twins; a missing twin falls back to compressing", async () => {
    const br = await raw("/assets/index-abcd1234.js", { "accept-encoding": "br, gzip" });
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.res.headers.get("content-type")).toContain("javascript");
    expect(br.res.headers.get("cache-control")).toContain("immutable");
    expect(new TextDecoder().decode(await brotliDecompress(br.bytes))).toBe(SCRIPT);
    const page = await raw("/dashboard", { "accept-encoding": "gzip" });
    expect(page.res.headers.get("content-encoding")).toBe("gzip");
    expect(page.res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(new TextDecoder().decode(Bun.gunzipSync(page.bytes))).toContain("<title>AdLens</title>");
  });

  test("Accept-Encoding is read with its q-values", () => {
    expect(acceptedEncodings("gzip, deflate, br;q=1.0")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(null)).toEqual([]);
  });
});

describe("HTTP hygiene", () => {
  test("HEAD answers wherever GET does: same status and headers, no body", async () => {
    for (const pathname of ["/", "/dashboard", "/health", "/v1/plans", "/openapi.json", "/robots.txt"]) {
      const get = await raw(pathname, { "accept-encoding": "br" });
      const head = await raw(pathname, { "accept-encoding": "br" }, "HEAD");
      expect(`${pathname} ${head.res.status}`).toBe(`${pathname} ${get.res.status}`);
      expect(head.bytes.byteLength).toBe(0);
      expect(head.res.headers.get("content-type")).toBe(get.res.headers.get("content-type"));
      expect(head.res.headers.get("content-encoding")).toBe(get.res.headers.get("content-encoding"));
    }
    const me = await raw("/v1/me", { authorization: `Bearer ${token}` }, "HEAD");
    expect(me.res.status).toBe(200);
    expect((await raw("/v1/me", {}, "HEAD")).res.status).toBe(401);
  });

  test("/robots.txt is the real file, and an unknown file is a 404, not the app's HTML", async () => {
    const robots = await fetch(`${url}/robots.txt`);
    expect(robots.headers.get("content-type")).toStartWith("text/plain");
    expect(await robots.text()).toContain("Disallow: /dashboard");
    for (const pathname of ["/favicon-missing.png", "/assets/gone-12345678.js", "/../etc/passwd.txt"]) {
      const res = await fetch(`${url}${pathname}`);
      expect(`${pathname} ${res.status}`).toBe(`${pathname} 404`);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });
});
