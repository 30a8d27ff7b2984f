import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { signAccessToken } from "../../src/services/auth/access-token.ts";
import type { TestApp } from "../harness.ts";
import { errorOf, seedAnalysis, startApp, TEST_TIMEOUT_MS } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
let user: Awaited<ReturnType<TestApp["createUser"]>>;
let ids: string[];
let tokenId: string;
beforeAll(async () => {
  t = await startApp();
  user = await t.createUser({ tier: "pro" });
  ids = [(await seedAnalysis(t, user.id)).id, (await seedAnalysis(t, user.id)).id];
  const created = await t.request("/v1/tokens", { token: user.token, json: { name: "x" } });
  tokenId = ((await created.json()) as { id: string }).id;
});
afterAll(() => t.close());

/** Every route of this area with a well-formed request. */
function routes(): { method: string; path: string; json?: unknown }[] {
  return [
    { method: "POST", path: "/v1/analyses", json: { image_url: "https://example.com/a.png" } },
    { method: "GET", path: "/v1/analyses" },
    { method: "GET", path: `/v1/analyses/${ids[0]}` },
    { method: "DELETE", path: `/v1/analyses/${ids[0]}` },
    { method: "GET", path: `/v1/analyses/${ids[0]}/image` },
    { method: "GET", path: `/v1/analyses/${ids[0]}/heatmap` },
    { method: "GET", path: "/v1/analyses/export" },
    { method: "POST", path: "/v1/analyses/compare", json: { ids } },
    { method: "GET", path: "/v1/analytics" },
    { method: "GET", path: "/v1/tokens" },
    { method: "POST", path: "/v1/tokens", json: { name: "y" } },
    { method: "DELETE", path: `/v1/tokens/${tokenId}` },
    { method: "POST", path: "/v1/analyze", json: { image_url: "https://example.com/a.png" } },
  ];
}

describe("cross-cutting checks on every route", () => {
  test("an expired access token is 401 everywhere, and nothing changes", async () => {
    const session = await t.deps.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    const expired = await signAccessToken(
      t.config.jwtSecret,
      { userId: user.id, sessionId: session.id },
      new Date(Date.now() - 3 * 3600_000),
    );
    for (const r of routes()) {
      const res = await t.request(r.path, { method: r.method, token: expired.token, json: r.json });
      const error = await errorOf(res);
      expect(`${r.method} ${r.path} ${error.status} ${error.code}`).toBe(`${r.method} ${r.path} 401 unauthorized`);
    }
    expect((await t.request(`/v1/analyses/${ids[0]}`, { token: user.token })).status).toBe(200);
  });

  test("a huge declared body is 413 on every route that takes one", async () => {
    for (const r of routes().filter((x) => x.json !== undefined)) {
      const res = await t.request(r.path, {
        method: r.method,
        token: user.token,
        headers: { "content-type": "application/json", "content-length": String(64 * 1024 * 1024) },
        body: "{}",
      });
      expect(`${r.path} ${res.status}`).toBe(`${r.path} 413`);
    }
  });

  test("a well-formed request without credentials is 401 everywhere", async () => {
    for (const r of routes()) {
      const res = await t.request(r.path, { method: r.method, json: r.json });
      expect(`${r.method} ${r.path} ${res.status}`).toBe(`${r.method} ${r.path} 401`);
    }
  });
});
