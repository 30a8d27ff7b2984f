import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { WEBHOOK_CONCURRENCY } from "../../src/jobs/webhook-workers.ts";
import { multipart } from "../analyses/helpers.ts";
import { startReceiver } from "../webhooks/receiver.ts";
import { batchForm, generatedAd } from "./ads.ts";
import { startCluster } from "./processes.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);
// The figure. Ads are 160×160 so an analysis takes a fraction of a second.
const BATCH = 200;
const AD_SIZE = 160;

interface Batch {
  id: string;
  status: string;
  counts: { queued: number; running: number; done: number; failed: number };
  items: { id: string; status: string }[];
}

type Cluster = Awaited<ReturnType<typeof startCluster>>;
type Process = Awaited<ReturnType<Cluster["spawn"]>>;
let cluster: Cluster;
let api: Process;
let doomed: Process;
let survivor: Process;
const receiver = startReceiver();
beforeAll(async () => {
  if (!onPostgres) return;
  cluster = await startCluster({ ANALYSIS_WORKERS: "0", FETCH_ALLOW_HOSTS: receiver.host });
  [api, doomed, survivor] = await Promise.all([
    cluster.spawn("src/main.ts"),
    cluster.spawn("src/worker.ts", { ANALYSIS_WORKERS: "1" }),
    cluster.spawn("src/worker.ts", { ANALYSIS_WORKERS: "1" }),
  ]);
}, 120_000);
afterAll(async () => {
  receiver.stop();
  if (onPostgres) await cluster.close();
});

describe.skipIf(!onPostgres)("an API with ANALYSIS_WORKERS=0 and two worker processes", () => {
  test(`a batch of ${BATCH} ads completes with each analysed once, an upload behind it is taken first, and a worker killed holding a job loses nothing`, async () => {
    const user = await cluster.createUser("basic");
    const auth = { authorization: `Bearer ${user.token}` };
    const get = async (p: string) => (await fetch(`${api.url}${p}`, { headers: auth })).json();
    const uploadAd = (i: number, name: string) =>
      generatedAd(i, AD_SIZE, AD_SIZE).then((bytes) =>
        fetch(`${api.url}/v1/analyses`, { method: "POST", headers: auth, body: multipart(bytes, name) }),
      );

    // Both workers warm (engine loaded) before the batch, so neither sits out its start.
    const warm = await Promise.all([uploadAd(1000, "warm-a.png"), uploadAd(1001, "warm-b.png")]);
    expect(warm.map((r) => r.status)).toEqual([201, 201]);

    const files = await Promise.all(
      Array.from({ length: BATCH }, async (_, i) => ({
        bytes: await generatedAd(i, AD_SIZE, AD_SIZE),
        name: `ad-${i}.png`,
      })),
    );
    const submitted = performance.now();
    const accepted = await fetch(`${api.url}/v1/batches`, { method: "POST", headers: auth, body: batchForm(files) });
    expect(accepted.status).toBe(202);
    const batch = (await accepted.json()) as Batch;
    expect(batch.items.length).toBe(BATCH);

    // A dashboard upload queued behind the whole batch.
    const urgent = await uploadAd(2000, "urgent.png");
    expect(urgent.status).toBe(201);
    const urgentId = ((await urgent.json()) as { id: string }).id;

    // One connection to watch the jobs for the rest of the test (it takes no jobs itself).
    await cluster.withDeps(async ({ db }) => {
      const jobs = () =>
        db
          .selectFrom("analysis_jobs")
          .select(["id", "batch_id", "status", "attempts", "started_at", "created_at"])
          .where("workspace_id", "=", user.workspaceId)
          .execute();

      // Taken before the batch items queued ahead of it: between its queuing and its start, each
      // worker could at most have fetched one batch item (racing its insert); the rest waited.
      const atUrgent = await jobs();
      const urgentJob = atUrgent.find((j) => j.id === urgentId);
      const urgentStart = urgentJob?.started_at;
      if (!urgentJob || !urgentStart) throw new Error("the upload's job has no start time");
      const batchJobs = atUrgent.filter((j) => j.batch_id === batch.id);
      expect(batchJobs.every((j) => j.created_at < urgentJob.created_at)).toBe(true);
      const overtook = batchJobs.filter(
        (j) => j.started_at && j.started_at > urgentJob.created_at && j.started_at < urgentStart,
      );
      expect(overtook.length).toBeLessThanOrEqual(2);
      const waiting = batchJobs.filter((j) => !j.started_at || j.started_at > urgentStart);
      expect(waiting.length).toBeGreaterThan(BATCH - 20);

      // Late in the batch (both workers did most of it), freeze one worker and find the job it
      // holds: running before and still running after the other worker has finished several (it
      // runs one at a time, so its own job changed).
      const done = async () => (await jobs()).filter((j) => j.status === "done").length;
      while ((await done()) < BATCH * 0.75) await Bun.sleep(500);
      let held: string | undefined;
      while (!held) {
        doomed.child.kill("SIGSTOP");
        const before = new Set((await jobs()).filter((j) => j.status === "running").map((j) => j.id));
        const doneBefore = await done();
        // Bounded: frozen inside a transaction, it could hold a row the other worker waits for.
        for (const until = Date.now() + 15_000; (await done()) < doneBefore + 3 && Date.now() < until; ) {
          await Bun.sleep(100);
        }
        if ((await done()) >= doneBefore + 3) {
          held = (await jobs()).find((j) => j.status === "running" && before.has(j.id))?.id;
        }
        // Frozen between two jobs (or the other worker stalled): let it go on and try again.
        if (!held) {
          doomed.child.kill("SIGCONT");
          await Bun.sleep(300);
        }
      }
      await doomed.kill("SIGKILL");

      let final: Batch = batch;
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        final = (await get(`/v1/batches/${batch.id}`)) as Batch;
        if (final.status === "completed") break;
        await Bun.sleep(500);
      }
      expect(final.counts).toEqual({ queued: 0, running: 0, done: BATCH, failed: 0 });
      console.log(`${BATCH} ads on two workers, one killed: ${((performance.now() - submitted) / 1000).toFixed(1)} s`);
      expect(survivor.child.exitCode).toBeNull();

      const ledger = await (async () => {
        const workspace = await db
          .selectFrom("workspaces")
          .select(["current_month_uploads", "reserved_uploads"])
          .where("id", "=", user.workspaceId)
          .executeTakeFirstOrThrow();
        const analyses = await db
          .selectFrom("image_analyses")
          .select(["id", "image_key"])
          .where("workspace_id", "=", user.workspaceId)
          .execute();
        const finished = await db
          .selectFrom("analysis_jobs")
          .select(["id", "status", "attempts"])
          .where("batch_id", "=", batch.id)
          .execute();
        // pg-boss keeps the job (its retry count) until it is deleted; completed jobs stay a while.
        const boss = await sql<{ state: string; retry_count: number }>`
        SELECT state, retry_count FROM pgboss.job WHERE id = ${held}::uuid`.execute(db);
        return { ...workspace, analyses, finished, boss: boss.rows[0] };
      })();
      // The batch + 3 uploads: each stored once, counted once, nothing left reserved.
      const total = BATCH + 3;
      expect(ledger).toMatchObject({ current_month_uploads: total, reserved_uploads: 0 });
      expect(ledger.analyses).toHaveLength(total);
      expect(new Set(ledger.analyses.map((a) => a.id)).size).toBe(total);
      expect(new Set(ledger.analyses.map((a) => a.image_key)).size).toBe(total);
      const batchIds = new Set(batch.items.map((i) => i.id));
      expect(ledger.analyses.filter((a) => batchIds.has(a.id))).toHaveLength(BATCH);
      // Every stored analysis has its image, heatmap and thumbnail on disk, and nothing else is there.
      const objects = await readdir(path.join(cluster.dataDir, "objects", user.workspaceId));
      expect(objects).toHaveLength(3 * total);
      for (const a of ledger.analyses) expect(objects).toContain(path.basename(a.image_key));

      // The killed worker's job was retried by the other and finished; every other job ran once.
      const heldJob = ledger.finished.find((j) => j.id === held);
      expect(heldJob).toMatchObject({ status: "done" });
      expect(heldJob?.attempts).toBeGreaterThanOrEqual(2);
      expect(ledger.boss).toMatchObject({ state: "completed" });
      expect(ledger.boss?.retry_count).toBeGreaterThanOrEqual(1);
      expect(ledger.finished.filter((j) => j.id !== held && j.attempts !== 1)).toEqual([]);
    });
  }, 300_000);
  test("the API and the remaining worker both deliver webhooks, each delivery exactly once", async () => {
    // The worker killed above is gone: what a single process cannot do, the API must have done.
    expect(doomed.child.exitCode ?? doomed.child.signalCode).not.toBeNull();
    const user = await cluster.createUser("pro");
    const auth = { authorization: `Bearer ${user.token}` };
    const endpoints = 10;
    for (let i = 0; i < endpoints; i++) {
      const res = await fetch(`${api.url}/v1/webhooks`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ url: `${receiver.url}/slow/${i}`, events: ["analysis.completed", "batch.completed"] }),
      });
      expect(res.status).toBe(201);
    }
    const images = 4;
    const files = await Promise.all(
      Array.from({ length: images }, async (_, i) => ({
        bytes: await generatedAd(3000 + i, AD_SIZE, AD_SIZE),
        name: `w-${i}.png`,
      })),
    );
    const accepted = await fetch(`${api.url}/v1/batches`, { method: "POST", headers: auth, body: batchForm(files) });
    expect(accepted.status).toBe(202);

    // Each event fans out to every endpoint at once; every receipt is one delivery id.
    const expected = (images + 1) * endpoints;
    const slow = () => receiver.received.filter((r) => r.path.startsWith("/slow/"));
    for (const deadline = Date.now() + 60_000; slow().length < expected && Date.now() < deadline; )
      await Bun.sleep(100);
    const ids = slow().map((r) => r.headers.get("adlens-delivery-id"));
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);
    // One process runs at most WEBHOOK_CONCURRENCY deliveries at a time; more overlapped.
    expect(receiver.maxInFlight()).toBeGreaterThan(WEBHOOK_CONCURRENCY);

    await cluster.withDeps(async ({ db }) => {
      const log = await db
        .selectFrom("webhook_deliveries as d")
        .innerJoin("webhook_endpoints as e", "e.id", "d.endpoint_id")
        .select(["d.id", "d.status", "d.attempts"])
        .where("e.workspace_id", "=", user.workspaceId)
        .execute();
      expect(log).toHaveLength(expected);
      expect(log.filter((d) => d.status !== "succeeded" || d.attempts !== 1)).toEqual([]);
      expect(log.map((d) => d.id).sort()).toEqual(ids.map(String).sort());
    });
  }, 90_000);
});
