/**
 * Symbol logos on rendered ads: how often the brand the symbol matcher gives the engine (the one it
 * reports when no text names a brand) is the mark's, and how often it is another. Not a test: run `bun bench/symbols.ts [REAL_DIR] [--rows]`.
 *
 * Marks are drawn from simple-icons itself (every 12th glyph the matcher can name, by title), each
 * printed at three sizes (64, 100 and 150 px on a 1080² ad) in its brand colour (dark when that is
 * too light), alternately on a white band and straight on a photo from the test fixtures, and
 * saved as JPEG. The glyphs are split into a tune and a check half by a hash of the title, as the
 * real ads are (`bench/quality.ts`).
 *
 * With REAL_DIR (default `../shared/eval/real`, skipped when absent) it also runs the matcher on
 * every real ad, away from the text the reader found (whether or not the text names a brand), and
 * counts the ads where it would name the ad's brand and those where it would name another: shapes
 * in photos, partners' and products' icons and letters the reader missed are where false marks
 * come from.
 *
 * `--rows` prints every candidate's closest glyph, overlap and lead, for choosing the rule.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { runStages, STAGES } from "../api/src/analysis/local/analyze.ts";
import { brandFromSymbols } from "../api/src/analysis/local/brand.ts";
import { closeOcr } from "../api/src/analysis/local/ocr/index.ts";
import { decode } from "../api/src/analysis/local/raster.ts";
import type { AnalysisContext } from "../api/src/analysis/local/stages/context.ts";
import { need } from "../api/src/analysis/local/stages/context.ts";
import { loadGlyphs, matchSymbols, scoreSymbols } from "../api/src/analysis/local/symbols.ts";
import { prepareImage } from "../api/src/services/images/prepare.ts";
import { halfOf, sameBrand } from "./scorer.ts";

const args = process.argv.slice(2);
const rows = args.includes("--rows");
const realDir = args.find((a) => !a.startsWith("--")) ?? path.resolve(import.meta.dir, "../../shared/eval/real");

const ICONS = path.dirname(require.resolve("simple-icons/package.json"));
const PHOTOS = path.resolve(import.meta.dir, "../api/test/fixtures/photos");
const SIZES = [64, 100, 150];
const EVERY = 12;

interface Icon {
  title: string;
  slug: string;
  hex: string;
}

const icons = JSON.parse(readFileSync(path.join(ICONS, "data", "simple-icons.json"), "utf8")) as Icon[];
const nameable = new Set((await loadGlyphs()).map((g) => g.title));
const sample = icons
  .filter((i) => nameable.has(i.title))
  .sort((a, b) => a.title.localeCompare(b.title))
  .filter((_, k) => k % EVERY === 0);
const photos = readdirSync(PHOTOS).filter((f) => f.endsWith(".jpg"));

/** The brand colour, or near-black when it is too light to read on white. */
function ink(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 200 ? "#1a1a1a" : `#${hex}`;
}

async function renderAd(icon: Icon, size: number, k: number): Promise<Uint8Array> {
  const d = /<path d="([^"]+)"/.exec(readFileSync(path.join(ICONS, "icons", `${icon.slug}.svg`), "utf8"))![1];
  const photo = await sharp(path.join(PHOTOS, photos[k % photos.length]!))
    .resize(1080, 1080, { fit: "cover" })
    .toBuffer();
  const band = k % 2 === 0 ? `<rect y="840" width="1080" height="240" fill="#ffffff"/>` : "";
  const [x, y] = [60, 1040 - size];
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">${band}<path transform="translate(${x},${y}) scale(${size / 24})" d="${d}" fill="${ink(icon.hex)}"/></svg>`;
  return new Uint8Array(
    await sharp(photo)
      .composite([{ input: Buffer.from(overlay) }])
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

const tally = { tune: { ads: 0, named: 0, wrong: 0 }, check: { ads: 0, named: 0, wrong: 0 } };
let k = 0;
for (const icon of sample) {
  const half = halfOf(icon.title);
  for (const size of SIZES) {
    const work = (await decode(await renderAd(icon, size, k++))).work;
    const name = brandFromSymbols(await matchSymbols(work, []))?.name;
    tally[half].ads++;
    if (name === icon.title) tally[half].named++;
    else if (name) tally[half].wrong++;
    if (rows) {
      for (const s of await scoreSymbols(work, [])) {
        const own = s.title === icon.title ? "own" : "other";
        console.log(
          `synthetic ${half} ${own} ${s.iou.toFixed(3)} ${s.lead.toFixed(3)} ${size} ${icon.title} | ${s.title}`,
        );
      }
    }
  }
}

console.log(`symbol marks on rendered ads (${sample.length} glyphs × ${SIZES.length} sizes)\n`);
console.log("half     ads  named  wrong name");
for (const half of ["tune", "check"] as const) {
  const t = tally[half];
  console.log(
    `${half.padEnd(6)} ${String(t.ads).padStart(5)}  ${(t.named / t.ads).toFixed(3)}  ${(t.wrong / t.ads).toFixed(3)}`,
  );
}

if (existsSync(path.join(realDir, "truth.json"))) {
  const truth = JSON.parse(readFileSync(path.join(realDir, "truth.json"), "utf8")) as {
    file: string;
    brand: string | null;
  }[];
  const real = { tune: { ads: 0, wrong: 0, right: 0 }, check: { ads: 0, wrong: 0, right: 0 } };
  for (const t of truth) {
    const half = halfOf(t.file);
    // As the API runs it: the upload's preparation first.
    const { bytes } = await prepareImage(new Uint8Array(readFileSync(path.join(realDir, t.file))));
    const ctx: AnalysisContext = { bytes, options: {} };
    await runStages(
      ctx,
      STAGES.filter((s) => ["decode", "text", "colour", "layout"].includes(s.name)),
    );
    const work = need(ctx, "image").work;
    const boxes = need(ctx, "layout").phrases.map((p) => p.box);
    const name = brandFromSymbols(await matchSymbols(work, boxes))?.name;
    real[half].ads++;
    if (name && t.brand && sameBrand(name, t.brand)) real[half].right++;
    else if (name) real[half].wrong++;
    if (rows) {
      for (const s of await scoreSymbols(work, boxes)) {
        const own = t.brand && sameBrand(s.title, t.brand) ? "own" : "other";
        console.log(`real ${half} ${own} ${s.iou.toFixed(3)} ${s.lead.toFixed(3)} ${t.file} | ${s.title}`);
      }
    }
  }
  console.log(`\nreal ads (${realDir}): ads where a mark is named\n`);
  console.log("half     ads  the ad's brand  another brand");
  for (const half of ["tune", "check"] as const) {
    const r = real[half];
    console.log(
      `${half.padEnd(6)} ${String(r.ads).padStart(5)}  ${String(r.right).padStart(14)}  ${String(r.wrong).padStart(13)}`,
    );
  }
} else {
  console.log(`\n${realDir} is absent: real ads skipped`);
}
await closeOcr();
process.exit(0);
