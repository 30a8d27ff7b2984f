import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedAnalysis } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

let t: TestApp;
let token: string;
let id: string;
beforeAll(async () => {
  t = await startTestApp();
  const user = await t.createUser({ tier: "pro" });
  token = user.token;
  id = (await seedAnalysis(t, user.id, { filename: "summer-sale.png" })).id;
}, 60_000);
afterAll(() => t.close());

describe("conditional GETs", () => {
  for (const path of ["/v1/analyses", "/v1/analyses/{id}", "/v1/analyses/{id}/image", "/v1/analyses/{id}/heatmap"]) {
    test(`${path}: an ETag, and 304 with no body while it is unchanged`, async () => {
      const url = path.replace("{id}", id);
      const first = await t.request(url, { token });
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag") ?? "";
      expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
      const again = await t.request(url, { token, headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("x-request-id")).toBeTruthy();
      expect((await t.request(url, { token, headers: { "if-none-match": 'W/"stale"' } })).status).toBe(200);
    });
  }

  test("a change gives a new ETag: the list after a deletion is not the cached one", async () => {
    const before = (await t.request("/v1/analyses", { token })).headers.get("etag") ?? "";
    expect((await t.request(`/v1/analyses/${id}`, { method: "DELETE", token })).status).toBe(204);
    const after = await t.request("/v1/analyses", { token, headers: { "if-none-match": before } });
    expect(after.status).toBe(200);
    expect((await json<{ data: unknown[] }>(after)).data).toEqual([]);
  });
});

describe("declared headers and media types", () => {
  type Response = { headers?: Record<string, unknown>; content?: Record<string, unknown> };
  type Doc = { paths: Record<string, Record<string, { responses: Record<string, Response> }>> };

  test("every answer declares X-Request-Id, every operation a default error; 429/503 Retry-After; JSON GETs 304", async () => {
    const doc = await json<Doc>(await t.request("/openapi.json"));
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const [status, response] of Object.entries(op.responses)) {
          const headers = Object.keys(response.headers ?? {});
          if (!headers.includes("X-Request-Id")) missing.push(`${method} ${path} ${status}: X-Request-Id`);
          if ((status === "429" || status === "503") && !headers.includes("Retry-After"))
            missing.push(`${method} ${path} ${status}: Retry-After`);
        }
        if (!op.responses.default?.content?.["application/json"]) missing.push(`${method} ${path}: default`);
        if (method === "get" && op.responses["200"]?.content?.["application/json"] && !op.responses["304"])
          missing.push(`${method} ${path}: 304`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("images are declared with their real media types, not text/plain", async () => {
    const doc = await json<Doc>(await t.request("/openapi.json"));
    const types = (path: string) => Object.keys(doc.paths[path]?.get?.responses["200"]?.content ?? {});
    expect(types("/v1/analyses/{id}/image")).toEqual(["image/jpeg", "image/png", "image/webp"]);
    expect(types("/v1/analyses/{id}/heatmap")).toEqual(["image/png"]);
    expect(types("/v1/analyses/{id}/thumbnail")).toEqual(["image/webp"]);
  });
});
