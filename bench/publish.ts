/**
 * Writes the figures the public site quotes (`web/src/pages/benchmark/figures.json`, read by the
 * landing page and /benchmark) from the JSON the benches print, so the site shows what a run
 * measured and nothing typed in by hand (docs/adr/0100-public-figures-from-benchmarks.md).
 * Not a test, and it runs no bench itself:
 *
 *   bun bench/quality.ts ../shared/eval/real --json > /tmp/quality.json
 *   bun bench/analysis.ts --json > /tmp/analysis.json
 *   DATABASE_URL=postgres://… bun bench/jobs.ts --json > /tmp/jobs.json
 *   bun bench/publish.ts [--quality /tmp/quality.json --data "20 real published ads, …"] \
 *     [--analysis /tmp/analysis.json] [--jobs /tmp/jobs.json]
 *
 * Each section is published from its own run, with its own date: a section whose file is not
 * given keeps the figures already published. `--data` says in words what the quality set is (it
 * is not in the repository).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import type { BenchmarkFigures } from "../web/src/pages/benchmark/figures.ts";

const OUT = path.resolve(import.meta.dir, "../web/src/pages/benchmark/figures.json");

/** The whole set's column of `bench/quality.ts --json` (its totals are by half too: all, tune, check). */
const totals = z.object({
  analysed: z.number().int().positive(),
  all_text_word_recall: z.number(),
  text_word_precision: z.number(),
  cta_f1: z.number(),
  brand_exact: z.number(),
  people_f1: z.number(),
  ad_type_right: z.number(),
  background_in_top3: z.number(),
  engine_ms_p50: z.number(),
});
const quality = z.object({
  dir: z.string(),
  measured_at: z.string(),
  degraded: z.string().nullable(),
  split: z.literal("all"),
  totals: z.object({ all: totals }),
});

const analysis = z.object({
  measured_at: z.string(),
  cpu_model: z.string(),
  cpus: z.number().int().positive(),
  workers: z.number().int().positive(),
  kinds: z
    .array(
      z.object({
        ad: z.string(),
        images: z.number().int().positive(),
        one_at_a_time_p50_ms: z.number(),
        one_at_a_time_p95_ms: z.number(),
        batch_images_per_second: z.number(),
        cpu_ms_per_image: z.number().positive(),
      }),
    )
    .min(1),
});

const jobs = z.object({
  measured_at: z.string(),
  cpu_model: z.string(),
  cpus: z.number().int().positive(),
  images: z.number().int().positive(),
  threads: z.number().int().positive(),
  rows: z
    .array(
      z.object({
        setup: z.string(),
        workers: z.number().int().positive(),
        perSecond: z.number(),
        once: z.boolean(),
      }),
    )
    .min(1),
});

const { values } = parseArgs({
  options: {
    quality: { type: "string" },
    data: { type: "string" },
    analysis: { type: "string" },
    jobs: { type: "string" },
  },
});
const previous: BenchmarkFigures | null = existsSync(OUT) ? JSON.parse(readFileSync(OUT, "utf8")) : null;
const usage =
  "usage: bun bench/publish.ts [--quality QUALITY.json --data 'what the set is'] [--analysis ANALYSIS.json] [--jobs JOBS.json]";
if ((!values.quality && !values.analysis && !values.jobs) || Boolean(values.quality) !== Boolean(values.data)) {
  console.error(usage);
  process.exit(2);
}
if ((!values.quality && !previous?.quality) || (!values.analysis && !previous?.speed)) {
  console.error(`nothing published yet for a section not given: ${usage}`);
  process.exit(2);
}

const read = <T>(schema: z.ZodType<T>, file: string): T => schema.parse(JSON.parse(readFileSync(file, "utf8")));

function scaling(): BenchmarkFigures["scaling"] {
  if (!values.jobs) return previous?.scaling ?? null;
  const j = read(jobs, values.jobs);
  if (j.rows.some((r) => !r.once)) throw new Error(`${values.jobs}: a run lost or double-counted images`);
  const single = j.rows[0]?.perSecond ?? 1;
  return {
    measured_at: j.measured_at,
    command: `BENCH_IMAGES=${j.images} BENCH_THREADS=${j.threads} DATABASE_URL=postgres://… bun bench/jobs.ts`,
    machine: `${j.cpus} CPU cores (${j.cpu_model})`,
    images: j.images,
    rows: j.rows.map((r) => ({
      setup: r.setup,
      workers: r.workers,
      images_per_second: r.perSecond,
      images_per_second_per_worker: r.perSecond / r.workers,
      times_single: r.perSecond / single,
    })),
  };
}

function qualityFigures(): BenchmarkFigures["quality"] {
  if (!values.quality || !values.data) return (previous as BenchmarkFigures).quality;
  const q = read(quality, values.quality);
  if (q.degraded)
    throw new Error(`${values.quality} is a degraded run (${q.degraded}); publish the images as published`);
  const t = q.totals.all;
  return {
    measured_at: q.measured_at,
    command: `bun bench/quality.ts ${q.dir}`,
    data: values.data,
    images: t.analysed,
    text_recall: t.all_text_word_recall,
    text_precision: t.text_word_precision,
    cta_f1: t.cta_f1,
    brand_exact: t.brand_exact,
    people_f1: t.people_f1,
    ad_type_accuracy: t.ad_type_right,
    background_top3: t.background_in_top3,
    p50_ms: t.engine_ms_p50,
  };
}

function speedFigures(): BenchmarkFigures["speed"] {
  if (!values.analysis) return (previous as BenchmarkFigures).speed;
  const a = read(analysis, values.analysis);
  return {
    measured_at: a.measured_at,
    command: `BENCH_IMAGES=${a.kinds[0]?.images} ANALYSIS_WORKERS=${a.workers} bun bench/analysis.ts`,
    machine: `${a.cpus} CPU cores (${a.cpu_model})`,
    workers: a.workers,
    kinds: a.kinds,
  };
}

const figures: BenchmarkFigures = {
  generated: "Written by `bun bench/publish.ts` from the benches' JSON output. Do not edit by hand: rerun it.",
  quality: qualityFigures(),
  speed: speedFigures(),
  scaling: scaling(),
};
writeFileSync(OUT, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
