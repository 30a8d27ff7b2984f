import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { errorOf, TEST_TIMEOUT_MS, upload } from "../analyses/helpers.ts";
import { startImageServer } from "../fetch/image-server.ts";
import { startTestApp, type TestApp } from "../harness.ts";
import { batchForm, generatedAd } from "./ads.ts";

setDefaultTimeout(TEST_TIMEOUT_MS * 2);

interface Batch {
  id: string;
  status: string;
  total: number;
  counts: { queued: number; running: number; done: number; failed: number };
  items: { id: string; filename: string; status: string; error: { code: string; message: string } | null }[];
}

let t: TestApp;
let images: ReturnType<typeof startImageServer>;
beforeAll(async () => {
  images = startImageServer(await generatedAd(99));
  t = await startTestApp({ env: { FETCH_ALLOW_HOSTS: `localhost:${images.port}` } });
});
afterAll(async () => {
  await t.close();
  images.stop();
});

async function ads(n: number, from = 0) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({ bytes: await generatedAd(from + i), name: `ad-${from + i}.png` })),
  );
}

async function waitForBatch(token: string, id: string): Promise<Batch> {
  for (;;) {
    const batch = (await (await t.request(`/v1/batches/${id}`, { token })).json()) as Batch;
    if (batch.status === "completed") return batch;
    await Bun.sleep(100);
  }
}

async function ledger(workspaceId: string) {
  const p = await t.deps.db
    .selectFrom("workspaces")
    .select(["current_month_uploads", "reserved_uploads"])
    .where("id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  const rows = await t.deps.db
    .selectFrom("image_analyses")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .execute();
  return { used: p.current_month_uploads, reserved: p.reserved_uploads, stored: rows.length };
}

describe("POST /v1/batches", () => {
  test("answers at once with one queued analysis per file, then every one is analysed and counted once", async () => {
    const user = await t.createUser({ tier: "basic" });
    const res = await t.request("/v1/batches", { method: "POST", token: user.token, body: batchForm(await ads(3)) });
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as Batch;
    expect(accepted.total).toBe(3);
    expect(accepted.items.map((i) => i.filename)).toEqual(["ad-0.png", "ad-1.png", "ad-2.png"]);
    expect(accepted.items.every((i) => i.status === "queued" || i.status === "running")).toBe(true);
    expect((await ledger(user.workspaceId)).reserved).toBe(3);

    const done = await waitForBatch(user.token, accepted.id);
    expect(done.counts).toEqual({ queued: 0, running: 0, done: 3, failed: 0 });
    for (const item of done.items) {
      const analysis = (await (await t.request(`/v1/analyses/${item.id}`, { token: user.token })).json()) as {
        status: string;
        batch_id: string;
        analysis_result: { effectiveness_score: number } | null;
      };
      expect(analysis.status).toBe("done");
      expect(analysis.batch_id).toBe(accepted.id);
      expect(typeof analysis.analysis_result?.effectiveness_score).toBe("number");
    }
    expect(await ledger(user.workspaceId)).toEqual({ used: 3, reserved: 0, stored: 3 });
    const list = (await (await t.request("/v1/analyses", { token: user.token })).json()) as { data: unknown[] };
    expect(list.data.length).toBe(3);
  });

  test("URL items are fetched by the worker; an unreachable one fails alone, with its reason, and costs nothing", async () => {
    const user = await t.createUser({ tier: "basic" });
    const res = await t.request("/v1/batches", {
      token: user.token,
      json: {
        images: [
          { image_url: `${images.base}/ad.png` },
          { image_url: `${images.base}/missing.png`, filename: "gone.png" },
        ],
      },
    });
    expect(res.status).toBe(202);
    const batch = await waitForBatch(user.token, ((await res.json()) as Batch).id);
    expect(batch.counts).toMatchObject({ done: 1, failed: 1 });
    expect(batch.items[0]).toMatchObject({ filename: "ad.png", status: "done", error: null });
    expect(batch.items[1]).toMatchObject({ filename: "gone.png", status: "failed", error: { code: "fetch_failed" } });
    const failed = (await (await t.request(`/v1/analyses/${batch.items[1]?.id}`, { token: user.token })).json()) as {
      status: string;
      error: { code: string };
      analysis_result: unknown;
    };
    expect(failed).toMatchObject({ status: "failed", error: { code: "fetch_failed" }, analysis_result: null });
    expect(await ledger(user.workspaceId)).toEqual({ used: 1, reserved: 0, stored: 1 });
    // The gallery's neighbours never see the failed item.
    const analytics = await t.request("/v1/analytics", { token: user.token });
    expect(analytics.status).toBe(200);
  });

  test("more images than the plan's batch cap, or than the quota left, is refused whole", async () => {
    const free = await t.createUser({ tier: "free" });
    const tooMany = await t.request("/v1/batches", {
      method: "POST",
      token: free.token,
      body: batchForm(await ads(11)),
    });
    expect(await errorOf(tooMany)).toMatchObject({ status: 400, code: "validation_failed", field: "files" });
    await t.deps.db
      .updateTable("workspaces")
      .set({ current_month_uploads: 8 })
      .where("id", "=", free.workspaceId)
      .execute();
    const overQuota = await t.request("/v1/batches", {
      method: "POST",
      token: free.token,
      body: batchForm(await ads(3)),
    });
    expect(await errorOf(overQuota)).toMatchObject({ status: 429, code: "quota_exceeded" });
    expect(await ledger(free.workspaceId)).toEqual({ used: 8, reserved: 0, stored: 0 });
    const badUrl = await t.request("/v1/batches", {
      token: free.token,
      json: { images: [{ image_url: "ftp://x/y.png" }] },
    });
    expect(await errorOf(badUrl)).toMatchObject({ status: 400, field: "images[0].image_url" });
  });
});

describe("fairness", () => {
  test("an interactive upload goes ahead of a batch queued before it", async () => {
    const user = await t.createUser({ tier: "basic" });
    const res = await t.request("/v1/batches", {
      method: "POST",
      token: user.token,
      body: batchForm(await ads(10, 20)),
    });
    const batch = (await res.json()) as Batch;
    const uploaded = await upload(t, user.token, await generatedAd(50), "urgent.png");
    expect(uploaded.status).toBe(201);
    const progress = (await (await t.request(`/v1/batches/${batch.id}`, { token: user.token })).json()) as Batch;
    // One worker: at most the batch item it held when the upload arrived finished before it.
    expect(progress.counts.done).toBeLessThanOrEqual(2);
    await waitForBatch(user.token, batch.id);
  });

  test("a second account's small batch is not held back behind a first account's large one", async () => {
    const a = await t.createUser({ tier: "basic" });
    const b = await t.createUser({ tier: "basic" });
    const big = (await (
      await t.request("/v1/batches", { method: "POST", token: a.token, body: batchForm(await ads(10, 60)) })
    ).json()) as Batch;
    const small = (await (
      await t.request("/v1/batches", { method: "POST", token: b.token, body: batchForm(await ads(2, 80)) })
    ).json()) as Batch;
    await waitForBatch(b.token, small.id);
    const bigNow = (await (await t.request(`/v1/batches/${big.id}`, { token: a.token })).json()) as Batch;
    // Served alternately: B's two items finished while most of A's ten were still waiting.
    expect(bigNow.counts.done).toBeLessThanOrEqual(5);
    await waitForBatch(a.token, big.id);
  });
});
