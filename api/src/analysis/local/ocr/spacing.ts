import type { RasterRgb } from "../raster.ts";
import type { Decoded, DecodedChar } from "./ctc.ts";

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

/** The widest ink-free run between two characters' centres (each the middle of its time steps). */
function gapBetween(ink: Uint8Array, a: DecodedChar, b: DecodedChar, stepPx: number): number {
  const centre = (c: DecodedChar) => ((c.from + c.to + 1) / 2) * stepPx;
  return widestGap(ink, centre(a), centre(b));
}

/**
 * Letter-spaced type ("N O R T H W I N D", as logos and small caps are set): three gaps in four
 * between letters at least `TRACKED` of the line's height, and the recogniser reads a space at
 * some of them. A space is kept there only when its gap is `TRACKED_SPACE_OVER_LETTER_GAP` times
 * the line's usual gap between letters and wider than every gap inside its words: on rendered
 * letter-spaced names the gaps between the letters of one line vary by up to 1.25 times, while a
 * tracked wordmark's word space can be as little as 1.3–1.4 times its letter gap (the space
 * glyph is narrow beside the tracking).
 */
const TRACKED = 0.2;
const TRACKED_SPACE_OVER_LETTER_GAP = 1.25;

/**
 * Drops the spaces the recogniser read inside letter-spaced words: in a line whose letters
 * stand at least `TRACKED` of its height apart, a space that does not stand out from the gaps
 * between letters is one more of them ("NORTHWIN D").
 */
function joinTracked(d: Decoded, ink: Uint8Array, stepPx: number, height: number): Decoded {
  const letters = d.chars.filter((c) => c.char !== " ").length;
  if (letters < 3 || letters === d.chars.length) return d;
  // Each letter after the first: the gap before it, and whether the recogniser read a space there.
  const gaps: { gap: number; spaced: boolean }[] = [];
  let prev: DecodedChar | null = null;
  let spaced = false;
  for (const c of d.chars) {
    if (c.char === " ") {
      spaced = true;
      continue;
    }
    if (prev) gaps.push({ gap: gapBetween(ink, prev, c, stepPx), spaced });
    [prev, spaced] = [c, false];
  }
  const inWords = gaps.filter((g) => !g.spaced).map((g) => g.gap);
  const sorted = (inWords.length >= 2 ? inWords : gaps.map((g) => g.gap)).sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)]!;
  // Most gaps wide, not only some: where the crop's ink is faint, gaps read as the letters' whole pitch.
  if (sorted[Math.floor(sorted.length / 4)]! < TRACKED * height) return d;
  const widest = inWords.length >= 2 ? Math.max(...inWords) : typical;
  const wordBreak = (gap: number) => gap >= TRACKED_SPACE_OVER_LETTER_GAP * typical && gap > widest;
  const chars: Decoded["chars"] = [];
  let seen = 0;
  for (const c of d.chars) {
    if (c.char !== " ") seen++;
    // A space stands before letter `seen + 1`, whose gap is `gaps[seen - 1]`.
    if (c.char !== " " || wordBreak(gaps[seen - 1]?.gap ?? 0)) chars.push(c);
  }
  return { ...d, chars };
}

/**
 * Inserts the spaces the pixels and the time steps show between letters read as one word, and
 * drops those it read between the letters of letter-spaced words.
 */
export function addSpaces(decoded: Decoded, ink: Uint8Array, stepPx: number, height: number): Decoded {
  const d = joinTracked(decoded, ink, stepPx, height);
  const gaps = d.chars.map((c, i) =>
    i === 0 || c.char === " " || d.chars[i - 1]!.char === " " ? -1 : gapBetween(ink, d.chars[i - 1]!, c, stepPx),
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
