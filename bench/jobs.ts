/**
 * Analysis throughput on the job queue, beside the single-process figure from the same run:
 *   1. one API process analysing in-process (ANALYSIS_WORKERS=k, the `bun start` shape),
 *   2. an API at ANALYSIS_WORKERS=0 with one `bun run worker` process (k threads),
 *   3. the same with two worker processes,
 * each on a fresh database with BENCH_IMAGES generated ads queued as batches. While the queue is
 * full in each run, `GET /health` is sampled and its p50/p99 printed (the target: p99 < 50 ms).
 * Not a test: timings are printed, not asserted; it does check that every image was stored and
 * counted exactly once (exit 1 if not). Needs DATABASE_URL (PostgreSQL): worker processes cannot
 * share PGlite.
 *
 *   DATABASE_URL=postgres://… bun bench/jobs.ts
 *
 * Env: BENCH_IMAGES (default 200), BENCH_THREADS (analyses per process, default 1).
 * Each row also gives images/s per analysis worker (thread): what one worker core delivers, and
 * how that holds as workers are added. The machine (CPU model and count) is printed with them.
 * `--json` prints the rows as one JSON document instead (what `bench/publish.ts` reads).
 */
import os from "node:os";
import { batchForm, generatedAd } from "../api/test/jobs/ads.ts";
import { startCluster } from "../api/test/jobs/processes.ts";

if (!process.env.DATABASE_URL) {
  console.error("bench/jobs.ts needs DATABASE_URL (a PostgreSQL server): worker processes cannot share PGlite.");
  process.exit(78);
}
const IMAGES = Number(process.env.BENCH_IMAGES ?? 200);
const THREADS = String(process.env.BENCH_THREADS ?? 1);
/** The Enterprise batch cap; larger runs are queued as several batches at once. */
const CAP = 100;

interface Row {
  setup: string;
  /** Analysis worker threads across every process that analyses. */
  workers: number;
  seconds: number;
  perSecond: number;
  healthP50: number;
  healthP99: number;
  samples: number;
  /** Every image stored and counted exactly once. */
  once: boolean;
}

const files = await Promise.all(
  Array.from({ length: IMAGES }, async (_, i) => ({ bytes: await generatedAd(i), name: `bench-${i}.png` })),
);

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

async function measure(setup: string, apiWorkers: string, workerProcesses: number): Promise<Row> {
  const workers = Number(apiWorkers) + workerProcesses * Number(THREADS);
  const cluster = await startCluster({ ANALYSIS_WORKERS: apiWorkers, LOG_LEVEL: "info" });
  try {
    const api = await cluster.spawn("src/main.ts");
    for (let i = 0; i < workerProcesses; i++) await cluster.spawn("src/worker.ts", { ANALYSIS_WORKERS: THREADS });
    const user = await cluster.createUser("enterprise");
    const auth = { authorization: `Bearer ${user.token}` };
    // One upload first, so model loading is not counted as throughput.
    const warm = new FormData();
    warm.append("file", new File([files[0]?.bytes as Uint8Array<ArrayBuffer>], "warm.png", { type: "image/png" }));
    await fetch(`${api.url}/v1/analyses`, { method: "POST", headers: auth, body: warm });

    const started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < files.length; i += CAP) {
      const res = await fetch(`${api.url}/v1/batches`, {
        method: "POST",
        headers: auth,
        body: batchForm(files.slice(i, i + CAP)),
      });
      if (res.status !== 202) throw new Error(`batch refused: ${res.status} ${await res.text()}`);
      ids.push(((await res.json()) as { id: string }).id);
    }

    const health: number[] = [];
    let draining = true;
    const sampler = (async () => {
      while (draining) {
        const t0 = performance.now();
        await (await fetch(`${api.url}/health`)).arrayBuffer();
        health.push(performance.now() - t0);
        await Bun.sleep(50);
      }
    })();
    for (;;) {
      const batches = await Promise.all(
        ids.map(
          async (id) =>
            (await (await fetch(`${api.url}/v1/batches/${id}`, { headers: auth })).json()) as {
              status: string;
              counts: { failed: number };
            },
        ),
      );
      if (batches.every((b) => b.status === "completed")) {
        const failed = batches.reduce((n, b) => n + b.counts.failed, 0);
        if (failed) console.warn(`${setup}: ${failed} analyses failed`);
        break;
      }
      await Bun.sleep(250);
    }
    const seconds = (performance.now() - started) / 1000;
    draining = false;
    await sampler;
    // Each image analysed and counted once: stored rows and the month's count both equal the
    // images sent (plus the warm-up), and nothing is left reserved.
    const ledger = await cluster.withDeps(async ({ db }) => {
      const stored = await db
        .selectFrom("image_analyses")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("workspace_id", "=", user.workspaceId)
        .executeTakeFirstOrThrow();
      const counters = await db
        .selectFrom("workspaces")
        .select(["current_month_uploads", "reserved_uploads"])
        .where("id", "=", user.workspaceId)
        .executeTakeFirstOrThrow();
      return { stored: Number(stored.n), ...counters };
    });
    const once =
      ledger.stored === IMAGES + 1 && ledger.current_month_uploads === IMAGES + 1 && ledger.reserved_uploads === 0;
    if (!once) console.warn(`${setup}: ledger off: ${JSON.stringify(ledger)} for ${IMAGES + 1} images`);
    health.sort((a, b) => a - b);
    return {
      setup,
      workers,
      seconds,
      perSecond: IMAGES / seconds,
      healthP50: percentile(health, 50),
      healthP99: percentile(health, 99),
      samples: health.length,
      once,
    };
  } finally {
    await cluster.close();
  }
}

const rows = [
  await measure(`one API process, ${THREADS} thread(s) in-process`, THREADS, 0),
  await measure(`API at 0 + 1 worker process (${THREADS} thread(s))`, "0", 1),
  await measure(`API at 0 + 2 worker processes (${THREADS} thread(s) each)`, "0", 2),
];
const base = rows[0]?.perSecond ?? 1;
if (rows.some((r) => !r.once)) process.exitCode = 1;
const cpus = os.cpus();
const machine = { cpu_model: cpus[0]?.model.trim() ?? "unknown", cpus: cpus.length };
if (process.argv.includes("--json")) {
  const measuredAt = new Date().toISOString();
  console.log(
    JSON.stringify({ measured_at: measuredAt, ...machine, images: IMAGES, threads: Number(THREADS), rows }, null, 2),
  );
  process.exit();
}
console.log(`\n${IMAGES} generated ads queued as batches; /health sampled every 50 ms while the queue drained`);
console.log(`machine: ${machine.cpus} CPU cores (${machine.cpu_model})\n`);
console.log(
  [
    "setup".padEnd(52),
    "workers".padStart(8),
    "images/s".padStart(9),
    "per worker".padStart(11),
    "× single".padStart(9),
    "health p50".padStart(11),
    "p99".padStart(8),
  ].join(" "),
);
for (const r of rows) {
  console.log(
    [
      r.setup.padEnd(52),
      String(r.workers).padStart(8),
      r.perSecond.toFixed(2).padStart(9),
      (r.perSecond / r.workers).toFixed(2).padStart(11),
      (r.perSecond / base).toFixed(2).padStart(9),
      `${r.healthP50.toFixed(1)} ms`.padStart(11),
      `${r.healthP99.toFixed(1)} ms`.padStart(8),
      (r.once ? "yes" : "NO").padStart(5),
    ].join(" "),
  );
}
console.log(
  "\nTwo worker processes only beat one where there are CPUs for both; on a 2-core machine shared with the API and PostgreSQL expect well under 2×.",
);
