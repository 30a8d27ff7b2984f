import type { Box } from "../result.ts";
import type { TextWord } from "./ocr/index.ts";

export interface Phrase {
  text: string;
  words: TextWord[];
  box: Box;
  /** Median word height: the type size a reader perceives. */
  size: number;
  confidence: number;
}

/** Confidence below which a word is usually noise (textures, edges of shapes). */
const MIN_CONFIDENCE = 55;

/** Drops punctuation-only and low-confidence words; strips button-edge glyphs read as text. */
export function cleanWords(words: TextWord[]): TextWord[] {
  return words.flatMap((w) => {
    const text = w.text.replace(/^[^\p{L}\p{N}%$€£]+|[^\p{L}\p{N}%!?.]+$/gu, "");
    if (!/[\p{L}\p{N}]/u.test(text) || w.confidence < MIN_CONFIDENCE) return [];
    // A lone letter is usually a misread shape unless it is a real one-letter word.
    if (text.length === 1 && !/^[aAI0-9&]$/.test(text)) return [];
    return [{ ...w, text }];
  });
}

export function union(boxes: Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/**
 * Groups words into phrases: the reader's lines, split again where the gap between two words is
 * wider than the type size or the type size jumps (a leaderboard puts headline, brand and button
 * on one line).
 */
export function phrases(words: TextWord[]): Phrase[] {
  const out: Phrase[] = [];
  let current: TextWord[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const size = median(current.map((w) => w.box.height));
    out.push({
      text: current.map((w) => w.text).join(" "),
      words: current,
      box: union(current.map((w) => w.box)),
      size,
      confidence: current.reduce((s, w) => s + w.confidence, 0) / current.length,
    });
    current = [];
  };
  for (const w of words) {
    const prev = current[current.length - 1];
    if (prev) {
      const size = median(current.map((c) => c.box.height));
      const gap = w.box.x - (prev.box.x + prev.box.width);
      const jump = Math.max(w.box.height, size) / Math.max(1, Math.min(w.box.height, size));
      if (w.line !== prev.line || gap > size * 1.2 || gap < -size || jump > 1.6) flush();
    }
    current.push(w);
  }
  flush();
  return out;
}

const CTA_VERBS =
  /^(shop|buy|order|sign\s*up|subscribe|get|download|book|learn|start|try|join|reserve|register|call|claim|discover|explore|apply|donate|install|play|watch|contact|request|save|see|find|add\s+to|checkout|upgrade|visit|browse|enrol|enroll|rent|compare|read|view|grab|unlock|redeem|activate|schedule|order)\b/i;

/** A short imperative phrase that starts with a call-to-action verb. */
export function looksLikeCta(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 4 && CTA_VERBS.test(text.trim());
}

/**
 * A wordmark: one word set on its own, in capitals (or with a trademark sign), at least three
 * letters, smaller than the headline. It is how brand names sit on most ads; anything else is
 * left to a vision model rather than guessed.
 */
export function looksLikeWordmark(p: Phrase, headline: Phrase | null): boolean {
  if (p.words.length !== 1 || p === headline) return false;
  const t = p.text.replace(/[®™©]/g, "");
  const capitalised = /^[A-Z0-9&.'-]{3,}$/.test(t) && /[A-Z]{2}/.test(t);
  return (capitalised || /[®™]/.test(p.text)) && p.confidence >= 80 && !looksLikeCta(p.text);
}

export function centreInside(b: Box, outer: Box): boolean {
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  return cx >= outer.x && cx <= outer.x + outer.width && cy >= outer.y && cy <= outer.y + outer.height;
}
