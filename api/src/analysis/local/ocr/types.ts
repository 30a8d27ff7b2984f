import type { Box } from "../../result.ts";
import type { Alternative } from "./ctc.ts";

/**
 * The text stage's output contract, read by the stages after it (layout, brand, CTA, attention).
 * All coordinates are in pixels of the work raster (`decode().work`); callers map to the original
 * image with `decode().scale`.
 */

export interface Point {
  x: number;
  y: number;
}

/**
 * A rotated rectangle: centre, size, and the reading direction as an angle in radians
 * (0 = left to right; ±π/2 = sideways text read top to bottom / bottom to top).
 */
export interface RotatedRect {
  cx: number;
  cy: number;
  /** Length along the reading direction. */
  width: number;
  /** Length across it (the text height). */
  height: number;
  angle: number;
}

export interface TextWord {
  text: string;
  /** Mean per-character probability of the recogniser, 0–100. */
  confidence: number;
  /** Axis-aligned box around the word. */
  box: Box;
  /** Index into `TextReading.lines` of the line the word belongs to. */
  line: number;
  /** Followed by an arrow or chevron glyph on the same line (set by `cleanWords` in text.ts). */
  arrow?: boolean;
  /** Followed by "®" or "™" (set by `cleanWords`, which strips the sign): strong logo evidence. */
  trademark?: boolean;
  /** Read with a "#" before it (set by `cleanWords`, which strips the sign): a campaign's tag, never its brand. */
  hashtag?: boolean;
  /**
   * For a Latin word read with less than 95 % confidence: the recogniser's likeliest readings of
   * its time steps, its own among them, likeliest first, with log-probabilities (`ctc.ts`).
   */
  alternatives?: Alternative[];
}

export interface TextLine {
  /** The line's words joined by single spaces. */
  text: string;
  confidence: number;
  box: Box;
  words: TextWord[];
  /** Index of the layout block (column or row group) the line sits in, in reading order. */
  block: number;
}

/**
 * Text probability per pixel from the same detector that found the lines, downscaled:
 * `data[y * width + x]` is 0–1 for the map cell covering work pixels
 * `[x * scale, (x + 1) * scale) × [y * scale, (y + 1) * scale)`.
 */
export interface TextMap {
  width: number;
  height: number;
  /** Work-raster pixels per map cell. */
  scale: number;
  data: Float32Array;
}

/** Unicode scripts the recogniser's dictionary can produce. */
export type Script = "latin" | "han" | "kana" | "hangul" | "greek" | "cyrillic";

export interface TextReading {
  /** Lines in reading order: layout blocks (columns, then rows) first, then top to bottom. */
  lines: TextLine[];
  /** Every word of every line, in the same reading order. */
  words: TextWord[];
  map: TextMap;
  /** Scripts seen, most characters first. */
  scripts: Script[];
  /** ISO 639-1 guess (`en`, `es`, `fr`, `de`, `pt`, `it`, `zh`, `ja`, `ko`) when the words make it clear. */
  language: string | null;
}
