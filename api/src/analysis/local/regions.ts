import type { Box } from "../result.ts";
import { contrastRatio, type Rgb } from "./color.ts";
import type { PaletteResult } from "./palette.ts";
import type { RasterRgb } from "./raster.ts";

export interface ButtonCandidate {
  /** In work-raster pixels. */
  box: Box;
  cluster: number;
}

/**
 * Finds filled rectangles of one colour that differ from the page colour: buttons. Text inside
 * punches holes in the fill, so a button is a component whose bounding box is mostly filled and
 * whose border rows and columns are almost entirely its own colour.
 */
export function findButtons(palette: PaletteResult, w: number, h: number, toWork: number): ButtonCandidate[] {
  const { labels } = palette;
  const seen = new Uint8Array(w * h);
  const found: (ButtonCandidate & { area: number })[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    const k = labels[start]!;
    if (seen[start] || k === 0) continue;
    let minX = w;
    let minY = h;
    let maxX = 0;
    let maxY = 0;
    let count = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      count++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const next = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1];
      for (const q of next) {
        if (q >= 0 && !seen[q] && labels[q] === k) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
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
      cluster: k,
      area,
    });
  }
  return found
    .sort((a, b) => b.area - a.area)
    .slice(0, 4)
    .map(({ box, cluster }) => ({ box, cluster }));
}

export interface ContrastMeasure {
  ratio: number;
  text: Rgb;
  background: Rgb;
  /** Whether the text is lighter than what surrounds it. */
  textIsLighter: boolean;
}

/**
 * WCAG contrast of text inside a box: the background is the most common colour of the box, the
 * text is the average of the pixels farthest from it (the stroke cores, not the anti-aliased
 * edges).
 */
export function measureContrast(img: RasterRgb, box: Box): ContrastMeasure | null {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(img.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(img.height, Math.ceil(box.y + box.height));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const d = img.data;
  const counts = new Map<number, number>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * img.width + x) * 3;
      const bin = ((d[i]! >> 3) << 10) | ((d[i + 1]! >> 3) << 5) | (d[i + 2]! >> 3);
      counts.set(bin, (counts.get(bin) ?? 0) + 1);
    }
  }
  let mode = 0;
  let modeCount = 0;
  for (const [bin, c] of counts) {
    if (c > modeCount || (c === modeCount && bin < mode)) {
      mode = bin;
      modeCount = c;
    }
  }
  const bg: number[] = [0, 0, 0];
  let bgN = 0;
  const dists: number[] = [];
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
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * img.width + x) * 3;
      dists.push(Math.hypot(d[i]! - background[0], d[i + 1]! - background[1], d[i + 2]! - background[2]));
    }
  }
  const sorted = [...dists].sort((a, b) => a - b);
  const far = sorted[Math.floor(sorted.length * 0.98)] ?? 0;
  if (far < 6) return null;
  const tx: number[] = [0, 0, 0];
  let tn = 0;
  let k = 0;
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
  const text: Rgb = [Math.round(tx[0]! / tn), Math.round(tx[1]! / tn), Math.round(tx[2]! / tn)];
  const lum = (c: Rgb) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  return { ratio: contrastRatio(text, background), text, background, textIsLighter: lum(text) > lum(background) };
}
