import type { Box } from "../result.ts";
import { brandTitle, isPhraseOfOneLanguage, isWord, squash } from "./brand-lexicon.ts";
import { centreInside, union } from "./geometry.ts";
import type { TextWord } from "./ocr/index.ts";

export interface Phrase {
  text: string;
  words: TextWord[];
  box: Box;
  /** Median word height: the type size a reader perceives. */
  size: number;
  confidence: number;
  /** The phrase ends in an arrow or chevron glyph (">", "›", "→"): how text links are marked. */
  arrow: boolean;
}

/** Confidence below which a word is usually noise (textures, edges of shapes). */
const MIN_CONFIDENCE = 55;

/** Arrow and chevron glyphs that mark a text link ("Learn more ›"); OCR reads a drawn "❯" as ">" too. */
const ARROW = /(?:->|[>›»→➔➜➝➞➤▶►▸❯〉])/u;

/**
 * Drops punctuation-only and low-confidence words; strips button-edge glyphs read as text. An arrow
 * glyph, on its own or at the end of a word, is kept as a mark on the word before it; an ampersand
 * after a word is kept as a word.
 */
export function cleanWords(words: TextWord[]): TextWord[] {
  const out: TextWord[] = [];
  for (const [i, w] of words.entries()) {
    const text = w.text.replace(/^[^\p{L}\p{N}%$€£]+|[^\p{L}\p{N}%!?.]+$/gu, "");
    const tail = w.text.slice(w.text.lastIndexOf(text) + text.length);
    // An ampersand after a word of its line is the word "and" ("Vela & Co", "Salt & Pepper").
    if (w.text === "&" && out.at(-1)?.line === w.line && w.confidence >= MIN_CONFIDENCE) {
      out.push(w);
      continue;
    }
    if (!/[\p{L}\p{N}]/u.test(text)) {
      const prev = out.length - 1;
      // A lone glyph is read with lower confidence than words; half the usual bar still rejects noise.
      // The recogniser reads a drawn arrow ending a link as a dash; a dash ending its line marks nothing else.
      const glyph = ARROW.test(w.text) || (/^[-–—]$/.test(w.text) && words[i + 1]?.line !== w.line);
      if (glyph && prev >= 0 && out[prev]!.line === w.line && w.confidence >= MIN_CONFIDENCE / 2) {
        out[prev] = { ...out[prev]!, arrow: true };
      }
      continue;
    }
    if (w.confidence < MIN_CONFIDENCE) continue;
    // A lone letter is usually a misread shape unless it is a real one-letter word.
    if (text.length === 1 && !/^[aAI0-9&]$/.test(text)) continue;
    const marks = {
      ...(ARROW.test(tail) ? { arrow: true } : {}),
      ...(/[®™]/.test(tail) ? { trademark: true } : {}),
      ...(/^#\p{L}/u.test(w.text) ? { hashtag: true } : {}),
    };
    out.push({ ...w, text, ...marks });
  }
  return out;
}

/** The word cut at `at` characters into two words, each with its share of the box. */
export function cut(w: TextWord, at: number): TextWord[] {
  const share = at / w.text.length;
  const left = { ...w.box, width: w.box.width * share };
  const right = { ...w.box, x: w.box.x + left.width, width: w.box.width - left.width };
  // Marks after the word (an arrow, a trade mark sign) stay with its second half; the whole
  // word's other readings belong to neither half.
  const { alternatives: _, ...marked } = w;
  return [
    { text: w.text.slice(0, at), confidence: w.confidence, box: left, line: w.line },
    { ...marked, text: w.text.slice(at), box: right },
  ];
}

/**
 * Words the reader ran together where tight letter-spacing hid the space: a word in capitals, of
 * eight letters or more, that is no word or brand itself but splits in exactly one way into a
 * function word and an everyday word of one language ("OURSTORY"; "THEBESTDEALS" is left alone:
 * two ways; "VANTELLE", Vietnamese "van" and French "telle", is a name);
 * and capitals run into a lower-case model code ("GALAXYs23"). Compounds of two nouns ("CASHBACK")
 * and coined names ("PITCHSIDE") stay whole.
 */
export function splitRunTogether(words: TextWord[]): TextWord[] {
  return words.flatMap((w) => {
    const t = w.text;
    const code = /^(\p{Lu}{2,})(\p{Ll}\p{N}+)$/u.exec(t);
    if (code) return cut(w, code[1]!.length);
    if (t !== t.toUpperCase() || !/^\p{L}{8,}$/u.test(t) || isWord(t) || brandTitle(squash(t))) return [w];
    const splits: number[] = [];
    for (let at = 3; at <= t.length - 3; at++) {
      if (isPhraseOfOneLanguage(t.slice(0, at), t.slice(at))) splits.push(at);
    }
    return splits.length === 1 ? cut(w, splits[0]!) : [w];
  });
}

/** At least this many bare one- or two-digit numbers together make a graphic (a calendar, a chart). */
const NUMBER_GRID_MIN = 6;

/**
 * Drops the numbers of a calendar or chart drawn in the picture: six or more bare one- or two-digit
 * numbers set in at least three columns, whose surrounding box holds no word with letters and
 * with no word beside any of them. Copy that uses numbers ("Save 20", "23 September", a numbered
 * list) has words among or beside them and is kept.
 */
export function dropNumberGraphics(words: TextWord[]): TextWord[] {
  const bare = words.filter((w) => /^\d{1,2}$/.test(w.text));
  if (bare.length < NUMBER_GRID_MIN) return words;
  const columns: number[] = [];
  for (const w of bare) {
    const cx = w.box.x + w.box.width / 2;
    if (!columns.some((c) => Math.abs(c - cx) < w.box.height)) columns.push(cx);
  }
  if (columns.length < 3) return words;
  const area = union(bare.map((w) => w.box));
  const lettered = words.filter((w) => /\p{L}/u.test(w.text));
  if (lettered.some((w) => centreInside(w.box, area))) return words;
  const beside = (n: TextWord, w: TextWord) =>
    w.box.y < n.box.y + n.box.height &&
    n.box.y < w.box.y + w.box.height &&
    Math.min(Math.abs(w.box.x - n.box.x - n.box.width), Math.abs(n.box.x - w.box.x - w.box.width)) < 3 * n.box.height;
  if (bare.some((n) => lettered.some((w) => beside(n, w)))) return words;
  const drop = new Set(bare);
  return words.filter((w) => !drop.has(w));
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/**
 * The top of a "t" in ems: about nine tenths of an ascender's (measured on DejaVu and Liberation,
 * sans and serif, 0.56–0.70 against 0.69–0.76), so "smarter" stands lower than "The" in one size.
 */
const T_HEIGHT = 0.66;

/**
 * The type size (em, in pixels) a word's box implies. A box spans the x-height alone ("now"), up to
 * the cap height ("Try", "NOW") and down to the descender ("shop"), so raw box heights of words set
 * in one size differ by up to 1.8× and cannot tell a change of size on their own.
 */
export function emOf(w: TextWord): number {
  const t = w.text;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(t)) return w.box.height / 0.9;
  const tall = /[\p{Lu}\p{N}bdfhikl'"!?%&$€£#@/]/u.test(t) ? 0.73 : t.includes("t") ? T_HEIGHT : 0.53;
  const deep = /[gjpqyQ,;()[\]]/.test(t) ? 0.21 : 0;
  return w.box.height / (tall + deep);
}

/** The phrase a run of words on one line makes. */
export function phraseOf(words: TextWord[]): Phrase {
  return {
    text: words.map((w) => w.text).join(" "),
    words,
    box: union(words.map((w) => w.box)),
    size: median(words.map((w) => w.box.height)),
    confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
    arrow: words[words.length - 1]!.arrow === true,
  };
}

/**
 * Groups words into phrases: the reader's lines, split again where the gap between two words is
 * wider than a word space (letter-spaced capitals allow a wider one) or the type size jumps (a
 * leaderboard puts headline, brand and button on one line).
 */
export function phrases(words: TextWord[]): Phrase[] {
  const out: Phrase[] = [];
  let current: TextWord[] = [];
  const flush = () => {
    if (current.length === 0) return;
    out.push(phraseOf(current));
    current = [];
  };
  for (const w of words) {
    const prev = current[current.length - 1];
    if (prev) {
      const size = median(current.map((c) => c.box.height));
      // The lower median: a box made too tall by an accent or noise must not make the line look bigger.
      const ems = current.map(emOf).sort((x, y) => x - y);
      const em = ems[Math.floor((ems.length - 1) / 2)]!;
      const gap = w.box.x - (prev.box.x + prev.box.width);
      const advance = Math.max(prev.box.width / prev.text.length, w.box.width / w.text.length);
      const ratio = (a: number, b: number) => Math.max(a, b) / Math.max(1, Math.min(a, b));
      // A reader that boxes each glyph (Tesseract) gives "now" a shorter box than "Try"; one that
      // boxes words at the line's height (PP-OCR) gives equal boxes whatever the letters. The type
      // size changed only when both the box heights and the implied ems say so.
      const jump = Math.min(ratio(w.box.height, size), ratio(emOf(w), em));
      if (
        w.line !== prev.line ||
        prev.arrow ||
        gap > Math.max(size * 1.2, advance * 1.5) ||
        gap < -size ||
        jump > 1.6
      ) {
        flush();
      }
    }
    current.push(w);
  }
  flush();
  return out;
}
