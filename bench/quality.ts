/**
 * Quality of the analysis engine on ads with known truth, as the API runs it (the upload's image
 * preparation, then the engine's worker pool). Not a test: run `bun bench/quality.ts DIR`.
 *
 * DIR holds the images and a `truth.json`. Two formats are read:
 * - the real-ads format (`all_text`, `cta`, `brand`, `background`, `has_people`, `ad_type`), scored
 *   as its README says: word recall and precision, CTA F1, brand exact, people F1, ad-type family,
 *   background within 40 RGB units of one of the top three palette colours;
 * - the synthetic fixtures' format (`brand`, `headline`, `body`, `cta`, `colors.background`), whose
 *   drawn strings are the whole text and which contain no people.
 * A missing DIR is skipped with a message, so the command can run where the real set is absent.
 *
 * Flags: `--json` prints the per-image rows and totals as JSON; `--verbose` prints what the engine
 * read for every image; `--degrade=KIND:VALUE` first degrades every image the way ads are degraded
 * on their way to us (`scale:0.75` resized, `jpeg:35` recompressed at that quality, `blur:0.8` a
 * Gaussian blur of that sigma), to measure how robust the readings are. Scaling changes an ad's
 * size, so its placement and ad type may rightly change with it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { createEngine } from "../api/src/analysis/index.ts";
import type { AnalysisResult } from "../api/src/analysis/result.ts";
import { loadConfig } from "../api/src/config.ts";
import { createLogger } from "../api/src/log.ts";
import { prepareImage } from "../api/src/services/images/prepare.ts";

type Family = "display" | "social" | "print" | "other";

interface Truth {
  file: string;
  allText: string[];
  cta: string | null;
  brand: string | null;
  background: string;
  hasPeople: boolean;
  ad_type: Family;
}

interface RealTruth {
  file: string;
  all_text: string[];
  cta: string | null;
  brand: string | null;
  background: string;
  has_people: boolean;
  has_faces: boolean;
  ad_type: Family;
}

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

function readTruth(dir: string): Truth[] {
  const raw = JSON.parse(readFileSync(path.join(dir, "truth.json"), "utf8")) as (RealTruth | SyntheticTruth)[];
  return raw.map((t) =>
    "all_text" in t
      ? {
          file: t.file,
          allText: t.all_text,
          cta: t.cta,
          brand: t.brand,
          background: t.background,
          hasPeople: t.has_people || t.has_faces,
          ad_type: t.ad_type,
        }
      : {
          file: t.file,
          allText: [t.brand, t.headline, t.body, t.cta].filter((s): s is string => Boolean(s)),
          cta: t.cta,
          brand: t.brand,
          background: t.colors.background,
          hasPeople: t.photo !== null && t.photo !== undefined && /person|people|face/i.test(JSON.stringify(t.photo)),
          ad_type: t.ad_type,
        },
  );
}

/** Lower case, quotes and accents folded, split on anything that is not a letter or digit. */
function tokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[‘’‚‛`´]/g, "'")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** How many of `want` are found in `have`, each found token used once. */
function matched(want: string[], have: string[]): number {
  const pool = new Map<string, number>();
  for (const t of have) pool.set(t, (pool.get(t) ?? 0) + 1);
  let hits = 0;
  for (const t of want) {
    const n = pool.get(t) ?? 0;
    if (n > 0) {
      hits++;
      pool.set(t, n - 1);
    }
  }
  return hits;
}

const squash = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .toLowerCase();

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function familyOf(result: AnalysisResult): Family | null {
  const named = (s: string): Family | null => {
    if (/display|banner/i.test(s)) return "display";
    if (/social|stor(y|ies)|feed/i.test(s)) return "social";
    if (/print|poster|flyer/i.test(s)) return "print";
    if (/out-of-home|dooh|screen|other/i.test(s)) return "other";
    return null;
  };
  return named(result.ad_type) ?? (result.placements[0] ? named(result.placements[0].channel) : null);
}

function peopleFound(result: AnalysisResult): boolean {
  return result.key_elements.some((e) => e.kind === "person" || e.kind === "face");
}

interface Row {
  file: string;
  words: number;
  found: number;
  reported: number;
  correct: number;
  cta: { want: string | null; got: string | null; ok: boolean };
  brand: { want: string | null; got: string | null; ok: boolean };
  people: { want: boolean; got: boolean };
  ad_type: { want: Family; got: Family | null };
  background: { want: string; top3: string[]; ok: boolean };
  ms: number;
}

function score(truth: Truth, result: AnalysisResult, ms: number): Row {
  const want = truth.allText.flatMap(tokens);
  const have = tokens(result.text_content ?? "");
  const gotCta = result.call_to_action ?? null;
  const ctaOk =
    truth.cta === null
      ? gotCta === null
      : gotCta !== null && matched(tokens(truth.cta), tokens(gotCta)) === tokens(truth.cta).length;
  const gotBrand = result.brand_name ?? null;
  const brandOk =
    truth.brand === null ? gotBrand === null : gotBrand !== null && squash(gotBrand) === squash(truth.brand);
  const top3 = result.palette.slice(0, 3).map((p) => p.hex);
  const [br, bg, bb] = rgb(truth.background);
  const bgOk = top3.some((h) => {
    const [r, g, b] = rgb(h);
    return Math.hypot(r - br, g - bg, b - bb) <= 40;
  });
  return {
    file: truth.file,
    words: want.length,
    found: matched(want, have),
    reported: have.length,
    correct: matched(have, want),
    cta: { want: truth.cta, got: gotCta, ok: ctaOk },
    brand: { want: truth.brand, got: gotBrand, ok: brandOk },
    people: { want: truth.hasPeople, got: peopleFound(result) },
    ad_type: { want: truth.ad_type, got: familyOf(result) },
    background: { want: truth.background, top3, ok: bgOk },
    ms,
  };
}

function f1(tp: number, fp: number, fn: number): number {
  return tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn);
}

function totals(rows: Row[]) {
  const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
  let ctaTp = 0;
  let ctaFp = 0;
  let ctaFn = 0;
  for (const r of rows) {
    if (r.cta.ok && r.cta.want !== null) ctaTp++;
    if (!r.cta.ok && r.cta.got !== null) ctaFp++;
    if (!r.cta.ok && r.cta.want !== null) ctaFn++;
  }
  const pTp = rows.filter((r) => r.people.want && r.people.got).length;
  const pFp = rows.filter((r) => !r.people.want && r.people.got).length;
  const pFn = rows.filter((r) => r.people.want && !r.people.got).length;
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  return {
    images: rows.length,
    text_recall:
      sum((r) => r.found) /
      Math.max(
        1,
        sum((r) => r.words),
      ),
    text_precision:
      sum((r) => r.correct) /
      Math.max(
        1,
        sum((r) => r.reported),
      ),
    cta_f1: f1(ctaTp, ctaFp, ctaFn),
    brand_exact: rows.filter((r) => r.brand.ok).length / rows.length,
    people_f1: f1(pTp, pFp, pFn),
    ad_type_accuracy: rows.filter((r) => r.ad_type.got === r.ad_type.want).length / rows.length,
    background_top3: rows.filter((r) => r.background.ok).length / rows.length,
    p50_ms: ms[Math.floor((ms.length - 1) / 2)] ?? 0,
  };
}

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith("--"));
const [degradeKind, degradeValue] = (args.find((a) => a.startsWith("--degrade="))?.slice(10) ?? "").split(":");
const degradeBy = Number(degradeValue);
const DEGRADE: Record<string, (image: Sharp, width: number, height: number) => Sharp> = {
  scale: (image, width, height) => image.resize(Math.round(width * degradeBy), Math.round(height * degradeBy)),
  jpeg: (image) => image.jpeg({ quality: degradeBy }),
  blur: (image) => image.blur(degradeBy),
};
const degradation = degradeKind ? DEGRADE[degradeKind] : undefined;
if (!dir || (degradeKind && (!degradation || !(degradeBy > 0)))) {
  console.error("usage: bun bench/quality.ts DIR [--json] [--verbose] [--degrade=scale:0.75|jpeg:35|blur:0.8]");
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

const truth = readTruth(dir);
const config = loadConfig({ LOG_LEVEL: "silent", ANALYSIS_WORKERS: process.env.ANALYSIS_WORKERS ?? "1" });
const engine = createEngine(config, createLogger("silent"));
const rows: Row[] = [];
try {
  for (const t of truth) {
    const image = await prepareImage(await source(path.join(dir, t.file)));
    const started = performance.now();
    const { result } = await engine.analyze({ bytes: image.bytes, filename: t.file });
    const row = score(t, result, performance.now() - started);
    rows.push(row);
    if (args.includes("--verbose")) {
      console.log(`\n## ${t.file}\n${result.text_content}`);
      console.log(`brand ${JSON.stringify(result.brand_name)}  cta ${JSON.stringify(result.call_to_action)}`);
    }
  }
} finally {
  await engine.close();
}
const sum = totals(rows);

if (args.includes("--json")) {
  const measuredAt = new Date().toISOString();
  console.log(
    JSON.stringify(
      { dir, measured_at: measuredAt, degraded: degradeKind ? `${degradeKind}:${degradeBy}` : null, totals: sum, rows },
      null,
      2,
    ),
  );
} else {
  const yes = (b: boolean) => (b ? "✓" : "✗");
  const degraded = degradeKind ? `, degraded ${degradeKind} ${degradeBy}` : "";
  console.log(`engine quality on ${dir} (${rows.length} images, workers ${config.analysis.workers}${degraded})\n`);
  for (const r of rows) {
    console.log(
      [
        r.file.padEnd(14),
        `words ${r.found}/${r.words}`.padEnd(13),
        `prec ${r.correct}/${r.reported}`.padEnd(13),
        `cta ${yes(r.cta.ok)} ${JSON.stringify(r.cta.got)}`.padEnd(34),
        `brand ${yes(r.brand.ok)} ${JSON.stringify(r.brand.got)}`.padEnd(32),
        `people ${yes(r.people.got === r.people.want)}`,
        `type ${yes(r.ad_type.got === r.ad_type.want)} ${r.ad_type.got ?? "-"}`.padEnd(16),
        `bg ${yes(r.background.ok)}`,
        `${Math.round(r.ms)} ms`,
      ].join("  "),
    );
  }
  const f = (n: number) => n.toFixed(2);
  console.log(`
text recall        ${f(sum.text_recall)}
text precision     ${f(sum.text_precision)}
CTA F1             ${f(sum.cta_f1)}
brand exact        ${f(sum.brand_exact)}
people F1          ${f(sum.people_f1)}
ad-type accuracy   ${f(sum.ad_type_accuracy)}
background in top3 ${f(sum.background_top3)}
p50 engine time    ${Math.round(sum.p50_ms)} ms`);
}
