import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import path from "node:path";
import { startCluster } from "./jobs/processes.ts";

const COMMITTED = path.resolve(import.meta.dir, "../../sdk/openapi.json");

let cluster: Awaited<ReturnType<typeof startCluster>>;
let api: Awaited<ReturnType<typeof cluster.spawn>>;
let user: { token: string };
beforeAll(async () => {
  cluster = await startCluster();
  // On PGlite one process opens the files at a time: the user is written before the API starts.
  user = await cluster.createUser("pro");
  api = await cluster.spawn("src/main.ts", { NODE_ENV: "production", ANALYSIS_WORKERS: "0" });
}, 120_000);
afterAll(() => cluster.close());

const spec = (headers: Record<string, string> = {}) =>
  fetch(`${api.url}/openapi.json`, { headers: { "accept-encoding": "identity", ...headers } });

describe("the published OpenAPI document", () => {
  test("a production instance serves sdk/openapi.json byte for byte, before and after traffic", async () => {
    const committed = await Bun.file(COMMITTED).text();
    const first = await spec();
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(committed);

    const auth = { authorization: `Bearer ${user.token}`, "content-type": "application/json" };
    // Calls that compile request and response validators, one with a field the schema does not name.
    const calls = [
      fetch(`${api.url}/v1/me`, { headers: auth }),
      fetch(`${api.url}/v1/analyses`, { headers: auth }),
      fetch(`${api.url}/v1/tokens`, { method: "POST", headers: auth, body: JSON.stringify({ name: "ci", extra: 1 }) }),
      fetch(`${api.url}/v1/tokens`, { headers: auth }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBeLessThan(300);

    expect(await (await spec()).text()).toBe(committed);
  });

  test("development-only routes are neither served nor documented in production", async () => {
    const doc = (await (await spec()).json()) as {
      paths: Record<string, unknown>;
      servers: { url: string; description: string }[];
    };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/dev"))).toEqual([]);
    expect(doc.servers).toEqual([{ url: "/", description: "The instance serving this document" }]);
    expect((await fetch(`${api.url}/dev/mailbox`)).status).toBe(404);
  });

  test("a client holding the current copy gets 304 with no body; HEAD gives the length without one", async () => {
    const etag = (await spec()).headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const again = await spec({ "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await spec({ "if-none-match": 'W/"other"' })).status).toBe(200);
    const head = await fetch(`${api.url}/openapi.json`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(await Bun.file(COMMITTED).text()));
  });
});
