import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createSession } from "../../src/services/auth/sessions.ts";
import { seedAnalysis } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

const LIMIT = 4;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { API_RATE_LIMIT: String(LIMIT) } });
}, 60_000);
afterAll(() => t.close());

const headersOf = (res: Response) => ({
  limit: res.headers.get("ratelimit-limit"),
  remaining: res.headers.get("ratelimit-remaining"),
  reset: Number(res.headers.get("ratelimit-reset")),
});

describe("per-credential rate limit, reported on every authenticated answer", () => {
  test("each call counts down RateLimit-Remaining; past the limit 429 rate_limited with Retry-After", async () => {
    const user = await t.createUser();
    const seen: (string | null)[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await t.request("/v1/me", { token: user.token });
      expect(res.status).toBe(200);
      const h = headersOf(res);
      expect(h.limit).toBe(String(LIMIT));
      expect(h.reset).toBeGreaterThan(0);
      expect(h.reset).toBeLessThanOrEqual(60);
      seen.push(h.remaining);
    }
    expect(seen).toEqual(["3", "2", "1", "0"]);
    const refused = await t.request("/v1/me", { token: user.token });
    expect(refused.status).toBe(429);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(headersOf(refused).remaining).toBe("0");
  });

  test("an error after authentication carries them too (a 404, a workspace-scoped route)", async () => {
    const user = await t.createUser();
    const res = await t.request(`/v1/analyses/${crypto.randomUUID()}`, { token: user.token });
    expect(res.status).toBe(404);
    expect(headersOf(res).remaining).toBe(String(LIMIT - 1));
  });

  test("the bucket is the credential's: another session, another user and an API token are untouched", async () => {
    const user = await t.createUser({ tier: "pro" });
    const created = await t.request("/v1/tokens", { token: user.token, json: { name: "ci" } });
    const apiToken = (await json<{ token: string }>(created)).token;
    for (let i = 0; i < LIMIT; i++) await t.request("/v1/me", { token: user.token });
    expect((await t.request("/v1/me", { token: user.token })).status).toBe(429);

    const otherSession = (await createSession(t.deps, user.id, { userAgent: "second device", ip: null })).access_token;
    const fromOtherSession = await t.request("/v1/me", { token: otherSession });
    expect(fromOtherSession.status).toBe(200);
    expect(headersOf(fromOtherSession).remaining).toBe(String(LIMIT - 1));
    const fromToken = await t.request("/v1/analyses", { token: apiToken });
    expect(fromToken.status).toBe(200);
    expect(headersOf(fromToken).remaining).toBe(String(LIMIT - 1));
    const someoneElse = await t.createUser();
    expect((await t.request("/v1/me", { token: someoneElse.token })).status).toBe(200);
  });

  test("calls without a valid credential neither count nor report: nobody can spend another's allowance", async () => {
    const user = await t.createUser();
    for (let i = 0; i < LIMIT * 2; i++) {
      const anonymous = await t.request("/v1/me", { token: "not-a-real-token" });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("ratelimit-limit")).toBeNull();
    }
    const res = await t.request("/v1/me", { token: user.token });
    expect(headersOf(res).remaining).toBe(String(LIMIT - 1));
    expect((await t.request("/v1/plans")).headers.get("ratelimit-limit")).toBeNull();
  });

  test("a Bearer image download is counted like any call; a signed link is not", async () => {
    const user = await t.createUser({ tier: "pro" });
    const { id } = await seedAnalysis(t, user.id);
    const image = await t.request(`/v1/analyses/${id}/image`, { token: user.token });
    expect(image.status).toBe(200);
    expect(headersOf(image).remaining).toBe(String(LIMIT - 1));
    const analysis = await json<{ image_url: string }>(await t.request(`/v1/analyses/${id}`, { token: user.token }));
    const signed = await t.request(analysis.image_url);
    expect(signed.status).toBe(200);
    expect(signed.headers.get("ratelimit-limit")).toBeNull();
  });

  test("the document declares the headers on authenticated operations and a 429 on each", async () => {
    type Op = { security?: object[]; responses: Record<string, { headers?: Record<string, unknown> }> };
    const doc = await json<{ paths: Record<string, Record<string, Op>> }>(await t.request("/openapi.json"));
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!(op.security ?? []).some((s) => Object.keys(s).length > 0)) continue;
        const ok = Object.entries(op.responses).find(([status]) => status.startsWith("2"))?.[1];
        for (const name of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]) {
          if (!ok?.headers?.[name]) missing.push(`${method} ${path}: ${name}`);
        }
        if (!op.responses["429"]?.headers?.["Retry-After"]) missing.push(`${method} ${path}: 429`);
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths["/v1/plans"]?.get?.responses["200"]?.headers?.["RateLimit-Limit"]).toBeUndefined();
  });
});
