import type { Point, RotatedRect } from "./types.ts";

/**
 * Differentiable-binarisation (DB) post-processing as PaddleOCR does it: threshold the
 * probability map, take each connected region's minimum-area rectangle, keep it when the mean
 * probability inside is high enough, then grow it back by the shrink the model was trained with.
 */

export interface DbParams {
  /** Pixels above this probability are text. */
  threshold: number;
  /** A region is kept when the mean probability inside its rectangle reaches this. */
  boxThreshold: number;
  /** The rectangle grows by area · ratio / perimeter on every side. */
  unclipRatio: number;
  /** Regions thinner than this (map pixels) are noise. */
  minSize: number;
  maxCandidates: number;
}

export const DB_DEFAULTS: DbParams = {
  threshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 1.5,
  minSize: 3,
  maxCandidates: 1000,
};

export interface ProbMap {
  width: number;
  height: number;
  data: Float32Array;
}

export interface Region {
  rect: RotatedRect;
  /** Mean probability inside the region's rectangle before it was grown. */
  score: number;
}

/** The 8-connected regions of pixels where `inside` holds, each as its pixels' indices (row-major). */
function components(w: number, h: number, inside: (i: number) => boolean, maxRegions: number): Int32Array[] {
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const out: Int32Array[] = [];
  for (let start = 0; start < w * h && out.length < maxRegions; start++) {
    if (seen[start] || !inside(start)) continue;
    let top = 0;
    const visited: number[] = [];
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const p = stack[--top]!;
      visited.push(p);
      const x = p % w;
      const y = (p - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const q = ny * w + nx;
          if (seen[q] || !inside(q)) continue;
          seen[q] = 1;
          stack[top++] = q;
        }
      }
    }
    out.push(Int32Array.from(visited));
  }
  return out;
}

/** A region's leftmost and rightmost pixel on every row it spans: enough for its convex hull. */
function outline(pixels: Int32Array, w: number): Point[] {
  const rows = new Map<number, [number, number]>();
  for (const p of pixels) {
    const x = p % w;
    const y = (p - x) / w;
    const r = rows.get(y);
    if (!r) rows.set(y, [x, x]);
    else {
      if (x < r[0]) r[0] = x;
      if (x > r[1]) r[1] = x;
    }
  }
  const pts: Point[] = [];
  for (const [y, [x0, x1]] of [...rows].sort((a, b) => a[0] - b[0])) {
    pts.push({ x: x0, y });
    if (x1 !== x0) pts.push({ x: x1, y });
  }
  return pts;
}

/** A neck this many pixels thick or thinner is where two touching regions are parted. */
const NECK = 3;
/** A part must keep this many pixels after the erosion to count as a region of its own. */
const MIN_PART = 12;

/**
 * Two lines whose regions touch (a logo beside a headline set on another baseline, corners
 * meeting) come out of the map as one region, whose rectangle the text fills too thinly to keep:
 * both lines were lost. The region is eroded (a pixel stays while its four neighbours are in it)
 * until it parts, at most `NECK` times; each pixel then goes back to the part it is nearest to
 * through the region. Null when it does not part.
 */
export function splitAtNeck(pixels: Int32Array, w: number): Int32Array[] | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (const p of pixels) {
    const x = p % w;
    const y = (p - x) / w;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const bw = x1 - x0 + 3;
  const bh = y1 - y0 + 3;
  // The region in a frame of its own, one empty pixel around it.
  const local = (p: number) => {
    const x = p % w;
    return ((p - x) / w - y0 + 1) * bw + (x - x0 + 1);
  };
  const region = new Uint8Array(bw * bh);
  for (const p of pixels) region[local(p)] = 1;
  let mask = region;
  for (let round = 1; round <= NECK; round++) {
    const eroded = new Uint8Array(bw * bh);
    for (let i = bw; i < bw * (bh - 1); i++) {
      if (mask[i] && mask[i - 1] && mask[i + 1] && mask[i - bw] && mask[i + bw]) eroded[i] = 1;
    }
    mask = eroded;
    const parts = components(bw, bh, (i) => mask[i] === 1, Number.POSITIVE_INFINITY).filter(
      (c) => c.length >= MIN_PART,
    );
    if (parts.length < 2) continue;
    // Every pixel of the region to the nearest part, by a breadth-first walk from all parts at once.
    const label = new Int32Array(bw * bh).fill(-1);
    let frontier: number[] = [];
    parts.forEach((c, k) => {
      for (const i of c) {
        label[i] = k;
        frontier.push(i);
      }
    });
    while (frontier.length > 0) {
      const next: number[] = [];
      for (const i of frontier) {
        for (const j of [i - 1, i + 1, i - bw, i + bw, i - bw - 1, i - bw + 1, i + bw - 1, i + bw + 1]) {
          if (region[j] && label[j]! < 0) {
            label[j] = label[i]!;
            next.push(j);
          }
        }
      }
      frontier = next;
    }
    const out = parts.map(() => [] as number[]);
    for (const p of pixels) {
      const k = label[local(p)]!;
      if (k >= 0) out[k]!.push(p);
    }
    return out.map((o) => Int32Array.from(o));
  }
  return null;
}

/** Andrew's monotone chain; counter-clockwise in image coordinates (y down). */
export function convexHull(points: Point[]): Point[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (pts.length <= 2) return pts;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/**
 * The minimum-area rectangle around a point set (rotating calipers over the hull's edges), with
 * its angle within 45° of horizontal: a rectangle taller than wide is sideways text.
 */
export function minAreaRect(points: Point[]): RotatedRect {
  const hull = convexHull(points);
  if (hull.length === 1) return { cx: hull[0]!.x, cy: hull[0]!.y, width: 0, height: 0, angle: 0 };
  let best: { area: number; ux: number; uy: number; lo: number; hi: number; vlo: number; vhi: number } | null = null;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    let lo = Infinity;
    let hi = -Infinity;
    let vlo = Infinity;
    let vhi = -Infinity;
    for (const p of hull) {
      const s = p.x * ux + p.y * uy;
      const t = -p.x * uy + p.y * ux;
      if (s < lo) lo = s;
      if (s > hi) hi = s;
      if (t < vlo) vlo = t;
      if (t > vhi) vhi = t;
    }
    const area = (hi - lo) * (vhi - vlo);
    if (!best || area < best.area - 1e-9) best = { area, ux, uy, lo, hi, vlo, vhi };
  }
  const { ux, uy, lo, hi, vlo, vhi } = best!;
  const s = (lo + hi) / 2;
  const t = (vlo + vhi) / 2;
  return orient({
    cx: s * ux - t * uy,
    cy: s * uy + t * ux,
    width: hi - lo,
    height: vhi - vlo,
    angle: Math.atan2(uy, ux),
  });
}

/** Normalises a rectangle so the angle is in (-π/4, π/4], swapping sides as needed. */
function orient(r: RotatedRect): RotatedRect {
  let { width, height, angle } = r;
  angle = Math.atan2(Math.sin(angle), Math.cos(angle));
  while (angle > Math.PI / 4) {
    angle -= Math.PI / 2;
    [width, height] = [height, width];
  }
  while (angle <= -Math.PI / 4) {
    angle += Math.PI / 2;
    [width, height] = [height, width];
  }
  return { ...r, width, height, angle };
}

/** The rectangle's corners: top-left, top-right, bottom-right, bottom-left (before rotation). */
export function corners(r: RotatedRect): Point[] {
  const ux = Math.cos(r.angle);
  const uy = Math.sin(r.angle);
  const hw = r.width / 2;
  const hh = r.height / 2;
  return [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([s, t]) => ({ x: r.cx + s! * ux - t! * uy, y: r.cy + s! * uy + t! * ux }));
}

/** Mean probability of the map pixels whose centres fall inside the rectangle. */
export function rectScore(map: ProbMap, r: RotatedRect): number {
  const ux = Math.cos(r.angle);
  const uy = Math.sin(r.angle);
  const pts = corners(r);
  const x0 = Math.max(0, Math.floor(Math.min(...pts.map((p) => p.x))));
  const x1 = Math.min(map.width - 1, Math.ceil(Math.max(...pts.map((p) => p.x))));
  const y0 = Math.max(0, Math.floor(Math.min(...pts.map((p) => p.y))));
  const y1 = Math.min(map.height - 1, Math.ceil(Math.max(...pts.map((p) => p.y))));
  const hw = r.width / 2 + 0.5;
  const hh = r.height / 2 + 0.5;
  let sum = 0;
  let n = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x - r.cx;
      const dy = y - r.cy;
      if (Math.abs(dx * ux + dy * uy) > hw || Math.abs(-dx * uy + dy * ux) > hh) continue;
      sum += map.data[y * map.width + x]!;
      n++;
    }
  }
  return n ? sum / n : 0;
}

/**
 * Grows a rectangle as PaddleOCR's unclip does (a polygon offset by area · ratio / perimeter):
 * for a rectangle the offset's minimum-area rectangle is the rectangle grown by that on every side.
 */
export function unclip(r: RotatedRect, ratio: number): RotatedRect {
  const perimeter = 2 * (r.width + r.height);
  if (perimeter === 0) return r;
  const d = (r.width * r.height * ratio) / perimeter;
  return { ...r, width: r.width + 2 * d, height: r.height + 2 * d };
}

/**
 * Text regions of a probability map, in map pixels. A region its rectangle holds too thinly is
 * split where it is pinched (`splitAtNeck`), and each part is judged as a region of its own.
 */
export function textRegions(map: ProbMap, params: DbParams = DB_DEFAULTS): Region[] {
  const out: Region[] = [];
  const judge = (pixels: Int32Array): Region | "thin" | null => {
    const rect = minAreaRect(outline(pixels, map.width));
    if (Math.min(rect.width, rect.height) < params.minSize) return null;
    const score = rectScore(map, rect);
    if (score < params.boxThreshold) return "thin";
    const grown = unclip(rect, params.unclipRatio);
    if (Math.min(grown.width, grown.height) < params.minSize + 2) return null;
    return { rect: grown, score };
  };
  for (const pixels of components(
    map.width,
    map.height,
    (i) => map.data[i]! > params.threshold,
    params.maxCandidates,
  )) {
    const region = judge(pixels);
    if (region !== "thin") {
      if (region) out.push(region);
      continue;
    }
    for (const part of splitAtNeck(pixels, map.width) ?? []) {
      const r = judge(part);
      if (r && r !== "thin") out.push(r);
    }
  }
  return out;
}
