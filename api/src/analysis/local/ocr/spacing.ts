import type { RasterRgb } from "../raster.ts";
import type { Decoded } from "./ctc.ts";

/**
 * Word breaks the recogniser did not mark, found in the crop's pixels. Between two letters the
 * widest run of columns without ink is the gap a reader sees; a word space is at least about a
 * sixth of the line's height and clearly wider than the line's usual gap between letters (which
 * also covers letter-spaced capitals). Ink alone over-splits (thin strokes, wide digits), so the
 * recogniser must agree: at least two more blank time steps than between its usual letters.
 */
const MIN_SPACE = 0.18;
const SPACE_OVER_LETTER_GAP = 2.5;

/**
 * Which columns of a line crop carry ink: a column does when some pixel in its middle rows
 * differs from the background (the median of the crop's top and bottom rows, which DB's margin
 * leaves free of text) by at least 40 % of the crop's strongest difference.
 */
export function inkColumns(crop: RasterRgb): Uint8Array {
  const { width: w, height: h, data } = crop;
  const luma = (x: number, y: number) => {
    const p = (y * w + x) * 3;
    return 0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!;
  };
  const edge = Math.max(1, Math.round(h * 0.08));
  const border: number[] = [];
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < edge; y++) border.push(luma(x, y), luma(x, h - 1 - y));
  }
  border.sort((a, b) => a - b);
  const bg = border[border.length >> 1]!;
  const activity = new Float32Array(w);
  let strongest = 0;
  for (let x = 0; x < w; x++) {
    let a = 0;
    for (let y = Math.round(h * 0.15); y < Math.round(h * 0.85); y++) a = Math.max(a, Math.abs(luma(x, y) - bg));
    activity[x] = a;
    strongest = Math.max(strongest, a);
  }
  const out = new Uint8Array(w);
  for (let x = 0; x < w; x++) out[x] = activity[x]! >= strongest * 0.4 && strongest > 24 ? 1 : 0;
  return out;
}

/** The widest run of ink-free columns in [from, to). */
function widestGap(ink: Uint8Array, from: number, to: number): number {
  let best = 0;
  let run = 0;
  for (let x = Math.max(0, Math.floor(from)); x < Math.min(ink.length, Math.ceil(to)); x++) {
    run = ink[x] ? 0 : run + 1;
    best = Math.max(best, run);
  }
  return best;
}

/** Inserts the spaces the pixels and the time steps show between letters read as one word. */
export function addSpaces(d: Decoded, ink: Uint8Array, stepPx: number, height: number): Decoded {
  const centre = (i: number) => ((d.chars[i]!.from + d.chars[i]!.to + 1) / 2) * stepPx;
  const gaps = d.chars.map((c, i) =>
    i === 0 || c.char === " " || d.chars[i - 1]!.char === " " ? -1 : widestGap(ink, centre(i - 1), centre(i)),
  );
  const letterGaps = gaps.filter((g) => g >= 0).sort((a, b) => a - b);
  if (letterGaps.length === 0) return d;
  const typical = letterGaps[Math.floor(letterGaps.length * 0.5)]!;
  const threshold = Math.max(height * MIN_SPACE, typical * SPACE_OVER_LETTER_GAP);
  const steps = d.chars.map((c, i) => (i === 0 ? 0 : c.from - d.chars[i - 1]!.to - 1));
  const stepGaps = steps.filter((_, i) => gaps[i]! >= 0).sort((a, b) => a - b);
  const typicalSteps = stepGaps[Math.floor(stepGaps.length * 0.5)]!;
  const chars: Decoded["chars"] = [];
  d.chars.forEach((c, i) => {
    if (gaps[i]! >= threshold && steps[i]! >= typicalSteps + 2)
      chars.push({ char: " ", prob: 1, from: c.from, to: c.from });
    chars.push(c);
  });
  return { ...d, chars };
}
