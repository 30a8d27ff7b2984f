import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { startTestApp, type TestApp } from "../harness.ts";

type ErrorBody = { error: { code: string; message: string; request_id: string } };

/** Sends `total` bytes as a chunked body: no content-length, so only counting can stop it. */
function chunked(total: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  const requestId = res.headers.get("x-request-id");
  expect(requestId).toBeTruthy();
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe("payload_too_large");
  expect(body.error.request_id).toBe(requestId ?? "");
}

describe("bodies over MAX_BODY_BYTES on a real socket", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { MAX_BODY_BYTES: "65536" } });
    url = (await t.listen()).url;
  });
  afterAll(() => t.close());

  test("a declared length far past the limit gets the JSON 413 with a request id, not Bun's empty one", async () => {
    const res = await fetch(`${url}/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array(5 * 1024 * 1024),
    });
    await expectTooLarge(res);
  });

  test("a chunked body is counted while it streams and refused the same way", async () => {
    const res = await fetch(`${url}/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunked(3 * 1024 * 1024),
      duplex: "half",
    } as RequestInit);
    await expectTooLarge(res);
  });

  test("a chunked body under the limit reaches the route whole", async () => {
    const json = new TextEncoder().encode(JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }));
    const res = await fetch(`${url}/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.99" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(json);
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe("invalid_credentials");
  });
});

describe("Strict-Transport-Security", () => {
  test("production sends HSTS on API answers, errors and web pages alike", async () => {
    const t = await startTestApp({ env: { NODE_ENV: "production", HSTS_MAX_AGE: "600" } });
    // A built web app of one page, so the web side of the server answers too.
    const webDist = await mkdtemp(path.join(os.tmpdir(), "adlens-web-"));
    await Bun.write(path.join(webDist, "index.html"), "<!doctype html><title>AdLens</title>");
    await Bun.write(
      path.join(webDist, "routes.json"),
      JSON.stringify({ routes: [{ path: "/dashboard", indexed: false }] }),
    );
    const started = await startServer(
      { deps: t.deps, dbKind: t.config.databaseUrl ? "postgres" : "pglite", close: async () => {} },
      0,
      webDist,
    );
    try {
      for (const pathname of ["/health", "/v1/me", "/v1/no-such-route", "/docs", "/dashboard"]) {
        const res = await fetch(`${started.url}${pathname}`);
        expect(`${pathname} ${res.headers.get("strict-transport-security")}`).toBe(`${pathname} max-age=600`);
      }
      expect(await (await fetch(`${started.url}/dashboard`)).text()).toContain("<title>AdLens</title>");
    } finally {
      await started.server.stop(true);
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });

  test("HSTS_MAX_AGE=0 turns it off, and development never sends it", async () => {
    const envs: Record<string, string>[] = [{ NODE_ENV: "production", HSTS_MAX_AGE: "0" }, { NODE_ENV: "development" }];
    for (const env of envs) {
      const t = await startTestApp({ env });
      try {
        expect((await t.request("/health")).headers.get("strict-transport-security")).toBeNull();
      } finally {
        await t.close();
      }
    }
  });

  test("the default is a year", () => {
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) }).hstsMaxAge).toBe(31_536_000);
  });
});

describe("the /docs page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  test("has a CSP that allows only its own scripts and forbids framing", async () => {
    const res = await t.request("/docs");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("the listening address", () => {
  test("loopback outside production, every interface in production, HOST above both", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  test("a development server answers on 127.0.0.1 and on no other address of the machine", async () => {
    const t = await startTestApp({ env: { NODE_ENV: "development" } });
    try {
      const { server } = await t.listen();
      expect(server.hostname).toBe("127.0.0.1");
      expect((await fetch(`http://127.0.0.1:${server.port}/health`)).status).toBe(200);
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && i.family === "IPv4" && !i.internal);
      if (external) {
        const reached = await fetch(`http://${external.address}:${server.port}/health`).then(
          () => true,
          () => false,
        );
        expect(reached).toBe(false);
      }
    } finally {
      await t.close();
    }
  });
});
