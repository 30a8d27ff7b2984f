import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { multipart } from "../analyses/helpers.ts";
import { batchForm, generatedAd } from "./ads.ts";
import { startCluster } from "./processes.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);
// Small enough to run in well under a minute on two shared cores; bench/jobs.ts runs 200.
const BATCH = 8;

interface Batch {
  id: string;
  status: string;
  counts: { queued: number; running: number; done: number; failed: number };
  items: { id: string; status: string }[];
}

let cluster: Awaited<ReturnType<typeof startCluster>>;
beforeAll(async () => {
  if (onPostgres) cluster = await startCluster({ ANALYSIS_WORKERS: "0" });
});
afterAll(async () => {
  if (onPostgres) await cluster.close();
});

describe.skipIf(!onPostgres)("an API with ANALYSIS_WORKERS=0 and two worker processes", () => {
  test(`a batch of ${BATCH} ads completes with each analysed once, ahead of it an upload waits about one analysis, and a worker killed mid-batch loses nothing`, async () => {
    const api = await cluster.spawn("src/main.ts");
    const first = await cluster.spawn("src/worker.ts", { ANALYSIS_WORKERS: "1" });
    await cluster.spawn("src/worker.ts", { ANALYSIS_WORKERS: "1" });
    const user = await cluster.createUser("basic");
    const auth = { authorization: `Bearer ${user.token}` };
    const get = async (path: string) => (await fetch(`${api.url}${path}`, { headers: auth })).json();

    // One upload on an idle queue: what one analysis costs here, warm-up included.
    const warm = await fetch(`${api.url}/v1/analyses`, {
      method: "POST",
      headers: auth,
      body: multipart(await generatedAd(1000), "warm.png"),
    });
    expect(warm.status).toBe(201);
    let started = performance.now();
    const idle = await fetch(`${api.url}/v1/analyses`, {
      method: "POST",
      headers: auth,
      body: multipart(await generatedAd(1001), "idle.png"),
    });
    expect(idle.status).toBe(201);
    const oneAnalysisMs = performance.now() - started;

    const files = await Promise.all(
      Array.from({ length: BATCH }, async (_, i) => ({ bytes: await generatedAd(i), name: `ad-${i}.png` })),
    );
    const accepted = await fetch(`${api.url}/v1/batches`, { method: "POST", headers: auth, body: batchForm(files) });
    expect(accepted.status).toBe(202);
    const batch = (await accepted.json()) as Batch;
    expect(batch.items.length).toBe(BATCH);

    // A dashboard upload behind the whole batch.
    started = performance.now();
    const urgent = await fetch(`${api.url}/v1/analyses`, {
      method: "POST",
      headers: auth,
      body: multipart(await generatedAd(2000), "urgent.png"),
    });
    const behindBatchMs = performance.now() - started;
    expect(urgent.status).toBe(201);
    const atUrgent = (await get(`/v1/batches/${batch.id}`)) as Batch;
    console.log(
      `one analysis on an idle queue: ${Math.round(oneAnalysisMs)} ms; behind a ${BATCH}-image batch: ${Math.round(behindBatchMs)} ms (${atUrgent.counts.done} batch items done by then)`,
    );
    // It waited for at most the items the two workers held, not for the batch.
    expect(atUrgent.counts.done).toBeLessThanOrEqual(6);

    // Kill one worker while it holds a job; its job is retried by the other once its heartbeat is missed.
    for (let progress = atUrgent; progress.counts.done < 2; await Bun.sleep(200)) {
      progress = (await get(`/v1/batches/${batch.id}`)) as Batch;
    }
    await first.kill("SIGKILL");

    let done: Batch = batch;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      done = (await get(`/v1/batches/${batch.id}`)) as Batch;
      if (done.status === "completed") break;
      await Bun.sleep(500);
    }
    expect(done.counts).toEqual({ queued: 0, running: 0, done: BATCH, failed: 0 });

    const ledger = await cluster.withDeps(async ({ db }) => {
      const workspace = await db
        .selectFrom("workspaces")
        .select(["current_month_uploads", "reserved_uploads"])
        .where("id", "=", user.workspaceId)
        .executeTakeFirstOrThrow();
      const stored = await db
        .selectFrom("image_analyses")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("workspace_id", "=", user.workspaceId)
        .executeTakeFirstOrThrow();
      const retried = await db
        .selectFrom("analysis_jobs")
        .select("id")
        .where("batch_id", "=", batch.id)
        .where("attempts", ">", 1)
        .execute();
      return { ...workspace, stored: Number(stored.n), retried: retried.length };
    });
    // The batch items + 3 uploads, each stored once and counted once; nothing left reserved.
    expect(ledger).toMatchObject({ current_month_uploads: BATCH + 3, reserved_uploads: 0, stored: BATCH + 3 });
    expect(ledger.retried).toBeLessThanOrEqual(1);
  }, 120_000);
});
