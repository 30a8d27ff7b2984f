/**
 * Quality of the analysis engine on ads with known truth, as the API runs it (the upload's image
 * preparation, then the engine's worker pool). Not a test: run `bun bench/quality.ts DIR`.
 *
 * DIR holds the images and a `truth.json`, in the real-ads format (`headline`, `all_text`, `cta`,
 * `brand`, `background`, `has_people`, `ad_type`) or the synthetic fixtures' format (`brand`,
 * `headline`, `body`, `cta`, `colors.background`, whose drawn strings are the whole text). Every
 * figure is computed by `bench/scorer.ts`, the same definitions the shared scorer uses. A missing
 * DIR is skipped with a message, so the command runs where the real set is absent.
 *
 * The images are split into a *tune* half and a *check* half by a hash of the file name (the
 * first byte of its SHA-256, even or odd), fixed for ever. Rules are developed on the tune half;
 * a change is kept only when the check half improves too. The report prints all, tune, check and
 * the tune − check gap.
 *
 * Flags:
 * - `--split=tune|check` analyses one half only (the faster loop while developing);
 * - `--json` prints the per-image scores and the totals as JSON;
 * - `--verbose` prints what the engine read for every image, and every miss;
 * - `--out=DIR` writes each analysis as `DIR/<file>.json`, the body the shared scorer reads;
 * - `--degrade=KIND:VALUE` first degrades every image the way ads are degraded on their way to us
 *   (`scale:0.75` resized, `jpeg:35` recompressed at that quality, `blur:0.8` a Gaussian blur of
 *   that sigma). Scaling changes an ad's size, so its placement and ad type may rightly change.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { createEngine } from "../api/src/analysis/index.ts";
import { loadConfig } from "../api/src/config.ts";
import { ApiError } from "../api/src/errors.ts";
import { createLogger } from "../api/src/log.ts";
import { prepareImage } from "../api/src/services/images/prepare.ts";
import { type Family, halfOf, type ItemScore, type RealTruth, scoreItem, type Totals, totals } from "./scorer.ts";

interface SyntheticTruth {
  file: string;
  brand: string | null;
  headline: string | null;
  body: string | null;
  cta: string | null;
  ad_type: Family;
  colors: { background: string };
  photo: unknown;
}

function readTruth(dir: string): RealTruth[] {
  const raw = JSON.parse(readFileSync(path.join(dir, "truth.json"), "utf8")) as (RealTruth | SyntheticTruth)[];
  return raw.map((t) =>
    "all_text" in t
      ? t
      : {
          file: t.file,
          headline: t.headline,
          all_text: [t.brand, t.headline, t.body, t.cta].filter((s): s is string => Boolean(s)),
          cta: t.cta,
          brand: t.brand,
          background: t.colors.background,
          has_people: t.photo !== null && t.photo !== undefined && /person|people|face/i.test(JSON.stringify(t.photo)),
          ad_type: t.ad_type,
        },
  );
}

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dir = args.find((a) => !a.startsWith("--"));
// `--split` alone reports both halves side by side (as without it); `--split=tune|check` runs one.
const split = flag("split");
const out = flag("out");
const [degradeKind, degradeValue] = (flag("degrade") ?? "").split(":");
const degradeBy = Number(degradeValue);
const DEGRADE: Record<string, (image: Sharp, width: number, height: number) => Sharp> = {
  scale: (image, width, height) => image.resize(Math.round(width * degradeBy), Math.round(height * degradeBy)),
  jpeg: (image) => image.jpeg({ quality: degradeBy }),
  blur: (image) => image.blur(degradeBy),
};
const degradation = degradeKind ? DEGRADE[degradeKind] : undefined;
if (
  !dir ||
  (degradeKind && (!degradation || !(degradeBy > 0))) ||
  (split !== undefined && split !== "tune" && split !== "check")
) {
  console.error(
    "usage: bun bench/quality.ts DIR [--split=tune|check] [--json] [--verbose] [--out=DIR] [--degrade=scale:0.75|jpeg:35|blur:0.8]",
  );
  process.exit(2);
}

/** The image as read from disk, or degraded as `--degrade` asks. */
async function source(file: string): Promise<Uint8Array> {
  const bytes = new Uint8Array(readFileSync(file));
  if (!degradation) return bytes;
  const { width, height } = await sharp(bytes).metadata();
  return new Uint8Array(await degradation(sharp(bytes), width ?? 0, height ?? 0).toBuffer());
}
if (!existsSync(path.join(dir, "truth.json"))) {
  console.log(`skipped: ${dir}/truth.json not found`);
  process.exit(0);
}

const truth = readTruth(dir).filter((t) => !split || halfOf(t.file) === split);
const config = loadConfig({ LOG_LEVEL: "silent", ANALYSIS_WORKERS: process.env.ANALYSIS_WORKERS ?? "1" });
const engine = createEngine(config, createLogger("silent"));
if (out) mkdirSync(out, { recursive: true });
const items: ItemScore[] = [];
const refused: string[] = [];
try {
  for (const t of truth) {
    // An image the API would refuse (a degraded banner below the minimum size) is left out, as the
    // shared scorer leaves out an image with no result, and named.
    const image = await prepareImage(await source(path.join(dir, t.file))).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      refused.push(`${t.file}: ${error.message}`);
      return null;
    });
    if (!image) continue;
    const started = performance.now();
    const { result } = await engine.analyze({ bytes: image.bytes, filename: t.file });
    const ms = performance.now() - started;
    const item = { ...scoreItem(t, { analysis_result: result }), ms };
    items.push(item);
    if (out) writeFileSync(path.join(out, `${t.file}.json`), JSON.stringify({ analysis_result: result }));
    if (args.includes("--verbose")) {
      console.log(`\n## ${t.file} (${halfOf(t.file)})\n${result.text_content}`);
      const misses = [
        item.headline.ok === false && `headline ${JSON.stringify(item.headline.got)} ≠ ${JSON.stringify(t.headline)}`,
        (item.cta.fp || item.cta.fn) && `cta ${JSON.stringify(item.cta.got)} ≠ ${JSON.stringify(t.cta)}`,
        item.brand.ok !== true &&
          item.brand.got !== item.brand.want &&
          `brand ${JSON.stringify(item.brand.got)} ≠ ${JSON.stringify(t.brand)}`,
        item.wrong_advice.length > 0 && `advice ${item.wrong_advice.join(" | ")}`,
      ].filter(Boolean);
      for (const m of misses) console.log(`  ✗ ${m}`);
    }
  }
} finally {
  await engine.close();
}

const columns: [string, Totals][] = [["all", totals(items)]];
if (!split) {
  columns.push(["tune", totals(items.filter((i) => halfOf(i.file) === "tune"))]);
  columns.push(["check", totals(items.filter((i) => halfOf(i.file) === "check"))]);
}

if (args.includes("--json")) {
  const measuredAt = new Date().toISOString();
  const degraded = degradeKind ? `${degradeKind}:${degradeBy}` : null;
  const body = {
    dir,
    measured_at: measuredAt,
    degraded,
    split: split ?? "all",
    refused,
    totals: Object.fromEntries(columns),
    items,
  };
  console.log(JSON.stringify(body, null, 2));
} else {
  const degraded = degradeKind ? `, degraded ${degradeKind} ${degradeBy}` : "";
  console.log(
    `engine quality on ${dir} (${items.length} images${split ? `, ${split} half` : ""}, workers ${config.analysis.workers}${degraded})`,
  );
  for (const r of refused) console.log(`  refused by the API, not scored: ${r}`);
  console.log("");
  const keys = Object.keys(columns[0]![1]) as (keyof Totals)[];
  const cell = (v: number | null) => (v === null ? "-" : Number.isInteger(v) ? String(v) : v.toFixed(3));
  const header = ["metric".padEnd(22), ...columns.map(([n]) => n.padStart(7))];
  if (!split) header.push("gap".padStart(7));
  console.log(header.join(" "));
  for (const k of keys) {
    const values = columns.map(([, t]) => t[k]);
    const row = [k.padEnd(22), ...values.map((v) => cell(v === null ? null : Math.round(v * 1000) / 1000).padStart(7))];
    if (!split) {
      const [tune, check] = [values[1], values[2]];
      row.push((tune == null || check == null || k === "analysed" ? "" : (tune - check).toFixed(3)).padStart(7));
    }
    console.log(row.join(" "));
  }
  // Right by the scorer's a–z/0–9 tokens only: a name in another script that says something else.
  for (const i of items.filter((i) => i.brand.ok && !i.brand.anyScript)) {
    console.log(
      `  brand counted right but different in letters the scorer drops: ${i.file} ${i.brand.got} ≠ ${i.brand.want}`,
    );
  }
}
