import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { backoffDelay, parseRetryAfter } from "../src/http.ts";
import { AdLens, AdLensError } from "../src/index.ts";

// Real servers, real analyses, two shared CPU cores: allow slow runs rather than flaky ones.
setDefaultTimeout(120_000);

/**
 * A local stand-in for the API that answers from a script, so retry behaviour can be checked
 * precisely: which requests arrived, and when.
 */
type Scripted = { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };
let script: Scripted[] = [];
let seen: { method: string; path: string; at: number; auth: string | null; key: string | null }[] = [];
let server: ReturnType<typeof Bun.serve>;
let url: string;

function errorBody(code: string, message = code) {
  return { error: { code, message, request_id: "req-12345678" } };
}

beforeAll(() => {
  server = Bun.serve({
    port: 0,
    async fetch(request) {
      const { pathname } = new URL(request.url);
      seen.push({
        method: request.method,
        path: pathname,
        at: Date.now(),
        auth: request.headers.get("authorization"),
        key: request.headers.get("idempotency-key"),
      });
      await request.arrayBuffer();
      const next = script.shift() ?? { status: 200, body: { data: [] } };
      if (next.delayMs) await Bun.sleep(next.delayMs);
      const body = typeof next.body === "string" ? next.body : JSON.stringify(next.body ?? {});
      return new Response(body, {
        status: next.status,
        headers: { "content-type": "application/json", "x-request-id": "req-12345678", ...next.headers },
      });
    },
  });
  url = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.stop(true));

function reset(...responses: Scripted[]) {
  script = responses;
  seen = [];
}

const client = (options: ConstructorParameters<typeof AdLens>[0] = {}) =>
  new AdLens({ baseUrl: url, token: "tok", ...options });

describe("retries", () => {
  test("a 429 rate_limited is retried after the Retry-After delay, then succeeds", async () => {
    reset(
      { status: 429, body: errorBody("rate_limited"), headers: { "retry-after": "1" } },
      { status: 200, body: { data: [1] } },
    );
    const result = await client().plans.list();
    expect(result).toEqual({ data: [1] } as never);
    expect(seen).toHaveLength(2);
    // Retry-After is a minimum: the second request may not come earlier than 1 s after the first.
    expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  test("a POST is retried after a 429 too: the API refused it before doing any work", async () => {
    reset(
      { status: 429, body: errorBody("rate_limited"), headers: { "retry-after": "0" } },
      { status: 201, body: { id: "a" } },
    );
    const created = await client().analyses.create({ image_url: "https://example.com/ad.png" });
    expect(created).toEqual({ id: "a" } as never);
    expect(seen.map((s) => s.method)).toEqual(["POST", "POST"]);
  });

  test("quota_exceeded is not retried: the quota only resets next month", async () => {
    reset({ status: 429, body: errorBody("quota_exceeded", "Monthly limit reached"), headers: { "retry-after": "0" } });
    const error = await client()
      .analyses.create({ image_url: "https://example.com/ad.png" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "quota_exceeded", message: "Monthly limit reached" });
    expect(seen).toHaveLength(1);
  });

  test("a Retry-After longer than maxRetryAfterMs fails at once with retryAfter set", async () => {
    reset({ status: 429, body: errorBody("rate_limited"), headers: { "retry-after": "120" } });
    const error = (await client({ maxRetryAfterMs: 5_000 })
      .plans.list()
      .catch((e: unknown) => e)) as AdLensError;
    expect(error.code).toBe("rate_limited");
    expect(error.retryAfter).toBe(120);
    expect(seen).toHaveLength(1);
  });

  test("GETs are retried on 5xx with backoff, up to maxRetries", async () => {
    reset(
      { status: 503, body: errorBody("service_unavailable") },
      { status: 502, body: "<html>bad gateway</html>" },
      { status: 200, body: { ok: 1 } },
    );
    expect(await client({ maxRetries: 2 }).analytics.get()).toEqual({ ok: 1 } as never);
    expect(seen).toHaveLength(3);

    reset({ status: 500, body: errorBody("internal_error") }, { status: 500, body: errorBody("internal_error") });
    const error = await client({ maxRetries: 1 })
      .analytics.get()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, code: "internal_error", requestId: "req-12345678" });
    expect(seen).toHaveLength(2);
  });

  test("a non-idempotent POST is not retried on 5xx; an idempotent one (compare) is", async () => {
    reset({ status: 502, body: errorBody("analysis_failed") });
    const error = await client()
      .projects.create({ name: "Spring" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "analysis_failed" });
    expect(seen).toHaveLength(1);

    reset({ status: 503, body: errorBody("service_unavailable") }, { status: 200, body: { data: [] } });
    await client().analyses.compare(["a", "b"]);
    expect(seen).toHaveLength(2);
  });

  test("an upload is retried after a 5xx with the same Idempotency-Key, so the API counts it once", async () => {
    const analysis = { id: "a1", filename: "ad.png", analysis_result: {} };
    reset({ status: 503, body: errorBody("service_unavailable") }, { status: 201, body: analysis });
    expect(await client().analyses.create({ image_url: "https://example.com/ad.png" })).toMatchObject({ id: "a1" });
    expect(seen).toHaveLength(2);
    expect(seen[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]?.key).toBe(seen[0]?.key ?? "");
  });

  test("backoff grows exponentially with jitter inside [window/2, window]", () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(10, () => 1)).toBe(8000);
    expect(parseRetryAfter("7")).toBe(7);
    expect(parseRetryAfter(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8);
    expect(parseRetryAfter("soon")).toBeUndefined();
  });
});

describe("timeouts, cancellation, network failures", () => {
  test("a slow answer fails with code timeout after timeoutMs", async () => {
    reset({ status: 200, body: {}, delayMs: 1500 }, { status: 200, body: {}, delayMs: 1500 });
    const error = await client({ timeoutMs: 100, maxRetries: 0 })
      .plans.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdLensError);
    expect(error).toMatchObject({ status: 0, code: "timeout" });
  });

  test("an AbortSignal cancels the request with the signal's reason", async () => {
    reset({ status: 200, body: {}, delayMs: 1500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("user cancelled")), 50);
    const error = await client()
      .analyses.create({ image_url: "https://example.com/ad.png" }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("user cancelled");
  });

  test("an unreachable API gives network_error after the retries", async () => {
    const dead = Bun.serve({ port: 0, fetch: () => new Response() });
    const deadUrl = `http://127.0.0.1:${dead.port}`;
    await dead.stop(true);
    const error = await new AdLens({ baseUrl: deadUrl, maxRetries: 1 }).plans.list().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
    expect((error as Error).message).toBe(
      `Could not reach GET ${deadUrl}/v1/plans: connection refused (nothing is listening there).`,
    );
  });

  test("a base URL that is not AdLens says what answered instead of failing to parse it", async () => {
    reset({
      status: 200,
      body: "<!doctype html>\n<html><title>Router login</title></html>",
      headers: { "content-type": "text/html; charset=utf-8", server: "lighttpd" },
    });
    const page = await client()
      .plans.list()
      .catch((e: unknown) => e);
    expect(page).toMatchObject({ status: 200, code: "unexpected_response" });
    expect((page as Error).message).toBe(
      `GET ${url}/v1/plans answered HTTP 200 with text/html from lighttpd ("<!doctype html> <html><title>Router login</title></html>"), not the AdLens API's JSON.`,
    );

    reset({ status: 404, body: "Cannot GET /v1/me", headers: { "content-type": "text/plain" } });
    const missing = await client()
      .me.get()
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, code: "unexpected_response", requestId: "req-12345678" });
    expect((missing as Error).message).toContain(
      `GET ${url}/v1/me answered HTTP 404 with text/plain ("Cannot GET /v1/me")`,
    );
  });

  test("a gateway's own 503 page keeps its meaning and its retries", async () => {
    reset(
      { status: 503, body: "<html>Service Temporarily Unavailable</html>", headers: { "content-type": "text/html" } },
      { status: 200, body: { data: [2] } },
    );
    expect(await client({ maxRetries: 1 }).plans.list()).toEqual({ data: [2] } as never);
    reset({ status: 503, body: "<html>down</html>", headers: { "content-type": "text/html" } });
    const down = await client({ maxRetries: 0 })
      .plans.list()
      .catch((e: unknown) => e);
    expect(down).toMatchObject({ status: 503, code: "service_unavailable" });
  });

  test("the token is sent as a bearer header, and not on sign-in calls", async () => {
    reset({ status: 200, body: {} }, { status: 400, body: errorBody("invalid_credentials") });
    await client().analytics.get();
    await client()
      .auth.login({ email: "a@example.com", password: "secret1" })
      .catch(() => {});
    expect(seen.map((s) => s.auth)).toEqual(["Bearer tok", null]);
  });
});
