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

/**
 * For each 8-connected region of above-threshold pixels, the leftmost and rightmost pixel of
 * every row it spans: enough for its convex hull, without keeping every pixel.
 */
export function regionOutlines(map: ProbMap, threshold: number, maxRegions: number): Point[][] {
  const { width: w, height: h, data } = map;
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const rowMin = new Int32Array(h);
  const rowMax = new Int32Array(h);
  const out: Point[][] = [];
  for (let start = 0; start < w * h && out.length < maxRegions; start++) {
    if (seen[start] || data[start]! <= threshold) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    // Scanning in raster order, a region's first pixel is on its top row.
    const y0 = Math.floor(start / w);
    let y1 = y0;
    rowMin[y0] = w;
    rowMax[y0] = -1;
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % w;
      const y = (p - x) / w;
      for (; y1 < y; y1++) {
        rowMin[y1 + 1] = w;
        rowMax[y1 + 1] = -1;
      }
      if (x < rowMin[y]!) rowMin[y] = x;
      if (x > rowMax[y]!) rowMax[y] = x;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const q = ny * w + nx;
          if (seen[q] || data[q]! <= threshold) continue;
          seen[q] = 1;
          stack[top++] = q;
        }
      }
    }
    const pts: Point[] = [];
    for (let r = y0; r <= y1; r++) {
      if (rowMax[r]! < 0) continue;
      pts.push({ x: rowMin[r]!, y: r });
      if (rowMax[r] !== rowMin[r]) pts.push({ x: rowMax[r]!, y: r });
    }
    out.push(pts);
  }
  return out;
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

/** Text regions of a probability map, in map pixels. */
export function textRegions(map: ProbMap, params: DbParams = DB_DEFAULTS): Region[] {
  const out: Region[] = [];
  for (const outline of regionOutlines(map, params.threshold, params.maxCandidates)) {
    const rect = minAreaRect(outline);
    if (Math.min(rect.width, rect.height) < params.minSize) continue;
    const score = rectScore(map, rect);
    if (score < params.boxThreshold) continue;
    const grown = unclip(rect, params.unclipRatio);
    if (Math.min(grown.width, grown.height) < params.minSize + 2) continue;
    out.push({ rect: grown, score });
  }
  return out;
}
