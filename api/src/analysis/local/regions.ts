import type { Box } from "../result.ts";
import { contrastRatio, type Rgb } from "./color.ts";
import type { PaletteResult } from "./palette.ts";
import { fillRegion, type RasterRgb } from "./raster.ts";

export interface ButtonCandidate {
  /** In work-raster pixels. */
  box: Box;
  /** "fill": one flat colour found in the palette; "frame": edges closing around a phrase (outlined, gradient, pill). */
  kind: "fill" | "frame";
}

/**
 * Finds filled rectangles of one colour that differ from the page colour: buttons. Text inside
 * punches holes in the fill, so a button is a component whose bounding box is mostly filled and
 * whose border rows and columns are almost entirely its own colour.
 */
export function findButtons(palette: PaletteResult, w: number, h: number, toWork: number): ButtonCandidate[] {
  const { labels } = palette;
  const seen = new Int32Array(w * h).fill(-1);
  const found: (ButtonCandidate & { area: number })[] = [];
  const stack = new Int32Array(w * h);
  for (let start = 0; start < w * h; start++) {
    const k = labels[start]!;
    if (seen[start] !== -1 || k === 0) continue;
    const { x0: minX, y0: minY, x1: maxX, y1: maxY, area: count } = fillRegion(labels, w, h, start, 1, seen, stack);
    const bw = maxX - minX + 1;
    const bh = maxY - minY + 1;
    const area = bw * bh;
    const imageArea = w * h;
    if (bh < 3 || bw < 6 || area < imageArea * 0.002 || area > imageArea * 0.2) continue;
    if (bw / bh < 1.2 || bw / bh > 12) continue;
    if (minX === 0 || minY === 0 || maxX === w - 1 || maxY === h - 1) continue;
    if (count / area < 0.5) continue;
    let border = 0;
    let borderOwn = 0;
    for (let x = minX; x <= maxX; x++) {
      for (const y of [minY, maxY]) {
        border++;
        if (labels[y * w + x] === k) borderOwn++;
      }
    }
    for (let y = minY; y <= maxY; y++) {
      for (const x of [minX, maxX]) {
        border++;
        if (labels[y * w + x] === k) borderOwn++;
      }
    }
    if (borderOwn / border < 0.6) continue;
    found.push({
      box: { x: minX * toWork, y: minY * toWork, width: bw * toWork, height: bh * toWork },
      kind: "fill",
      area,
    });
  }
  return found
    .sort((a, b) => b.area - a.area)
    .slice(0, 4)
    .map(({ box, kind }) => ({ box, kind }));
}

/** A colour step this large (0–255, on any channel) between neighbouring pixels is a drawn edge. */
const EDGE_STEP = 40;
/** Share of a side's span that must lie on one edge line for the side to count as closed. */
const SIDE_COVER = 0.8;

/** Whether pixel (x, y) differs strongly from a neighbour one step along (dx, dy) or against it. */
function onEdge(img: RasterRgb, x: number, y: number, dx: number, dy: number): boolean {
  const { width, height, data } = img;
  if (x - dx < 0 || y - dy < 0 || x + dx >= width || y + dy >= height) return false;
  const i = (y * width + x) * 3;
  const a = ((y - dy) * width + (x - dx)) * 3;
  const b = ((y + dy) * width + (x + dx)) * 3;
  for (let c = 0; c < 3; c++) {
    const v = data[i + c]!;
    if (Math.abs(v - data[a + c]!) >= EDGE_STEP || Math.abs(v - data[b + c]!) >= EDGE_STEP) return true;
  }
  return false;
}

/**
 * One side of a frame search: span positions run along x (top and bottom sides, whose lines are
 * horizontal) or along y (left and right), and a step `away` from the text is the pixel at
 * `base + sign × away` on the other axis.
 */
interface Side {
  along: "x" | "y";
  base: number;
  sign: 1 | -1;
}

/** Whether the pixel `away` steps out at span position `along` lies on an edge across the side's line. */
function edgeAt(img: RasterRgb, side: Side, along: number, away: number): boolean {
  const off = side.base + side.sign * away;
  return side.along === "x" ? onEdge(img, along, off, 0, 1) : onEdge(img, off, along, 1, 0);
}

/** Share of `span` positions where the pixel at one of the steps `ks` lies on an edge. */
function cover(img: RasterRgb, span: number[], ks: number[], side: Side): number {
  let hit = 0;
  for (const along of span) {
    if (ks.some((k) => edgeAt(img, side, along, k))) hit++;
  }
  return span.length > 0 ? hit / span.length : 0;
}

/**
 * Distance from the text to the nearest line of edges on one side, or null when none within
 * `reach`. `along` runs over the side's span; `away` steps out from the text. A position counts
 * when any pixel within `slack` steps of the line is an edge, so anti-aliased outlines and the
 * curve of a pill still close. Each pixel is tested once: per position, a running count of edges
 * stepping away answers "any edge in this window" in constant time, and steps are tested only as
 * far out as the search gets.
 */
function sideDistance(img: RasterRgb, span: number[], reach: number, slack: number, side: Side): number | null {
  const stride = reach + slack + 3;
  /** counts[i * stride + k]: edges at steps 0 … k − 1 from the text, at span position i. */
  const counts = new Int32Array(span.length * stride);
  let tested = 0;
  const testUpTo = (k: number) => {
    for (; tested <= k; tested++) {
      for (let i = 0; i < span.length; i++) {
        const edge = edgeAt(img, side, span[i]!, tested) ? 1 : 0;
        counts[i * stride + tested + 1] = counts[i * stride + tested]! + edge;
      }
    }
  };
  /** Share of span positions with an edge at some step from `lo` to `hi`. */
  const coverSteps = (lo: number, hi: number) => {
    if (span.length === 0) return 0;
    testUpTo(hi);
    let hit = 0;
    for (let i = 0; i < span.length; i++) if (counts[i * stride + hi + 1]! > counts[i * stride + lo]!) hit++;
    return hit / span.length;
  };
  for (let away = 2; away <= reach; away++) {
    if (coverSteps(away, away + slack) < SIDE_COVER) continue;
    // The window first touches the line from inside; the line itself is the last step in the
    // window (plus one) that still covers the span on its own.
    let outer = away;
    for (let k = away; k <= away + slack + 1; k++) {
      if (coverSteps(k, k) >= SIDE_COVER / 2) outer = k;
    }
    return outer;
  }
  return null;
}

/**
 * The button drawn around a short phrase, found from its edges rather than its colour: an outline
 * (ghost button), a gradient or photo-filled shape, a pill. Each of the four sides must close
 * within reach of the text (buttons pad text by about its height above and below, more at the
 * ends), and the text must sit near the middle vertically. Boxes in work-raster pixels.
 */
export function frameAround(img: RasterRgb, text: Box): Box | null {
  const h = text.height;
  if (h < 4 || text.width < 2 * h * 0.5) return null;
  const x0 = Math.floor(text.x);
  const x1 = Math.ceil(text.x + text.width);
  const y0 = Math.floor(text.y);
  const y1 = Math.ceil(text.y + text.height);
  const cols: number[] = [];
  for (let x = x0; x < x1; x++) cols.push(x);
  const rows: number[] = [];
  for (let y = Math.round(y0 + 0.15 * h); y <= Math.round(y1 - 0.15 * h); y++) rows.push(y);
  const vReach = Math.max(6, Math.round(1.6 * h));
  const hReach = Math.max(8, Math.round(4 * h));
  const slack = Math.max(1, Math.round(0.25 * h));
  const top = sideDistance(img, cols, vReach, 1, { along: "x", base: y0, sign: -1 });
  if (top === null) return null;
  const bottom = sideDistance(img, cols, vReach, 1, { along: "x", base: y1, sign: 1 });
  if (bottom === null || Math.abs(top - bottom) > 0.6 * h + 3) return null;
  const left = sideDistance(img, rows, hReach, slack, { along: "y", base: x0, sign: -1 });
  if (left === null) return null;
  const right = sideDistance(img, rows, hReach, slack, { along: "y", base: x1, sign: 1 });
  if (right === null) return null;
  // The top and bottom lines must run the whole width between the sides (rounded corners aside,
  // up to a pill's, half the button's height), or the "sides" were strokes of neighbouring letters.
  const inset = Math.max(2, Math.round(0.25 * h), Math.round((y1 - y0 + top + bottom) / 2));
  const across: number[] = [];
  for (let x = x0 - left + inset; x <= x1 + right - inset; x++) across.push(x);
  const line = (y: number) => cover(img, across, [y - 1, y, y + 1], { along: "x", base: 0, sign: 1 }) >= SIDE_COVER;
  if (!line(y0 - top) || !line(y1 + bottom)) return null;
  return { x: x0 - left, y: y0 - top, width: x1 - x0 + left + right, height: y1 - y0 + top + bottom };
}

export interface ContrastMeasure {
  ratio: number;
  text: Rgb;
  background: Rgb;
  /** Whether the text is lighter than what surrounds it. */
  textIsLighter: boolean;
}

/** Readings already taken, per raster and box: brand and CTA choice ask about the same boxes again. */
const contrastCache = new WeakMap<RasterRgb, Map<string, ContrastMeasure | null>>();

/**
 * WCAG contrast of text inside a box: the background is the most common colour of the box, the
 * text is the average of the pixels farthest from it (the stroke cores, not the anti-aliased
 * edges); unless that colour keeps away from the box's edges, when it is the type's and the
 * ground is read at the edges (`groundAtEdges`).
 */
export function measureContrast(img: RasterRgb, box: Box): ContrastMeasure | null {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(img.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(img.height, Math.ceil(box.y + box.height));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const cache = contrastCache.get(img) ?? new Map<string, ContrastMeasure | null>();
  contrastCache.set(img, cache);
  const key = `${x0},${y0},${x1},${y1}`;
  if (!cache.has(key)) cache.set(key, contrastIn(img, x0, y0, x1, y1));
  return cache.get(key) ?? null;
}

function contrastIn(img: RasterRgb, x0: number, y0: number, x1: number, y1: number): ContrastMeasure | null {
  const d = img.data;
  const counts = new Uint32Array(32768);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * img.width + x) * 3;
      counts[((d[i]! >> 3) << 10) | ((d[i + 1]! >> 3) << 5) | (d[i + 2]! >> 3)]!++;
    }
  }
  let mode = 0;
  for (let bin = 1; bin < counts.length; bin++) if (counts[bin]! > counts[mode]!) mode = bin;
  const bg: number[] = [0, 0, 0];
  let bgN = 0;
  const dists = new Float64Array((x1 - x0) * (y1 - y0));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * img.width + x) * 3;
      const bin = ((d[i]! >> 3) << 10) | ((d[i + 1]! >> 3) << 5) | (d[i + 2]! >> 3);
      if (bin === mode) {
        bg[0]! += d[i]!;
        bg[1]! += d[i + 1]!;
        bg[2]! += d[i + 2]!;
        bgN++;
      }
    }
  }
  const background: Rgb = [Math.round(bg[0]! / bgN), Math.round(bg[1]! / bgN), Math.round(bg[2]! / bgN)];
  const ground = groundAtEdges(img, x0, y0, x1, y1, background);
  if (ground) return measured(background, ground);
  let k = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++, k++) {
      const i = (y * img.width + x) * 3;
      dists[k] = Math.hypot(d[i]! - background[0], d[i + 1]! - background[1], d[i + 2]! - background[2]);
    }
  }
  // A typed array sorts numerically, without a comparator call per step.
  const sorted = dists.slice().sort();
  const far = sorted[Math.floor(sorted.length * 0.98)] ?? 0;
  if (far < 6) return null;
  const tx: number[] = [0, 0, 0];
  let tn = 0;
  k = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++, k++) {
      if (dists[k]! < far * 0.8) continue;
      const i = (y * img.width + x) * 3;
      tx[0]! += d[i]!;
      tx[1]! += d[i + 1]!;
      tx[2]! += d[i + 2]!;
      tn++;
    }
  }
  return measured([Math.round(tx[0]! / tn), Math.round(tx[1]! / tn), Math.round(tx[2]! / tn)], background);
}

function measured(text: Rgb, background: Rgb): ContrastMeasure {
  const lum = (c: Rgb) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  return { ratio: contrastRatio(text, background), text, background, textIsLighter: lum(text) > lum(background) };
}

/** The commonest colour is the type, not the ground, when its share of the box's edges is under this part of its share of the box. */
const TYPE_AT_EDGES = 0.5;
/** Pixels this close (RGB distance) to the commonest colour count as that colour: compression spreads one colour over neighbouring bins. */
const SAME_COLOUR = 30;

/**
 * The ground behind type that is itself the box's commonest colour: white letters over a photo
 * fill a tight box more uniformly than the photo does, so the most common colour is the type's,
 * and the pixels farthest from it are the photo's extremes, not the ground the letters stand on.
 * Type keeps away from a box's edges and the ground reaches them: when the commonest colour
 * (`mode`, the mean of its 15-bit bin) is rare along the edges against its share of the whole box,
 * the ground is the median colour of the edge pixels farthest from it. Null when the commonest
 * colour is the ground.
 */
function groundAtEdges(img: RasterRgb, x0: number, y0: number, x1: number, y1: number, mode: Rgb): Rgb | null {
  const d = img.data;
  const edge = Math.max(1, Math.round(0.08 * Math.min(x1 - x0, y1 - y0)));
  const ground: { rgb: Rgb; far: number }[] = [];
  let same = 0;
  let sameAtEdges = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * img.width + x) * 3;
      const rgb: Rgb = [d[i]!, d[i + 1]!, d[i + 2]!];
      const far = Math.hypot(rgb[0] - mode[0], rgb[1] - mode[1], rgb[2] - mode[2]);
      const near = far < SAME_COLOUR;
      if (near) same++;
      if (y >= y0 + edge && y < y1 - edge && x >= x0 + edge && x < x1 - edge) continue;
      if (near) sameAtEdges++;
      else ground.push({ rgb, far });
    }
  }
  const atEdges = sameAtEdges + ground.length;
  const share = same / ((x1 - x0) * (y1 - y0));
  if (atEdges === 0 || sameAtEdges / atEdges >= TYPE_AT_EDGES * share || ground.length === 0) return null;
  // Letters reaching the edges leave blends of type and ground there: the half farthest from the
  // type is the ground itself.
  const core = ground.sort((a, b) => b.far - a.far).slice(0, Math.max(1, ground.length >> 1));
  const median = (c: number) => core.map((g) => g.rgb[c]!).sort((a, b) => a - b)[core.length >> 1]!;
  return [median(0), median(1), median(2)];
}

/** A colour this far (0–255, on any channel) from the background is ink. */
const INK_STEP = 60;

/**
 * Whether a chevron, triangle or arrow is drawn just after a line of text ("Learn more ›" where the
 * reader dropped the glyph, or an icon): a small mark of ink within one text height to the right,
 * centred on the line, not running on into more text, whose rightmost point (the tip) is near its
 * middle height while its top and bottom rows lie to the left of it.
 */
export function arrowAfter(img: RasterRgb, text: Box): boolean {
  const h = Math.round(text.height);
  const x0 = Math.ceil(text.x + text.width) + 1;
  const y0 = Math.floor(text.y);
  const x1 = Math.min(img.width, x0 + Math.round(1.5 * h));
  const y1 = Math.min(img.height, y0 + h);
  if (h < 6 || x1 - x0 < h / 2 || y1 - y0 < h / 2) return false;
  // The background is the colour at the region's left and right ends, where no mark should be.
  const d = img.data;
  const at = (x: number, y: number) => (y * img.width + x) * 3;
  const bg = at(x1 - 1, y0);
  const ink = (x: number, y: number) => {
    const i = at(x, y);
    return (
      Math.max(Math.abs(d[i]! - d[bg]!), Math.abs(d[i + 1]! - d[bg + 1]!), Math.abs(d[i + 2]! - d[bg + 2]!)) >= INK_STEP
    );
  };
  let minX = x1;
  let maxX = -1;
  let minY = y1;
  let maxY = -1;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!ink(x, y)) continue;
      count++;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  if (count === 0 || maxX >= x1 - 2) return false;
  const w = maxX - minX + 1;
  const mh = maxY - minY + 1;
  if (w < 0.15 * h || w > 0.9 * h || mh < 0.25 * h || mh > 1.05 * h) return false;
  const mid = (minY + maxY) / 2;
  if (Math.abs(mid - (y0 + y1) / 2) > 0.3 * h || count / (w * mh) > 0.65) return false;
  const rightmostIn = (y: number) => {
    for (let x = maxX; x >= minX; x--) if (ink(x, y)) return x;
    return -1;
  };
  let tipY = minY;
  for (let y = minY; y <= maxY; y++) if (rightmostIn(y) === maxX) tipY = y;
  const tipNearMiddle = Math.abs(tipY - mid) <= 0.25 * mh + 1;
  const endsLeft = rightmostIn(minY) < maxX - w / 3 && rightmostIn(maxY) < maxX - w / 3;
  return tipNearMiddle && endsLeft;
}

/** What the page holds besides its background, its text and its buttons. */
export interface Unexplained {
  /** Share of the image, 0–1. */
  share: number;
  /** The largest connected patch of it, in work pixels; null when there is none. */
  largest: Box | null;
}

/**
 * Pixels of the palette copy (`labels`, `w`×`h`, `toWork` work pixels per pixel) that are not
 * the page's main colour and lie outside every text box (grown by half its height, for
 * anti-aliased edges and letters the reader clipped) and every button. A logo, a QR code, a
 * photo, or text nobody read is there; a page that holds only its copy has almost none. This is
 * how the advice tells "the ad has no logo" from "we could not read the logo".
 */
export function unexplainedInk(
  labels: Uint8Array,
  w: number,
  h: number,
  toWork: number,
  explained: Box[],
): Unexplained {
  const mask = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) mask[i] = labels[i] === 0 ? 0 : 1;
  for (const b of explained) {
    const grow = b.height / 2;
    const x0 = Math.max(0, Math.floor((b.x - grow) / toWork));
    const y0 = Math.max(0, Math.floor((b.y - grow) / toWork));
    const x1 = Math.min(w - 1, Math.ceil((b.x + b.width + grow) / toWork));
    const y1 = Math.min(h - 1, Math.ceil((b.y + b.height + grow) / toWork));
    for (let y = y0; y <= y1; y++) mask.fill(0, y * w + x0, y * w + x1 + 1);
  }
  let total = 0;
  let largest: { count: number; box: Box } | null = null;
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (mask[start] !== 1) continue;
    mask[start] = 2;
    stack.push(start);
    let count = 0;
    let [minX, minY, maxX, maxY] = [w, h, 0, 0];
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      count++;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1]) {
        if (q >= 0 && mask[q] === 1) {
          mask[q] = 2;
          stack.push(q);
        }
      }
    }
    total += count;
    if (!largest || count > largest.count) {
      const box = {
        x: minX * toWork,
        y: minY * toWork,
        width: (maxX - minX + 1) * toWork,
        height: (maxY - minY + 1) * toWork,
      };
      largest = { count, box };
    }
  }
  return { share: total / (w * h), largest: largest?.box ?? null };
}
