import type { Box } from "../result.ts";
import {
  brandTitle,
  isCommonWord,
  isDictionaryWord,
  isWord,
  nearBrandTitle,
  squash,
  wordRank,
} from "./brand-lexicon.ts";
import { caseOf } from "./fold.ts";
import type { TextWord } from "./ocr/index.ts";
import { inkColumns } from "./ocr/spacing.ts";
import { inkRows, type RasterRgb } from "./raster.ts";
import { cut } from "./text.ts";

/**
 * Whole words from the recogniser's words, by three repairs that each need strong evidence:
 *
 * - **Glued words** ("yearsavings", "withjust", "foryourfirst"): a word in no word list and no
 *   brand lexicon that splits into two to four listed words is split where the split is far
 *   likelier than the glued form.
 *   Likelihood follows word frequency (Zipf: a word's probability falls with its rank), and an
 *   unlisted word of n letters is given the probability of a rank beyond every list to the power of
 *   n / 4, so the split must beat that by `SPLIT_MARGIN` in log terms. Closed compounds
 *   ("cashback", "skincare") split into listed words too, so the pixels must also show a space:
 *   at the cut, a run of blank columns clearly wider than the word's usual gap between letters.
 * - **The recogniser's other readings** ("WUIN" → WIN): an unsure word in no list whose
 *   likeliest listed reading, by the recogniser's own probabilities, is at least 1/20 as likely.
 * - **Near misses** ("Availabiity"): a long word in no list, read with less than full confidence,
 *   with exactly one listed word of six letters or more one edit away, is that word. A confident
 *   reading is taken as printed (coined names, brand spellings).
 * - **Figures misread as letters** ("2O18", "I6", "c2024"): O for 0 and I or l for 1 inside a
 *   number, and a copyright sign read as "c" before a year.
 * - **One lower-case letter in capitals** ("ORbITAL"; second in the word, "LuMORA", only when its
 *   ink stands as tall as the capitals): a capital misread as its lower-case form;
 *   and the other way, a first capital shaped like its small letter that is no taller ("Vacances").
 * - **A comma between letters** ("Dinner,sorted"): the space after it was dropped; figures
 *   ("1,000") keep theirs.
 *
 * The lists are the seven languages' 10,000 most frequent words (`brand-lexicon.ts`), never words
 * taken from the ads we measure.
 */

/** The rank an unlisted string is given: beyond the end of every list. */
const UNLISTED_RANK = 50_000;
/** How much likelier (natural log) the split must be than the glued word. */
const SPLIT_MARGIN = 4;
/** Words read at or above this mean confidence are taken as printed. */
const CONFIDENT = 95;
/** Near misses are corrected only from this many letters: short words have too many neighbours. */
const NEAR_MIN_LETTERS = 6;

const cost = (rank: number) => Math.log(rank + 10);

/** The log-cost of a string as one word: its rank's, or an unlisted word's, which grows with length. */
function wordCost(word: string): number {
  const rank = wordRank(word);
  return rank !== undefined ? cost(rank) : cost(UNLISTED_RANK) * Math.max(1, word.length / 4);
}

const isListed = (w: string) => wordRank(w) !== undefined;

/** Lower case, capitals, or a capital then lower case: how words are set, not how misreadings mix (nor coined CamelCase names). */
const consistentCase = (t: string) => ["lower", "upper", "title", "caseless"].includes(caseOf(t));

/** Most words a glued reading is split into ("foryourfirst": three). */
const MAX_PARTS = 4;
/** Longest part tried, in letters: the lists' longest word has 20. */
const LONGEST_PART = 24;

/** A part a glued word may split into: a listed word, and a function word if under three letters ("of", "to"). */
const partCost = (part: string) =>
  isListed(part) && (part.length >= 3 || (wordRank(part) ?? UNLISTED_RANK) <= 150) ? wordCost(part) : null;

/**
 * The likeliest split of a glued word into the fewest listed words (two to four), as the indexes
 * to cut at, or null when the word is itself listed or a brand, or that split is not likelier than
 * the glued form by `SPLIT_MARGIN`. A segmentation by word frequency: the cost of a split is the
 * sum of its parts'.
 */
export function glueSplits(text: string): number[] | null {
  if (!/^\p{L}{6,}$/u.test(text) || !consistentCase(text)) return null;
  if (isCommonWord(text) || brandTitle(squash(text)) !== undefined) return null;
  const n = text.length;
  // best[k][i]: the cheapest cut of text[0, i) into k listed parts, and where its last part starts.
  const best: ({ cost: number; from: number } | null)[][] = [[{ cost: 0, from: 0 }, ...Array(n).fill(null)]];
  for (let k = 1; k <= MAX_PARTS; k++) {
    const row: ({ cost: number; from: number } | null)[] = Array(n + 1).fill(null);
    for (let i = 2; i <= n; i++) {
      for (let j = Math.max(0, i - LONGEST_PART); j <= i - 2; j++) {
        const before = best[k - 1]![j];
        if (!before) continue;
        const c = partCost(text.slice(j, i));
        if (c !== null && (!row[i] || before.cost + c < row[i]!.cost)) row[i] = { cost: before.cost + c, from: j };
      }
    }
    best.push(row);
  }
  // The fewest parts that make listed words: cheap function words would otherwise cut a word
  // further across languages ("Tra il mark" for "Trail mark").
  let parts = 2;
  while (parts <= MAX_PARTS && !best[parts]![n]) parts++;
  if (parts > MAX_PARTS || wordCost(text) - best[parts]![n]!.cost < SPLIT_MARGIN) return null;
  const cuts: number[] = [];
  for (let k = parts, i = n; k > 1; k--) {
    i = best[k]![i]!.from;
    cuts.unshift(i);
  }
  return cuts;
}

/** Every string one substitution, deletion or insertion (a–z) away from `w`. */
function edits(w: string): string[] {
  const out: string[] = [];
  const letters = "abcdefghijklmnopqrstuvwxyz";
  for (let i = 0; i <= w.length; i++) {
    if (i < w.length) out.push(w.slice(0, i) + w.slice(i + 1));
    for (const c of letters) {
      out.push(w.slice(0, i) + c + w.slice(i));
      if (i < w.length && c !== w[i]) out.push(w.slice(0, i) + c + w.slice(i + 1));
    }
  }
  return out;
}

/** The one listed word a long, unsure, unlisted reading is a letter away from; null if none or several. */
export function nearWord(text: string, confidence: number): string | null {
  if (confidence >= CONFIDENT || !/^\p{L}+$/u.test(text) || text.length < NEAR_MIN_LETTERS) return null;
  if (!consistentCase(text) || isWord(text) || brandTitle(squash(text)) !== undefined) return null;
  const lower = text.toLowerCase();
  const hits = new Set(edits(lower).filter((e) => e.length >= NEAR_MIN_LETTERS && isListed(e)));
  if (hits.size !== 1) return null;
  const [hit] = hits;
  if (text === text.toUpperCase()) return hit!.toUpperCase();
  return text[0] === text[0]!.toUpperCase() ? hit!.charAt(0).toUpperCase() + hit!.slice(1) : hit!;
}

/** A number whose 0s and 1s were read as O, I or l, or a year after a copyright sign read as "c". */
export function figure(text: string): string | null {
  const year = /^[cC]((?:19|20)\d\d)$/.exec(text);
  if (year) return year[1]!;
  if (!/^[\dOoIl]+$/.test(text) || !/\d/.test(text) || !/[OoIl]/.test(text)) return null;
  const digits = text.replace(/\D/g, "").length;
  return digits * 2 >= text.length ? text.replace(/[Oo]/g, "0").replace(/[Il]/g, "1") : null;
}

/** A printed gap at the cut must be this many times the word's median gap between letters. */
const SPACE_OVER_LETTER_GAP = 1.6;
/** And this many times its widest gap between letters away from the cut. */
const SPACE_OVER_WIDEST_LETTER_GAP = 1.25;
/** And this many pixels wider than the median gap between letters. */
const MIN_EXTRA_PX = 2;

/** The crop a word's ink is looked for in reaches this share of its height above and below its box. */
const MARGIN = 0.25;

/**
 * Which columns of a word's box carry ink (`inkColumns`), from `x0`. The columns are judged on
 * the middle rows of the crop: with a word's box as tight as its capitals, those rows would miss
 * the bars of "O", "N" or "E" and every counter would read as a gap, so the crop reaches past the box.
 */
function wordInk(img: RasterRgb, box: Box): { ink: Uint8Array; x0: number } | null {
  const margin = MARGIN * box.height;
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y - margin));
  const w = Math.min(img.width, Math.ceil(box.x + box.width)) - x0;
  const h = Math.min(img.height, Math.ceil(box.y + box.height + margin)) - y0;
  if (w < 2 || h < 4) return null;
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    data.set(img.data.subarray(((y0 + y) * img.width + x0) * 3, ((y0 + y) * img.width + x0 + w) * 3), y * w * 3);
  return { ink: inkColumns({ width: w, height: h, data }), x0 };
}

/**
 * Whether the pixels show a space where the word would be cut: the widest blank run of columns
 * within two-thirds of a letter of the cut, against the median blank run between the word's
 * letters (and at least a tenth of the word's height).
 */
export function spaceAt(img: RasterRgb, box: Box, at: number, letters: number, others: number[] = []): boolean {
  if (box.width < letters * 2) return false;
  const ink = wordInk(img, box)?.ink;
  if (!ink) return false;
  const runs: { from: number; to: number }[] = [];
  let start = -1;
  const first = ink.indexOf(1);
  const last = ink.lastIndexOf(1);
  if (first < 0) return false;
  for (let x = first; x <= last; x++) {
    if (!ink[x] && start < 0) start = x;
    if (ink[x] && start >= 0) {
      runs.push({ from: start, to: x });
      start = -1;
    }
  }
  if (runs.length < 2) return false;
  const widths = runs.map((r) => r.to - r.from).sort((a, b) => a - b);
  const typical = widths[Math.floor(widths.length / 2)]!;
  const advance = (last - first) / letters;
  const near = (cut: number) => {
    const cx = first + (last - first) * (cut / letters);
    return (r: { from: number; to: number }) => r.to >= cx - (2 / 3) * advance && r.from <= cx + (2 / 3) * advance;
  };
  const isNear = near(at);
  const nearOther = others.map(near);
  const gap = Math.max(0, ...runs.filter(isNear).map((r) => r.to - r.from));
  // A space stands out from every gap between letters: thin letters ("ail") leave gaps as wide as
  // the one at the cut, and a gap no wider than those is a letter gap, whatever the median. The
  // other cuts proposed in the same word may be spaces too, and are not letter gaps to beat.
  const widestElsewhere = Math.max(
    0,
    ...runs.filter((r) => !isNear(r) && !nearOther.some((n) => n(r))).map((r) => r.to - r.from),
  );
  // In type a few pixels tall, a gap a pixel wider than the letters' is the rendering's rounding.
  return (
    gap >=
      Math.max(SPACE_OVER_LETTER_GAP * typical, 0.1 * box.height, SPACE_OVER_WIDEST_LETTER_GAP * widestElsewhere) &&
    gap >= typical + MIN_EXTRA_PX
  );
}

/** Below this confidence a word in no list is more often a misreading than a word (measured in docs/analysis.md). */
const UNSURE = 80;

/**
 * A misreading rather than a word: Latin letters in no language's list and no brand lexicon (nor
 * one letter from a brand), not set as a coined name ("SsmoLex"), read with less than `UNSURE`
 * confidence ("alllagll", "WUIN", "limitd"). The page's geometry keeps it (it is ink on the ad);
 * the transcript leaves it out.
 */
export function isMisreading(w: TextWord): boolean {
  if (w.confidence >= UNSURE || !/^[\p{Script=Latin}.'-]+$/u.test(w.text) || /\p{Ll}\p{Lu}/u.test(w.text)) return false;
  const letters = w.text.replace(/[^\p{L}]/gu, "");
  const key = squash(letters);
  return !isCommonWord(letters) && brandTitle(key) === undefined && nearBrandTitle(key) === undefined;
}

/** How much less likely (natural log) than the reading a listed reading may be and still be chosen: 1/20. */
export const LIKELIER_WITHIN = 3;
/**
 * From this length a word of the spelling dictionaries may be chosen; shorter ones must be among
 * the commonest words, since the dictionaries' rare short forms sit beside many misreadings.
 */
const DICTIONARY_CHOICE_LETTERS = 8;

/** A word's letters without the punctuation around them. */
const letterCore = (t: string) => t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

/**
 * The word the recogniser's own probabilities also allow: for a word read with some doubt (at
 * least `UNSURE`, below 95 %) that is in no list and no brand lexicon, the likeliest of its other
 * readings (`ocr/ctc.ts` `alternatives`, every path of the model's output summed) that is a listed
 * word, if the model gives it at least 1/20 the probability of what was read: "WUIN" is WIN, the
 * W's two halves read as two letters; "INNOCITION" is INNOVATION. The model weighs the letters; the
 * lists only say which readings are words. A coined name is kept: its other readings are far less
 * likely than it.
 */
export function likelierWord(w: TextWord): string | null {
  const core = letterCore(w.text);
  if (!w.alternatives || w.confidence < UNSURE || !/^\p{L}+$/u.test(core)) return null;
  if (isWord(core) || brandTitle(squash(core)) !== undefined || nearBrandTitle(squash(core)) !== undefined) return null;
  const floor = w.alternatives[0]!.logp - LIKELIER_WITHIN;
  for (const reading of w.alternatives) {
    if (reading.logp < floor) break;
    const other = letterCore(reading.text);
    if (!/^\p{L}+$/u.test(other) || !consistentCase(other)) continue;
    if (isCommonWord(other) || (other.length >= DICTIONARY_CHOICE_LETTERS && isDictionaryWord(other)))
      return w.text.replace(core, other);
  }
  return null;
}

/**
 * A word set in capitals that the recogniser read with one lower-case letter inside it ("ORbITAL",
 * "QOrVEX"): in letter-spaced or heavy capitals it often takes a letter's lower-case form. Two
 * capitals or more on each side of it ("McDONALD'S", "IIoT" and "PhD" are set that way).
 */
export function inCapitals(text: string): string | null {
  return /^\p{Lu}{2,}\p{Ll}\p{Lu}{2,}\P{L}*$/u.test(text) ? text.toUpperCase() : null;
}

/** Capitals shaped like their small letters: only their height tells the two apart. */
const SAME_SHAPE = /^[COSVWXZ]\p{Ll}{2,}$/u;
/** A first letter whose ink is at most this much taller than the small letters after it is small too. */
const SMALL_INITIAL = 1.15;

/**
 * A capital the recogniser guessed for a small letter of the same shape at the start of a word
 * ("Vacances" for "vacances", a line's first word in mid-sentence), when the pixels show it no
 * taller than the small letters after it, none of which rise above the x-height. The word with it
 * in lower case, or null.
 */
export function smallInitial(w: TextWord, img: RasterRgb): string | null {
  if (!SAME_SHAPE.test(w.text) || /[bdfhijklt]/.test(w.text)) return null;
  // Each letter's share of the box, less a margin: a wide capital reaches into the next share.
  const share = w.box.width / w.text.length;
  const first = inkRows(img, { ...w.box, width: 0.8 * share });
  const rest = inkRows(img, { ...w.box, x: w.box.x + 1.5 * share, width: w.box.width - 1.5 * share });
  // The first letter sits on the baseline (none of these shapes descends); the small letters'
  // tops are the x-height, whatever their descenders.
  if (!first || !rest || first.bottom - first.top > SMALL_INITIAL * (first.bottom - rest.top)) return null;
  return w.text.charAt(0).toLowerCase() + w.text.slice(1);
}

/** A small letter shaped like its capital, second in a word otherwise in capitals ("LuMORA", "McDONALD'S"). */
const SECOND_SMALL = /^\p{Lu}[cosuvwxz]\p{Lu}{2,}\P{L}*$/u;
/** A letter whose ink is at least this share of the capitals' height after it is a capital too. */
const CAPITAL_HEIGHT = 0.85;

/**
 * A capital the recogniser read as the small letter of the same shape, second in a word of
 * capitals ("LuMORA"), when the pixels show it as tall as the capitals after it; a small letter
 * set so ("McDONALD'S") stands at the x-height and is kept. The word in capitals, or null.
 */
export function tallSecondLetter(w: TextWord, img: RasterRgb): string | null {
  if (!SECOND_SMALL.test(w.text)) return null;
  // The letters as the runs of inked columns: only where each stands apart is the second one found.
  const columns = wordInk(img, w.box);
  if (!columns) return null;
  const glyphs: { from: number; to: number }[] = [];
  columns.ink.forEach((on, x) => {
    const last = glyphs[glyphs.length - 1];
    if (on && last?.to === x - 1) last.to = x;
    else if (on) glyphs.push({ from: x, to: x });
  });
  if (glyphs.length !== w.text.replace(/\P{L}/gu, "").length) return null;
  const part = (from: number, to: number) => ({ ...w.box, x: columns.x0 + from, width: to - from + 1 });
  const letter = inkRows(img, part(glyphs[1]!.from, glyphs[1]!.to));
  const after = inkRows(img, part(glyphs[2]!.from, glyphs[glyphs.length - 1]!.to));
  if (!letter || !after) return null;
  return letter.bottom - letter.top + 1 >= CAPITAL_HEIGHT * (after.bottom - after.top + 1)
    ? w.text.toUpperCase()
    : null;
}

export function wholeWords(words: TextWord[], img: RasterRgb): TextWord[] {
  return words
    .flatMap((read) => repaired(read, img))
    .map((w) => {
      // Last, as the other readings carry the recogniser's guess at the case.
      const small = smallInitial(w, img);
      return small ? { ...w, text: small } : w;
    });
}

/** The word after the repairs that may change or cut it (all but the small initial). */
function repaired(read: TextWord, img: RasterRgb): TextWord[] {
  const capitals = inCapitals(read.text) ?? tallSecondLetter(read, img);
  const w = capitals ? { ...read, text: capitals } : read;
  // A comma between letters ends a word: the reader dropped the space after it ("Dinner,sorted").
  const comma = /^\p{L}{2,},\p{L}{2,}$/u.test(w.text) ? w.text.indexOf(",") + 1 : 0;
  if (comma) return cut(w, comma);
  const number = figure(w.text);
  if (number) return [{ ...w, text: number }];
  const likelier = likelierWord(w);
  if (likelier) return [{ ...w, text: likelier }];
  const near = nearWord(w.text, w.confidence);
  if (near) return [{ ...w, text: near }];
  // Cut only where the pixels show a space, and only into listed words: a closed compound among
  // the parts stays whole ("skincare routine"), a part left over from a misreading keeps it whole.
  const proposed = glueSplits(w.text) ?? [];
  const cuts = proposed.filter((at) =>
    spaceAt(
      img,
      w.box,
      at,
      w.text.length,
      proposed.filter((o) => o !== at),
    ),
  );
  const pieces = [0, ...cuts].map((at, i) => w.text.slice(at, cuts[i]));
  if (cuts.length === 0 || pieces.some((piece) => partCost(piece) === null)) return [w];
  let rest = w;
  const parts: TextWord[] = [];
  for (const at of cuts.reverse()) {
    const [left, right] = cut(rest, at);
    parts.unshift(right!);
    rest = left!;
  }
  return [rest, ...parts];
}
