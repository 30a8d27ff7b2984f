import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { TestApp } from "../harness.ts";
import { errorOf, type Item, seedAnalysis, startApp, TEST_TIMEOUT_MS } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
let alice: Awaited<ReturnType<TestApp["createUser"]>>;
let bob: Awaited<ReturnType<TestApp["createUser"]>>;
let bobApiToken: string;
let aliceAnalyses: string[];
let aliceTokenId: string;

beforeAll(async () => {
  t = await startApp();
  alice = await t.createUser({ tier: "pro" });
  bob = await t.createUser({ tier: "pro" });
  aliceAnalyses = [
    (await seedAnalysis(t, alice.id, { filename: "alice-secret.png", result: { brand_name: "AliceCo" } })).id,
    (await seedAnalysis(t, alice.id, { filename: "alice-2.png" })).id,
  ];
  await seedAnalysis(t, bob.id, { filename: "bob.png" });
  const created = await t.request("/v1/tokens", { token: alice.token, json: { name: "alice ci" } });
  aliceTokenId = ((await created.json()) as { id: string }).id;
  const bobs = await t.request("/v1/tokens", { token: bob.token, json: { name: "bob ci" } });
  bobApiToken = ((await bobs.json()) as { token: string }).token;
});
afterAll(() => t.close());

describe("another user's ids are 404 on every route, for sessions and API tokens", () => {
  const [a0, a1] = [0, 1];

  for (const via of ["session", "api token"] as const) {
    const bobAuth = () => (via === "session" ? bob.token : bobApiToken);

    test(`${via}: GET /v1/analyses/{id}`, async () => {
      expect(await errorOf(await t.request(`/v1/analyses/${aliceAnalyses[a0]}`, { token: bobAuth() }))).toMatchObject({
        status: 404,
        code: "not_found",
      });
    });

    test(`${via}: GET /v1/analyses/{id}/image and /heatmap`, async () => {
      for (const kind of ["image", "heatmap"]) {
        const res = await t.request(`/v1/analyses/${aliceAnalyses[a0]}/${kind}`, { token: bobAuth() });
        expect(`${kind} ${res.status}`).toBe(`${kind} 404`);
      }
    });

    test(`${via}: POST /v1/analyses/compare with one of Alice's ids`, async () => {
      const mine = ((await (await t.request("/v1/analyses", { token: bob.token })).json()) as { data: Item[] }).data[0];
      const res = await t.request("/v1/analyses/compare", {
        token: bobAuth(),
        json: { ids: [mine?.id, aliceAnalyses[a1]] },
      });
      expect(res.status).toBe(404);
      const both = await t.request("/v1/analyses/compare", { token: bobAuth(), json: { ids: aliceAnalyses } });
      expect(both.status).toBe(404);
    });

    test(`${via}: the list, search, export and analytics never include Alice's data`, async () => {
      const list = await (await t.request("/v1/analyses?search=alice", { token: bobAuth() })).json();
      expect(list).toEqual({ data: [], next_cursor: null });
      const exported = await (await t.request("/v1/analyses/export?format=ndjson", { token: bobAuth() })).text();
      expect(exported).not.toContain("alice");
      const analytics = JSON.stringify(await (await t.request("/v1/analytics", { token: bobAuth() })).json());
      expect(analytics).not.toContain("AliceCo");
      expect(analytics).toContain('"total_analyses":1');
    });
  }

  test("DELETE /v1/analyses/{id}: 404 and Alice's analysis and files survive", async () => {
    const id = aliceAnalyses[a0] ?? "";
    expect((await t.request(`/v1/analyses/${id}`, { method: "DELETE", token: bob.token })).status).toBe(404);
    expect((await t.request(`/v1/analyses/${id}`, { method: "DELETE", token: bobApiToken })).status).toBe(404);
    expect((await t.request(`/v1/analyses/${id}`, { token: alice.token })).status).toBe(200);
    expect((await t.request(`/v1/analyses/${id}/image`, { token: alice.token })).status).toBe(200);
  });

  test("DELETE /v1/tokens/{id}: 404 and Alice's token stays active", async () => {
    expect((await t.request(`/v1/tokens/${aliceTokenId}`, { method: "DELETE", token: bob.token })).status).toBe(404);
    const list = (await (await t.request("/v1/tokens", { token: alice.token })).json()) as { data: { id: string }[] };
    expect(list.data.map((x) => x.id)).toEqual([aliceTokenId]);
    const bobs = (await (await t.request("/v1/tokens", { token: bob.token })).json()) as { data: { name: string }[] };
    expect(bobs.data.map((x) => x.name)).toEqual(["bob ci"]);
  });

  test("a signed link for Alice's image does not open Bob's, and Bob's cursor cannot page Alice's list", async () => {
    const item = (await (await t.request(`/v1/analyses/${aliceAnalyses[a0]}`, { token: alice.token })).json()) as Item;
    const bobsItem = ((await (await t.request("/v1/analyses", { token: bob.token })).json()) as { data: Item[] })
      .data[0] as Item;
    expect((await t.request(item.image_url.replace(aliceAnalyses[a0] ?? "", bobsItem.id))).status).toBe(401);
    const alicePage = (await (await t.request("/v1/analyses?limit=1", { token: alice.token })).json()) as {
      next_cursor: string;
    };
    const bobWithCursor = await t.request(`/v1/analyses?limit=1&cursor=${alicePage.next_cursor}`, { token: bob.token });
    expect(((await bobWithCursor.json()) as { data: Item[] }).data.map((i) => i.filename)).not.toContain("alice-2.png");
  });
});
