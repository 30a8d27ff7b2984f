import type { ClarityMeasure } from "../result.ts";

/** Share of pixels whose Sobel gradient is strong (a visual clutter signal), on a small grey copy. */
export function edgeDensity(grey: Float32Array, w: number, h: number): number {
  let strong = 0;
  let total = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = (dx: number, dy: number) => grey[(y + dy) * w + x + dx]!;
      const gx = p(1, -1) + 2 * p(1, 0) + p(1, 1) - p(-1, -1) - 2 * p(-1, 0) - p(-1, 1);
      const gy = p(-1, 1) + 2 * p(0, 1) + p(1, 1) - p(-1, -1) - 2 * p(0, -1) - p(1, -1);
      if (Math.hypot(gx, gy) > 120) strong++;
      total++;
    }
  }
  return total > 0 ? strong / total : 0;
}

const clamp = (v: number, lo = 0, hi = 10) => Math.max(lo, Math.min(hi, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

export function wordCountScore(words: number): number {
  if (words === 0) return 4;
  if (words <= 12) return 10;
  return clamp(10 - (words - 12) * 0.35);
}

export function coverageScore(coverage: number): number {
  if (coverage === 0) return 4;
  if (coverage <= 20) return 10;
  return clamp(10 - (coverage - 20) * 0.3);
}

export function contrastScore(ratio: number | null): number {
  if (ratio === null) return 5;
  if (ratio >= 7) return 10;
  if (ratio >= 4.5) return 8 + ((ratio - 4.5) / 2.5) * 2;
  if (ratio >= 3) return 5 + ((ratio - 3) / 1.5) * 3;
  return clamp(((ratio - 1) / 2) * 5);
}

/** Clutter 0–1 from edge density (0.25 is very busy) and colour entropy (10 bits is a photo). */
export function clutterOf(edges: number, entropy: number): number {
  return Math.min(1, 0.6 * Math.min(1, edges / 0.25) + 0.4 * Math.min(1, entropy / 10));
}

export function clarity(input: {
  word_count: number;
  text_coverage: number;
  headline_contrast: number | null;
  edge_density: number;
  color_entropy: number;
}): ClarityMeasure {
  const clutter = clutterOf(input.edge_density, input.color_entropy);
  const score =
    0.3 * wordCountScore(input.word_count) +
    0.2 * coverageScore(input.text_coverage) +
    0.3 * contrastScore(input.headline_contrast) +
    0.2 * (10 * (1 - clutter));
  return {
    score: round1(score),
    word_count: input.word_count,
    text_coverage: round1(input.text_coverage),
    headline_contrast: input.headline_contrast,
    edge_density: Math.round(input.edge_density * 1000) / 1000,
    color_entropy: round1(input.color_entropy),
    clutter: Math.round(clutter * 100) / 100,
  };
}
