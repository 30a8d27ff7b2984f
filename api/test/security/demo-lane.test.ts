/**
 * Findings 3 and 4 of issue 23: the anonymous demo could take every analysis slot (it ran on the
 * request thread, limited per full IPv6 address), and answered 503 in the scaled layout.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "kysely";
import type { AnalysisEngine } from "../../src/analysis/engine.ts";
import { createEngine } from "../../src/analysis/index.ts";
import { loadConfig } from "../../src/config.ts";
import { startAnalysisWorkers } from "../../src/jobs/analysis-workers.ts";
import { createLogger } from "../../src/log.ts";
import { errorOf, multipart, TEST_TIMEOUT_MS, tinyPng, upload } from "../analyses/helpers.ts";
import { startTestApp, type TestApp } from "../harness.ts";
import { startCluster } from "../jobs/processes.ts";

setDefaultTimeout(TEST_TIMEOUT_MS * 2);

/**
 * The real engine, with a gate in front of demo images (their names start with `demo-`) and a
 * record of how many were inside at once: a demo stays in the engine until the test opens it.
 */
function gatedEngine(inner: AnalysisEngine) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { demosInside: 0, mostDemosAtOnce: 0, entered: 0, open };
  const engine: AnalysisEngine = {
    async analyze(input, signal) {
      if (!input.filename.startsWith("demo-")) return inner.analyze(input, signal);
      state.entered++;
      state.demosInside++;
      state.mostDemosAtOnce = Math.max(state.mostDemosAtOnce, state.demosInside);
      try {
        await gate;
        return await inner.analyze(input, signal);
      } finally {
        state.demosInside--;
      }
    },
    close: () => inner.close(),
  };
  return { engine, state };
}

async function until(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await Bun.sleep(25);
  }
}

describe("3. the demo on its own lane", () => {
  let t: TestApp;
  let gated: ReturnType<typeof gatedEngine>;
  beforeAll(async () => {
    const env = { ANALYSIS_WORKERS: "2", DEMO_CONCURRENCY: "1" };
    gated = gatedEngine(createEngine(loadConfig({ NODE_ENV: "test", ...env }), createLogger("silent")));
    t = await startTestApp({ env, engine: gated.engine });
  });
  afterAll(async () => {
    gated.state.open();
    await t.close();
  });

  const demo = (ip: string, bytes: Uint8Array, name: string) =>
    t.request("/v1/demo/analyze", { body: multipart(bytes, name), headers: { "x-forwarded-for": ip } });

  test("runs one demo at a time across the instance while a paying user's upload goes straight through", async () => {
    const image = await tinyPng(5, 400, 400);
    const demos = ["203.0.113.1", "203.0.113.2", "203.0.113.3"].map((ip, i) => demo(ip, image, `demo-${i}.png`));
    await until(() => gated.state.entered >= 1);
    // A worker is free, but the lane is full: no second demo starts.
    await Bun.sleep(1_000);
    expect(gated.state.entered).toBe(1);

    const paying = await t.createUser({ tier: "pro" });
    const started = performance.now();
    const res = await upload(t, paying.token, await tinyPng(6), "paid.png");
    expect(res.status).toBe(201);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(gated.state.demosInside).toBe(1);

    gated.state.open();
    const answers = await Promise.all(demos);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(gated.state.mostDemosAtOnce).toBe(1);
    // Nothing of the demos stays in the queue: their jobs (and images) are deleted once answered.
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE group_id = 'demo'`.execute(
      t.deps.db,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  test("limits an IPv6 visitor by the /64, not by the address it can rotate", async () => {
    const bad = new TextEncoder().encode("not an image");
    for (let i = 0; i < 5; i++) {
      const res = await demo(`2001:db8:7:9:${i}::1`, bad, "x.png");
      expect(res.status).toBe(415);
    }
    const rotated = await demo("2001:db8:7:9:ffff:1:2:3", bad, "x.png");
    expect(await errorOf(rotated)).toMatchObject({ status: 429, code: "rate_limited" });
    expect((await demo("2001:db8:7:a::1", bad, "x.png")).status).toBe(415);
  });
});

describe("3. the demo behind everything else", () => {
  test("is fetched after batch work queued later, and answers 503 busy when no slot frees in time", async () => {
    // No workers here: the queue is read by hand, in the order any worker would be given it.
    const t = await startTestApp({ env: { ANALYSIS_WORKERS: "0", DEMO_WAIT_SECONDS: "3" } });
    try {
      const pending = t.request("/v1/demo/analyze", {
        body: multipart(await tinyPng(7), "demo-late.png"),
        headers: { "x-forwarded-for": "198.51.100.41" },
      });
      const demoJob = sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE group_id = 'demo'`;
      for (let i = 0; (await demoJob.execute(t.deps.db)).rows[0]?.n !== 1; i++) {
        if (i > 200) throw new Error("the demo was never queued");
        await Bun.sleep(25);
      }
      const user = await t.createUser({ tier: "basic" });
      const batch = await t.request("/v1/batches", {
        token: user.token,
        json: { images: [{ image_url: "https://example.com/a.png" }, { image_url: "https://example.com/b.png" }] },
      });
      expect(batch.status).toBe(202);
      const order: string[] = [];
      for (let i = 0; i < 3; i++) {
        const [job] = await t.deps.jobs.fetch<{ demo?: unknown }>("analysis", { batchSize: 1 });
        order.push(job?.data.demo ? "demo" : job ? "batch" : "none");
      }
      expect(order).toEqual(["batch", "batch", "demo"]);
      const res = await pending;
      expect(await errorOf(res)).toMatchObject({ status: 503, code: "service_unavailable" });
      expect(res.headers.get("retry-after")).toBe("60");
    } finally {
      await t.close();
    }
  });
});

describe("4. the demo with ANALYSIS_WORKERS=0 on the API", () => {
  test("is analysed by a worker of another process over the same database", async () => {
    const api = await startTestApp({ env: { ANALYSIS_WORKERS: "0" } });
    // The worker process's share: the same database and queue, its own engine.
    const engine = createEngine({ ...api.config, analysis: { ...api.config.analysis, workers: 1 } }, api.deps.log);
    try {
      expect(api.deps.engine).toBeNull();
      await startAnalysisWorkers({ ...api.deps, engine }, 1);
      const res = await api.request("/v1/demo/analyze", {
        body: multipart(await tinyPng(9), "scaled.png"),
        headers: { "x-forwarded-for": "198.51.100.40" },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { filename: string; analysis_result: { effectiveness_score: number } };
      expect(body.filename).toBe("scaled.png");
      expect(body.analysis_result.effectiveness_score).toBeGreaterThan(0);
    } finally {
      await api.close();
      await engine.close();
    }
  });
});

// The scaled layout as deployed: an API process at ANALYSIS_WORKERS=0 and a `bun run worker`
// process, over PostgreSQL (a worker process cannot open the embedded database).
describe.skipIf(!process.env.DATABASE_URL)("4. the demo across real API and worker processes", () => {
  test("the API at ANALYSIS_WORKERS=0 answers a demo analysed by the worker process", async () => {
    const cluster = await startCluster({ ANALYSIS_WORKERS: "0" });
    try {
      const [api] = await Promise.all([
        cluster.spawn("src/main.ts"),
        cluster.spawn("src/worker.ts", { ANALYSIS_WORKERS: "1" }),
      ]);
      const res = await fetch(`${api.url}/v1/demo/analyze`, {
        method: "POST",
        body: multipart(await tinyPng(11), "processes.png"),
        headers: { "x-forwarded-for": "198.51.100.42" },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { filename: string }).filename).toBe("processes.png");
    } finally {
      await cluster.close();
    }
  });
});
