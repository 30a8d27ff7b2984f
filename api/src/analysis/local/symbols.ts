import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Box } from "../result.ts";
import type { Rgb } from "./color.ts";
import { type Region as Extent, fillRegion, type RasterRgb } from "./raster.ts";

/**
 * Brand symbols: shapes on the ad matched against the simple-icons glyphs (~3,400 brand marks,
 * CC0). Each glyph is rendered once, cropped to its ink and scaled into a `N`×`N` bit mask; each
 * candidate shape on the ad (one colour's connected region, or a few of one colour close together,
 * not text, not touching the edge of the image, neither a speck nor a panel) is masked the same
 * way, and the glyph whose mask overlaps it best (intersection over union) names it, when the
 * overlap is high and clearly better than the next brand's. Plain shapes (a disc, a bar, a rounded
 * square, a triangle: masks that nearly fill their convex hull) name nothing, as glyphs or as
 * shapes on the ad: any button, dot or cut-out would match them. The masks are cached
 * on disk per simple-icons version, so a process renders them at most once.
 */

const N = 24;
const WORDS = (N * N) / 32;
/**
 * Overlap a match needs, and how far ahead of the next brand's glyph it must be. The lead is what
 * tells a mark from a chance likeness (as the ratio test does for image features): among ~3,400
 * glyphs some shape is always close to a stray form, rarely far closer than all the others.
 * Chosen with `bench/symbols.ts` on the tune halves (rendered marks and real ads) and held on the
 * check halves; see docs/analysis.md.
 */
const MIN_IOU = 0.72;
const MIN_LEAD = 0.15;
/** A mask filling this share of its convex hull is a plain shape. */
const PLAIN_HULL_SHARE = 0.9;
/** The same glyph matched this many times is a pattern on the ad. */
const PATTERN = 3;
/** Candidates longer than this on one side than the other are rules and strips, not marks. */
const MAX_ASPECT = 3.5;
/** Masks filling more of their box than this are plain shapes (a dot, a bar, a badge), not marks. */
const MAX_FILL = 0.85;
const MIN_FILL = 0.12;

interface Glyph {
  title: string;
  aspect: number;
  bits: Uint32Array;
  count: number;
}

export interface SymbolMatch {
  title: string;
  /** In the raster's pixels. */
  box: Box;
  /** Overlap with the glyph's mask (intersection over union), and how far ahead of the next brand's glyph. */
  iou: number;
  lead: number;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A shape's pixels (`inside(x, y)` over a `w`×`h` box) scaled, aspect kept and centred, into
 * an `N`×`N` bit mask: a cell is set when most of the pixels it covers are.
 */
export function maskOf(w: number, h: number, inside: (x: number, y: number) => boolean): Uint32Array {
  const bits = new Uint32Array(WORDS);
  const scale = Math.max(w, h) / N;
  const ox = (N - w / scale) / 2;
  const oy = (N - h / scale) / 2;
  for (let cy = 0; cy < N; cy++) {
    for (let cx = 0; cx < N; cx++) {
      const x0 = (cx - ox) * scale;
      const y0 = (cy - oy) * scale;
      let on = 0;
      let all = 0;
      const step = Math.max(1, scale / 3);
      for (let y = y0 + step / 2; y < y0 + scale; y += step) {
        for (let x = x0 + step / 2; x < x0 + scale; x += step) {
          all++;
          if (x >= 0 && y >= 0 && x < w && y < h && inside(Math.floor(x), Math.floor(y))) on++;
        }
      }
      if (all && on * 2 >= all) bits[(cy * N + cx) >> 5]! |= 1 << ((cy * N + cx) & 31);
    }
  }
  return bits;
}

const count = (bits: Uint32Array) => bits.reduce((s, v) => s + popcount(v), 0);

function iouOf(a: Uint32Array, ac: number, b: Glyph): number {
  let inter = 0;
  for (let i = 0; i < WORDS; i++) inter += popcount(a[i]! & b.bits[i]!);
  return inter / (ac + b.count - inter);
}

interface IconData {
  title: string;
  slug: string;
}

const CELL = 40;
const COLS = 60;

/** Renders every glyph on one sheet and masks each cell. */
async function renderGlyphs(dir: string, icons: IconData[]): Promise<Glyph[]> {
  const parts: string[] = [];
  const titles: string[] = [];
  for (const icon of icons) {
    const d = /<path d="([^"]+)"/.exec(readFileSync(path.join(dir, "icons", `${icon.slug}.svg`), "utf8"))?.[1];
    if (!d) continue;
    const i = titles.length;
    titles.push(icon.title);
    const [x, y] = [(i % COLS) * CELL + 2, Math.floor(i / COLS) * CELL + 2];
    parts.push(`<path transform="translate(${x},${y}) scale(${(CELL - 4) / 24})" d="${d}"/>`);
  }
  const rows = Math.ceil(titles.length / COLS);
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${COLS * CELL}" height="${rows * CELL}"><rect width="100%" height="100%" fill="#fff"/>${parts.join("")}</svg>`;
  const { data, info } = await sharp(Buffer.from(sheet)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]! < 128;
  return titles.map((title, i) => {
    const [cx, cy] = [(i % COLS) * CELL, Math.floor(i / COLS) * CELL];
    let [x0, y0, x1, y1] = [CELL, CELL, -1, -1];
    for (let y = 0; y < CELL; y++)
      for (let x = 0; x < CELL; x++)
        if (at(cx + x, cy + y)) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    const [w, h] = [Math.max(1, x1 - x0 + 1), Math.max(1, y1 - y0 + 1)];
    const bits = maskOf(w, h, (x, y) => at(cx + x0 + x, cy + y0 + y));
    return { title, aspect: w / h, bits, count: count(bits) };
  });
}

/** The cells of a mask inside the convex hull of its set cells' centres, as a mask. */
function hullOf(bits: Uint32Array): Uint32Array {
  // The hull depends only on each row's outermost cells.
  const points: [number, number][] = [];
  for (let y = 0; y < N; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < N; x++) {
      if (!(bits[(y * N + x) >> 5]! & (1 << ((y * N + x) & 31)))) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first >= 0) points.push([first, y], [last, y]);
  }
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: number[], a: number[], b: number[]) =>
    (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  const hull = [...half(points), ...half([...points].reverse())];
  const hullBits = new Uint32Array(WORDS);
  for (let i = 0; i < N * N; i++) {
    const [cx, cy] = [i % N, Math.floor(i / N)];
    let inside = true;
    for (let k = 0; k < hull.length && inside; k++) {
      const [o, a] = [hull[k]!, hull[(k + 1) % hull.length]!];
      inside = (a[0] - o[0]) * (cy - o[1]) - (a[1] - o[1]) * (cx - o[0]) >= 0;
    }
    if (inside) hullBits[i >> 5]! |= 1 << (i & 31);
  }
  return hullBits;
}

/**
 * A convex shape (a disc, a bar, a rounded square, a triangle) more than a drawing: it fills this
 * much of its convex hull, and any button, dot or cut-out of that shape would match it.
 */
function isPlain(bits: Uint32Array, cells = count(bits)): boolean {
  return cells >= PLAIN_HULL_SHARE * count(hullOf(bits));
}

let glyphs: Promise<Glyph[]> | null = null;

/** The glyphs that can name a brand (plain shapes left out), loaded once per process. */
export function loadGlyphs(): Promise<Glyph[]> {
  glyphs ??= allGlyphs().then((all) => all.filter((g) => !isPlain(g.bits, g.count)));
  return glyphs;
}

/** Every glyph's mask: from the disk cache when this simple-icons version has been rendered before. */
function allGlyphs(): Promise<Glyph[]> {
  return (async () => {
    const dir = path.dirname(require.resolve("simple-icons/package.json"));
    const version = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).version as string;
    const icons = JSON.parse(readFileSync(path.join(dir, "data", "simple-icons.json"), "utf8")) as IconData[];
    const cache = path.join(tmpdir(), "adlens-symbols", `simple-icons-${version}-n${N}.json`);
    if (existsSync(cache)) {
      try {
        const stored = JSON.parse(readFileSync(cache, "utf8")) as { title: string; aspect: number; bits: number[] }[];
        return stored.map((g) => {
          const bits = Uint32Array.from(g.bits);
          return { title: g.title, aspect: g.aspect, bits, count: count(bits) };
        });
      } catch {
        // A damaged cache is rendered again below.
      }
    }
    const rendered = await renderGlyphs(dir, icons);
    try {
      mkdirSync(path.dirname(cache), { recursive: true });
      const partial = `${cache}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(
        partial,
        JSON.stringify(rendered.map((g) => ({ title: g.title, aspect: g.aspect, bits: [...g.bits] }))),
      );
      renameSync(partial, cache);
    } catch {
      // A temp folder that cannot be written costs the next process a render, nothing more.
    }
    return rendered;
  })();
}

/** The long side shapes are looked for at. */
const SIDE = 400;

/** A region of one label, with that label and its id in `seen`. */
interface Region extends Extent {
  label: number;
  id: number;
}

/** Colours a mark can be printed in: more than the ad's palette, so a small logo's colour is one. */
const MAX_COLOURS = 12;
/** Share of the pixels a colour needs, and how far apart (RGB units) two colours must be. */
const MIN_SHARE = 0.0002;
const MIN_APART = 80;

/**
 * Each pixel's nearest colour, on a copy whose long side is `SIDE`. The colours are the most
 * common of a 4-bit-per-channel histogram, each far enough from those taken before it, so a
 * logo's own colour is kept even when it covers too little of the ad to be in its palette.
 */
function labelPixels(img: RasterRgb): { label: Uint8Array; w: number; h: number; s: number; palette: Rgb[] } {
  const s = Math.min(1, SIDE / Math.max(img.width, img.height));
  const w = Math.max(1, Math.round(img.width * s));
  const h = Math.max(1, Math.round(img.height * s));
  const pixels = new Uint8Array(w * h * 3);
  const bins = new Float64Array(4096 * 4);
  for (let y = 0; y < h; y++) {
    const row = Math.min(img.height - 1, Math.floor(y / s)) * img.width;
    for (let x = 0; x < w; x++) {
      const p = (row + Math.min(img.width - 1, Math.floor(x / s))) * 3;
      const r = img.data[p]!;
      const g = img.data[p + 1]!;
      const b = img.data[p + 2]!;
      const q = (y * w + x) * 3;
      pixels[q] = r;
      pixels[q + 1] = g;
      pixels[q + 2] = b;
      const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      bins[bin * 4]! += 1;
      bins[bin * 4 + 1]! += r;
      bins[bin * 4 + 2]! += g;
      bins[bin * 4 + 3]! += b;
    }
  }
  const order = [...Array(4096).keys()].filter((i) => bins[i * 4]! >= MIN_SHARE * w * h);
  order.sort((a, b) => bins[b * 4]! - bins[a * 4]!);
  const palette: Rgb[] = [];
  for (const i of order) {
    const n = bins[i * 4]!;
    const c: Rgb = [bins[i * 4 + 1]! / n, bins[i * 4 + 2]! / n, bins[i * 4 + 3]! / n];
    if (palette.every((p) => Math.hypot(p[0] - c[0], p[1] - c[1], p[2] - c[2]) >= MIN_APART)) palette.push(c);
    if (palette.length === MAX_COLOURS) break;
  }
  const label = new Uint8Array(w * h);
  // Runs of one colour (flat fills) take the nearest colour found for the run's first pixel.
  let last = -1;
  let lastLabel = 0;
  for (let i = 0; i < w * h; i++) {
    const rgb = (pixels[i * 3]! << 16) | (pixels[i * 3 + 1]! << 8) | pixels[i * 3 + 2]!;
    if (rgb !== last) {
      last = rgb;
      lastLabel = nearest(palette, pixels[i * 3]!, pixels[i * 3 + 1]!, pixels[i * 3 + 2]!);
    }
    label[i] = lastLabel;
  }
  return { label, w, h, s, palette };
}

/** The index of the palette colour nearest to (r, g, b). */
function nearest(palette: Rgb[], r: number, g: number, b: number): number {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  for (let k = 0; k < palette.length; k++) {
    const c = palette[k]!;
    const d = (r - c[0]) ** 2 + (g - c[1]) ** 2 + (b - c[2]) ** 2;
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

/**
 * A shape this few pixels across on the labelled copy is masked again from the full image: at 30
 * pixels a mark's strokes are a pixel or two wide and its 24×24 mask loses them (a 90 px logo in
 * the corner of a 1080² ad overlapped its glyph by 0.66–0.69, under the bar, while still far
 * closer to it than to any other).
 */
const REMASK_SIDE = 48;

/** Connected regions of one label (4-connected); `seen` gets each pixel's region id. */
function regionsOf(label: Uint8Array, w: number, h: number, seen: Int32Array): Region[] {
  const out: Region[] = [];
  const stack = new Int32Array(w * h);
  for (let start = 0; start < w * h; start++) {
    if (seen[start] !== -1) continue;
    const id = out.length;
    out.push({ label: label[start]!, id, ...fillRegion(label, w, h, start, id, seen, stack) });
  }
  return out;
}

/**
 * Shapes that could be a brand's symbol: connected regions of one of the ad's palette colours, and
 * groups of nearby regions of one colour (a mark in parts, as an apple and its leaf), away from the
 * image's edge, from 4 % of its short side up to 40 % of its long side (and 90 % of its short
 * side: a leaderboard's logo fills most of its height), not covering text.
 */
export function symbolCandidates(img: RasterRgb, text: Box[]): { box: Box; mask: Uint32Array }[] {
  const { label, w, h, s, palette } = labelPixels(img);
  const seen = new Int32Array(w * h).fill(-1);
  const short = Math.min(w, h);
  // A mark is at most 40 % of the ad's side, but a leaderboard's fills most of its height.
  const largest = Math.min(0.4 * Math.max(w, h), 0.9 * short);
  const parts = regionsOf(label, w, h, seen).filter(
    (r) =>
      r.x0 > 0 &&
      r.y0 > 0 &&
      r.x1 < w - 1 &&
      r.y1 < h - 1 &&
      r.area >= 4 &&
      Math.max(r.x1 - r.x0, r.y1 - r.y0) + 1 <= largest,
  );
  // Parts of one colour whose boxes come within a tenth of their size join one group.
  const groups: Region[][] = parts.map((p) => [p]);
  for (const p of parts) {
    const size = Math.max(p.x1 - p.x0, p.y1 - p.y0) + 1;
    if (size < 0.04 * short) continue;
    const near = parts.filter(
      (q) =>
        q !== p &&
        q.label === p.label &&
        q.area * 50 >= p.area &&
        q.x0 <= p.x1 + 0.1 * size &&
        q.x1 >= p.x0 - 0.1 * size &&
        q.y0 <= p.y1 + 0.1 * size &&
        q.y1 >= p.y0 - 0.1 * size,
    );
    if (near.length > 0 && near.length <= 6) groups.push([p, ...near]);
  }
  const out: { box: Box; mask: Uint32Array }[] = [];
  for (const g of groups) {
    const [x0, y0] = [Math.min(...g.map((r) => r.x0)), Math.min(...g.map((r) => r.y0))];
    const [x1, y1] = [Math.max(...g.map((r) => r.x1)), Math.max(...g.map((r) => r.y1))];
    const [bw, bh] = [x1 - x0 + 1, y1 - y0 + 1];
    const side = Math.max(bw, bh);
    const fill = g.reduce((a, r) => a + r.area, 0) / (bw * bh);
    if (side < Math.max(12, 0.04 * short) || side > largest || fill < MIN_FILL || fill > MAX_FILL) continue;
    if (Math.max(bw / bh, bh / bw) > MAX_ASPECT) continue;
    const box = { x: x0 / s, y: y0 / s, width: bw / s, height: bh / s };
    const overText = text.some((t) => {
      const ix = Math.min(t.x + t.width, box.x + box.width) - Math.max(t.x, box.x);
      const iy = Math.min(t.y + t.height, box.y + box.height) - Math.max(t.y, box.y);
      return ix > 0 && iy > 0 && ix * iy > 0.2 * Math.min(t.width * t.height, box.width * box.height);
    });
    if (overText) continue;
    const ids = new Set(g.map((r) => r.id));
    if (s < 1 && side < REMASK_SIDE) {
      // The group's colour, pixel by pixel of the full image inside its box.
      // The group's colour, pixel by pixel of the full image around its box, cropped to where it is.
      const colour = g[0]!.label;
      const pad = Math.ceil(1 / s);
      const [ax, ay] = [Math.max(0, Math.floor(box.x) - pad), Math.max(0, Math.floor(box.y) - pad)];
      const [bx, by] = [
        Math.min(img.width, Math.ceil(box.x + box.width) + pad),
        Math.min(img.height, Math.ceil(box.y + box.height) + pad),
      ];
      const hit = new Uint8Array((bx - ax) * (by - ay));
      let [fx0, fy0, fx1, fy1] = [bx, by, -1, -1];
      for (let y = ay; y < by; y++) {
        for (let x = ax; x < bx; x++) {
          const p = (y * img.width + x) * 3;
          if (nearest(palette, img.data[p]!, img.data[p + 1]!, img.data[p + 2]!) !== colour) continue;
          hit[(y - ay) * (bx - ax) + x - ax] = 1;
          [fx0, fy0, fx1, fy1] = [Math.min(fx0, x), Math.min(fy0, y), Math.max(fx1, x), Math.max(fy1, y)];
        }
      }
      if (fx1 < 0) continue;
      const at = (x: number, y: number) => hit[(fy0 - ay + y) * (bx - ax) + fx0 - ax + x] === 1;
      out.push({ box, mask: maskOf(fx1 - fx0 + 1, fy1 - fy0 + 1, at) });
    } else out.push({ box, mask: maskOf(bw, bh, (x, y) => ids.has(seen[(y0 + y) * w + x0 + x]!)) });
  }
  return out;
}

/** Every candidate shape that is not a plain one, with its closest glyph: the matcher's evidence before its rule. */
export async function scoreSymbols(img: RasterRgb, text: Box[]): Promise<SymbolMatch[]> {
  const candidates = symbolCandidates(img, text);
  if (candidates.length === 0) return [];
  const all = await loadGlyphs();
  const out: SymbolMatch[] = [];
  for (const c of candidates) {
    const cc = count(c.mask);
    if (isPlain(c.mask, cc)) continue;
    const aspect = c.box.width / c.box.height;
    const scored = all
      .filter((g) => Math.abs(Math.log(g.aspect / aspect)) < 0.2 && g.count / (N * N) <= MAX_FILL)
      .map((g) => ({ g, iou: iouOf(c.mask, cc, g) }));
    // The closest glyph (the first of equals), and the closest of any other brand.
    let best = scored[0];
    for (const x of scored) if (x.iou > best!.iou) best = x;
    if (!best) continue;
    let next = 0;
    for (const x of scored) if (x.g.title !== best.g.title && x.iou > next) next = x.iou;
    out.push({ title: best.g.title, box: c.box, iou: best.iou, lead: best.iou - next });
  }
  return out;
}

/** The brand glyphs the ad's shapes match, best first. */
export async function matchSymbols(img: RasterRgb, text: Box[]): Promise<SymbolMatch[]> {
  const r2 = (v: number) => Math.round(v * 100) / 100;
  const matches = (await scoreSymbols(img, text))
    .filter((m) => m.iou >= MIN_IOU && m.lead >= MIN_LEAD)
    .map((m) => ({ ...m, iou: r2(m.iou), lead: r2(m.lead) }));
  matches.sort((a, b) => b.iou - a.iou);
  // A part of a matched mark (one ring of two) is not a mark of its own.
  const marks = matches.filter((m, i) => !matches.slice(0, i).some((o) => inside(m.box, o.box)));
  // One shape three times or more is a pattern (tiles, icons in a row), not a logo.
  return marks.filter((m) => marks.filter((o) => o.title === m.title).length < PATTERN);
}

function inside(a: Box, b: Box): boolean {
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}
