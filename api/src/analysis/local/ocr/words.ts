import type { Box } from "../../result.ts";
import type { Decoded } from "./ctc.ts";
import { corners } from "./db.ts";
import type { RotatedRect } from "./types.ts";

export interface LineWord {
  text: string;
  /** 0–1. */
  confidence: number;
  box: Box;
  /** The word stands a column's width of white after the one before it: a line of its own starts here. */
  apart?: true;
  /** The time steps that can hold the word: from after the last letter before it to before the first after it. */
  steps: { from: number; to: number };
}

/** White this many line heights wide inside one detected line is a gap between columns, not a word space. */
const COLUMN_BREAK = 2;

/** Axis-aligned bounds of a rotated rectangle. */
export function boundsOf(r: RotatedRect): Box {
  const pts = corners(r);
  const x0 = Math.min(...pts.map((p) => p.x));
  const y0 = Math.min(...pts.map((p) => p.y));
  return { x: x0, y: y0, width: Math.max(...pts.map((p) => p.x)) - x0, height: Math.max(...pts.map((p) => p.y)) - y0 };
}

/**
 * Splits a recognised line into words at the spaces it read, each with its own box: a time step
 * covers `stepPx` pixels of the crop, and the crop spans `cropWidth` pixels of `rect`'s width, so
 * the steps a word was read at say where it lies along the line. Words meet halfway between
 * the last character of one and the first of the next; the first and last words, and the words on
 * either side of a gap `COLUMN_BREAK` line heights wide (marked `apart`), reach half a character
 * beyond their outer letters.
 */
export function splitWords(d: Decoded, rect: RotatedRect, cropWidth: number, stepPx: number): LineWord[] {
  const groups: Decoded["chars"][] = [];
  let current: Decoded["chars"] = [];
  for (const c of d.chars) {
    if (c.char === " ") {
      if (current.length) groups.push(current);
      current = [];
    } else current.push(c);
  }
  if (current.length) groups.push(current);
  if (groups.length === 0) return [];

  const chars = groups.flat();
  const pitches = chars.slice(1).map((c, i) => c.from - chars[i]!.from);
  const pitch = pitches.length ? pitches.sort((a, b) => a - b)[Math.floor(pitches.length / 2)]! : 2;
  const half = (pitch * stepPx) / 2;
  const starts = groups.map((g) => g[0]!.from * stepPx);
  const ends = groups.map((g) => (g[g.length - 1]!.to + 1) * stepPx);
  const ux = Math.cos(rect.angle);
  const uy = Math.sin(rect.angle);
  const toLine = rect.width / cropWidth;

  // A logo beside a headline, or a price beside its label, can come out of the detector as one line.
  const apart = groups.map((_, i) => i > 0 && (starts[i]! - ends[i - 1]!) * toLine >= COLUMN_BREAK * rect.height);
  return groups.map((g, i) => {
    const first = i === 0 || apart[i];
    const last = i === groups.length - 1 || apart[i + 1];
    const from = first ? Math.max(0, starts[i]! - half) : (ends[i - 1]! + starts[i]!) / 2;
    const to = last ? Math.min(cropWidth, ends[i]! + half) : (ends[i]! + starts[i + 1]!) / 2;
    const mid = ((from + to) / 2) * toLine - rect.width / 2;
    const sub: RotatedRect = {
      cx: rect.cx + mid * ux,
      cy: rect.cy + mid * uy,
      width: (to - from) * toLine,
      height: rect.height,
      angle: rect.angle,
    };
    return {
      text: g.map((c) => c.char).join(""),
      confidence: g.reduce((s, c) => s + c.prob, 0) / g.length,
      box: boundsOf(sub),
      steps: {
        from: i === 0 ? 0 : groups[i - 1]![groups[i - 1]!.length - 1]!.to + 1,
        to: i === groups.length - 1 ? d.steps - 1 : groups[i + 1]![0]!.from - 1,
      },
      ...(apart[i] ? { apart: true as const } : {}),
    };
  });
}
