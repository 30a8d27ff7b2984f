/**
 * Benchmark of the local analysis engine through its worker pool, next to a baseline measured in
 * the same run (sharp decode + resize of the same files). Not a test: run `bun bench/analysis.ts`.
 * Env: BENCH_IMAGES (per kind of ad, default 12), ANALYSIS_WORKERS (default CPU count).
 * `--json` prints the figures as one JSON document instead (what `bench/publish.ts` reads).
 */
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createEngine } from "../api/src/analysis/index.ts";
import type { AnalysisResult } from "../api/src/analysis/result.ts";
import { loadConfig } from "../api/src/config.ts";
import { createLogger } from "../api/src/log.ts";

const PER_SIZE = Number(process.env.BENCH_IMAGES ?? 12);
const HEADLINES = ["Big Weekend Deals", "Stream Every Match", "Fly Business Class", "Glow Up Your Skin"];
const CTAS = ["Shop Now", "Sign Up", "Learn More", "Get Started"];
const COLOURS = [
  ["#FFFFFF", "#1D3557", "#E63946"],
  ["#0B3D91", "#FFFFFF", "#FFC72C"],
  ["#E9F5DB", "#2F3E46", "#718355"],
  ["#6A0DAD", "#FFFFFF", "#FFFFFF"],
];

const PHOTOS = path.resolve(import.meta.dir, "../api/test/fixtures/photos");
const PHOTO_FILES = ["portrait.jpg", "dinner.jpg", "standing.jpg", "seated.jpg"];

/**
 * A generated ad: brand, headline and a button on a flat page. With `photo`, a photograph (from
 * the test fixtures) fills the right 45 % of it, as in most real social and display ads; flat
 * artwork and photo ads cost differently (the people detector runs only where a photo is).
 */
async function ad(width: number, height: number, i: number, photo = false): Promise<Uint8Array> {
  const [bg, text, accent] = COLOURS[i % COLOURS.length]!;
  const s = Math.min(width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${bg}"/>
    <circle cx="${width * 0.75}" cy="${height * 0.55}" r="${s * 0.18}" fill="${accent}" opacity="0.35"/>
    <text x="${width * 0.06}" y="${height * 0.12}" font-family="DejaVu Sans" font-weight="bold" font-size="${s * 0.05}" fill="${text}">BRAND${i}</text>
    <text x="50%" y="${height * 0.32}" font-family="DejaVu Sans" font-weight="bold" font-size="${s * 0.085}" fill="${text}" text-anchor="middle">${HEADLINES[i % 4]}</text>
    <rect x="${width * 0.33}" y="${height * 0.75}" width="${width * 0.34}" height="${height * 0.11}" rx="${s * 0.02}" fill="${accent}"/>
    <text x="50%" y="${height * 0.825}" font-family="DejaVu Sans" font-weight="bold" font-size="${s * 0.05}" fill="${bg === accent ? text : bg}" text-anchor="middle">${CTAS[i % 4]}</text>
  </svg>`;
  let img = sharp(Buffer.from(svg));
  if (photo) {
    const pw = Math.round(width * 0.45);
    const picture = await sharp(path.join(PHOTOS, PHOTO_FILES[i % PHOTO_FILES.length]!))
      .resize(pw, height, { fit: "cover" })
      .toBuffer();
    img = sharp(await img.png().toBuffer()).composite([{ input: picture, left: width - pw, top: 0 }]);
  }
  const buf = i % 2 === 0 ? await img.png().toBuffer() : await img.jpeg({ quality: 88 }).toBuffer();
  return new Uint8Array(buf);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * CPU ms so far of each kind of thread of this process (Linux only, else empty): the analysis
 * workers and their text readers ("Worker"), libvips, the JIT's compiler threads, the garbage
 * collector's helpers. Says where an image's CPU goes when the total moves.
 */
function threadCpu(): Map<string, number> {
  const byKind = new Map<string, number>();
  let tasks: string[];
  try {
    tasks = readdirSync("/proc/self/task");
  } catch {
    return byKind;
  }
  for (const tid of tasks) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      const kind = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")).replace(/[\s#]*\d*$/, "");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime, in clock ticks of 10 ms.
      byKind.set(kind, (byKind.get(kind) ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return byKind;
}

async function measure(name: string, files: Uint8Array[], run: (b: Uint8Array) => Promise<unknown>) {
  const latencies: number[] = [];
  const threadsBefore = threadCpu();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    files.map(async (bytes) => {
      const s = performance.now();
      await run(bytes);
      latencies.push(performance.now() - s);
    }),
  );
  const wall = performance.now() - started;
  // Every thread of the process (workers, their reader threads, libvips): what one image costs.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / files.length;
  const threads = [...threadCpu()]
    .map(([kind, ms]) => [kind, (ms - (threadsBefore.get(kind) ?? 0)) / files.length] as const)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1]);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name,
    n: files.length,
    p50: pct(sorted, 0.5),
    p95: pct(sorted, 0.95),
    perSec: (files.length * 1000) / wall,
    cpuMs,
    threads: threads.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(", "),
  };
}

/**
 * Sequential latency (one image at a time through the pool): the figure a single upload sees,
 * with the p50 wall time of each stage as the engine recorded it.
 */
async function sequential(files: Uint8Array[], run: (b: Uint8Array) => Promise<{ result: AnalysisResult }>) {
  const latencies: number[] = [];
  const stages = new Map<string, number[]>();
  for (const bytes of files) {
    const s = performance.now();
    const { result } = await run(bytes);
    latencies.push(performance.now() - s);
    for (const [name, ms] of Object.entries(result.engine?.stages_ms ?? {}))
      stages.set(name, [...(stages.get(name) ?? []), ms]);
  }
  const sorted = latencies.sort((a, b) => a - b);
  const stageP50 = [...stages].map(
    ([name, ms]) =>
      `${name} ${pct(
        [...ms].sort((a, b) => a - b),
        0.5,
      )}`,
  );
  return { p50: pct(sorted, 0.5), p95: pct(sorted, 0.95), stages: stageP50.join(", ") };
}

/** The process's peak resident memory (every worker is a thread of this process), MB. */
function peakRssMb(): number {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
  return hwm ? Number(hwm[1]) / 1024 : process.memoryUsage().rss / 1048576;
}

const config = loadConfig({ LOG_LEVEL: "silent", ANALYSIS_WORKERS: process.env.ANALYSIS_WORKERS });
const engine = createEngine(config, createLogger("silent"));
const baseline = (bytes: Uint8Array) => sharp(bytes).resize(800, 800, { fit: "inside" }).raw().toBuffer();
const analyse = (bytes: Uint8Array) => engine.analyze({ bytes, filename: "bench" });
const asJson = process.argv.includes("--json");
const say = (line: string) => {
  if (!asJson) console.log(line);
};
const kinds: {
  ad: string;
  images: number;
  one_at_a_time_p50_ms: number;
  one_at_a_time_p95_ms: number;
  batch_images_per_second: number;
  cpu_ms_per_image: number;
  baseline_cpu_ms_per_image: number;
  baseline_images_per_second: number;
}[] = [];

say(`cpus ${os.availableParallelism()}, workers ${config.analysis.workers}, ${PER_SIZE} images per size`);
// Warm every worker before timing: the models load on the first image, and the JIT compiles the
// engine's hot code over the first few (a pool's workers live for the process's life, so the
// steady state is what users get). WARM_ROUNDS rounds in which every worker gets a photo ad (so
// its people detector is loaded before any timing) and then a small flat one: sent as many at a
// time as there are workers, the pool gives each worker one.
const WARM_ROUNDS = 3;
const everyWorker = (bytes: Uint8Array) =>
  Promise.all(Array.from({ length: config.analysis.workers }, () => analyse(bytes)));
for (let round = 0; round < WARM_ROUNDS; round++) {
  await everyWorker(await ad(1080, 1080, 100 + round, true));
  await everyWorker(await ad(300, 250, 100 + round));
}

for (const [w, h, photo] of [
  [1080, 1080, false],
  [1080, 1080, true],
  [300, 250, false],
] as const) {
  const files = await Promise.all(Array.from({ length: PER_SIZE }, (_, i) => ad(w, h, i, photo)));
  const base = await measure("sharp decode+resize", files, baseline);
  const seq = await sequential(files.slice(0, Math.min(6, files.length)), analyse);
  const eng = await measure("local engine (pool)", files, analyse);
  const kind = `${w}×${h}${photo ? ", a photo on the right 45 %" : ", flat artwork"}`;
  kinds.push({
    ad: kind,
    images: files.length,
    one_at_a_time_p50_ms: seq.p50,
    one_at_a_time_p95_ms: seq.p95,
    batch_images_per_second: eng.perSec,
    cpu_ms_per_image: eng.cpuMs,
    baseline_cpu_ms_per_image: base.cpuMs,
    baseline_images_per_second: base.perSec,
  });
  say(`\n${kind}`);
  say(
    `  baseline  p50 ${base.p50.toFixed(1)} ms  p95 ${base.p95.toFixed(1)} ms  ${base.perSec.toFixed(1)} img/s  ${base.cpuMs.toFixed(1)} ms of CPU per image`,
  );
  say(`  engine    one at a time: p50 ${seq.p50.toFixed(0)} ms  p95 ${seq.p95.toFixed(0)} ms`);
  say(`  stages    p50 ms, one at a time: ${seq.stages}`);
  say(`  engine    batch: p50 ${eng.p50.toFixed(0)} ms  p95 ${eng.p95.toFixed(0)} ms  ${eng.perSec.toFixed(2)} img/s`);
  // CPU time does not depend on what else the machine runs, so it shows the ceiling even when busy.
  const cores = os.availableParallelism();
  say(
    `  cpu       ${eng.cpuMs.toFixed(0)} ms of CPU per image (all threads): at most ${((cores * 1000) / eng.cpuMs).toFixed(2)} img/s on ${cores} cores`,
  );
  if (eng.threads) say(`  threads   CPU ms per image by thread: ${eng.threads}`);
  say(
    `  ratio     CPU per image ×${(eng.cpuMs / base.cpuMs).toFixed(1)} of baseline; one-at-a-time p50 ×${(seq.p50 / base.p50).toFixed(0)}; throughput ${(eng.perSec / base.perSec).toFixed(3)}× baseline`,
  );
}
say(`\npeak RSS of the process (all ${config.analysis.workers} workers) ${peakRssMb().toFixed(0)} MB`);
if (asJson) {
  const figures = {
    measured_at: new Date().toISOString(),
    cpu_model: os.cpus()[0]?.model ?? "unknown",
    cpus: os.availableParallelism(),
    workers: config.analysis.workers,
    kinds,
  };
  console.log(JSON.stringify(figures, null, 2));
}
await engine.close();
