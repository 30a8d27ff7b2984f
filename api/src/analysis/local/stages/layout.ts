import type { Box } from "../../result.ts";
import { LABEL_SLACK, setInCapitals } from "../blocks.ts";
import { ctaReading } from "../cta.ts";
import { centreInside, union, within } from "../geometry.ts";
import { inOneHanStandard, readLine, type TextWord } from "../ocr/index.ts";
import { placements } from "../placement.ts";
import { type Decoded, inkHeight, type RasterRgb } from "../raster.ts";
import { arrowAfter, type ButtonCandidate, findButtons, frameAround } from "../regions.ts";
import { cleanWords, emOf, type Phrase, phraseOf, phrases } from "../text.ts";
import { type ColourReading, type Layout, need, type Stage, toOriginal } from "./context.ts";

/** Where the text sits: buttons, phrases in reading order, and the placements the size fits. */
export const layoutStage: Stage = {
  name: "layout",
  needs: ["decode", "text", "colour"],
  async run(ctx) {
    ctx.layout = await layOut(need(ctx, "image"), need(ctx, "text").words, need(ctx, "colour"));
  },
};

export async function layOut(image: Decoded, pageWords: TextWord[], colour: ColourReading): Promise<Layout> {
  const { work } = image;
  const { width: pw, height: ph } = colour.side;
  const buttons = findButtons(colour.clusters, pw, ph, work.width / pw).filter(
    (b) => !pageWords.some((w) => letterOf(b.box, w.box)) && !cutsLabel(b.box, pageWords),
  );
  const words = await rereadButtons(work, pageWords, buttons);
  const coverage = (100 * words.reduce((s, w) => s + w.box.width * w.box.height, 0)) / (work.width * work.height);
  // A link's chevron drawn as a shape, or dropped by the reader, still marks the phrase as a link.
  const all = phrases(words)
    .flatMap((p) => splitAtSizeChange(work, p))
    .map((p) => (p.arrow || p.words.length > MAX_LABEL_WORDS || !arrowAfter(work, p.box) ? p : { ...p, arrow: true }))
    .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const allButtons = [...buttons, ...framedButtons(work, all, buttons)];
  // A label on a button or marked as a link may be a call to action the reader got a letter wrong.
  const reread = new Map<TextWord, TextWord>();
  const labelled = all.map((p) => {
    if (!p.arrow && !allButtons.some((b) => centreInside(p.box, b.box))) return p;
    const label = ctaReading(p.words);
    if (label === p.words) return p;
    for (const [k, w] of label.entries()) reread.set(p.words[k]!, w);
    return { ...phraseOf(label), arrow: p.arrow };
  });
  return {
    words: words.map((w) => reread.get(w) ?? w),
    phrases: labelled,
    buttons: allButtons,
    placements: placements(
      image.width,
      image.height,
      words.map((w) => toOriginal(image, w.box)),
    ),
    coverage,
  };
}

/** Share of a flat shape's area inside a word's box from which it is one of the word's letters. */
const LETTER_INSIDE = 0.6;

/**
 * Whether a flat shape the palette found is a letter of a word: mostly inside the word's box, and
 * not wide and tall enough to hold it. A bold "a" or "m" is a flat shape of one colour, and read
 * as a button it put a stray "a" beside the wordmark it belongs to.
 */
function letterOf(shape: Box, word: Box): boolean {
  if (within(word, shape, LABEL_SLACK)) return false;
  const w = Math.min(shape.x + shape.width, word.x + word.width) - Math.max(shape.x, word.x);
  const h = Math.min(shape.y + shape.height, word.y + word.height) - Math.max(shape.y, word.y);
  return w > 0 && h > 0 && w * h >= LETTER_INSIDE * shape.width * shape.height;
}

/** How far (in the word's heights) a word must reach on each side of a shape's side for the side to cut it. */
const CUT_REACH = 0.25;
/** A word ending this close to a shape's side (in the word's heights) runs on into it. */
const RUNS_ON = 0.3;

/**
 * Whether a flat shape's left or right side cuts the text beside it: it runs through a word (the
 * word reaching well past it both ways), or falls in the space between two words of one line, one
 * inside the shape and the other ending at its side. A button leaves room around its label on
 * every side; such a shape is a patch of the picture behind the text (the darker half of a photo
 * inside an outlined button), and read as a button it cut "Order today" to "day".
 */
function cutsLabel(shape: Box, words: TextWord[]): boolean {
  const sides = [shape.x, shape.x + shape.width];
  const inside = words.filter((w) => within(w.box, shape, LABEL_SLACK));
  return words.some((w) => {
    const { box } = w;
    const cy = box.y + box.height / 2;
    if (cy < shape.y || cy > shape.y + shape.height) return false;
    const reach = CUT_REACH * box.height;
    if (sides.some((side) => box.x + reach <= side && side <= box.x + box.width - reach)) return true;
    if (inside.includes(w) || !inside.some((v) => v.line === w.line)) return false;
    const near = RUNS_ON * box.height;
    return Math.abs(box.x + box.width - sides[0]!) <= near || Math.abs(box.x - sides[1]!) <= near;
  });
}

/** A change of type size within a line at least this large (in ink and in letter width) splits it. */
const SIZE_CHANGE = 1.45;

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1]!;

/**
 * A line the reader boxed as one, split where the type size changes: a wordmark set beside its
 * slogan ("KORVANT | Built for the long run") is two phrases. The reader boxes every word of a
 * line at the line's height, so the size is read from each word's ink (rows of the glyphs, against
 * the letters it holds) and from its letter width; both must change, at the same place, in the
 * same direction.
 */
function splitAtSizeChange(work: RasterRgb, p: Phrase): Phrase[] {
  if (p.words.length < 2) return [p];
  const sizes = p.words.map((w) => {
    const ink = inkHeight(work, w.box, setInCapitals(w.text));
    return ink === null
      ? null
      : { em: emOf({ ...w, box: { ...w.box, height: ink } }), advance: w.box.width / w.text.length };
  });
  const known = sizes.every((s) => s !== null) ? (sizes as { em: number; advance: number }[]) : [];
  let best = { at: 0, ratio: 1 };
  for (let at = 1; at < known.length; at++) {
    const [left, right] = [known.slice(0, at), known.slice(at)];
    const em = medianOf(left.map((s) => s.em)) / medianOf(right.map((s) => s.em));
    const advance = medianOf(left.map((s) => s.advance)) / medianOf(right.map((s) => s.advance));
    const same = em > 1 === advance > 1;
    const ratio = Math.min(Math.max(em, 1 / em), Math.max(advance, 1 / advance));
    if (same && ratio > best.ratio) best = { at, ratio };
  }
  const at = best.ratio >= SIZE_CHANGE ? best.at : runsOfTwoSizes(p, sizes);
  if (at === null) return [p];
  return [p.words.slice(0, at), p.words.slice(at)].flatMap((ws) => splitAtSizeChange(work, phraseOf(ws)));
}

/** Letter width is read loosely from a word (its box takes half the space on either side): this much change is enough beside the ink's. */
const ADVANCE_CHANGE = 1.25;

/**
 * Two runs of words in clearly different sizes, each of at least two words of three letters or
 * more (a link set small after a headline, "Work smarter every day | Shop now"): the cut where the
 * words' ink-implied sizes are most alike on each side (the least spread of their logarithms),
 * kept when the runs' sizes differ by `SIZE_CHANGE` in ink and `ADVANCE_CHANGE` in letter width,
 * the same way. Short words' measures are too loose to count. Null when there is no such cut.
 */
function runsOfTwoSizes(p: Phrase, sizes: ({ em: number; advance: number } | null)[]): number | null {
  const counted = (i: number) => sizes[i] !== null && p.words[i]!.text.replace(/[^\p{L}\p{N}]/gu, "").length >= 3;
  const spread = (xs: number[]) => {
    const logs = xs.map(Math.log);
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    return logs.reduce((a, v) => a + (v - mean) ** 2, 0);
  };
  let best: { at: number; spread: number } | null = null;
  for (let at = 1; at < p.words.length; at++) {
    const side = (from: number, to: number) =>
      sizes.slice(from, to).filter((_, k) => counted(from + k)) as { em: number; advance: number }[];
    const [left, right] = [side(0, at), side(at, p.words.length)];
    if (left.length < 2 || right.length < 2) continue;
    const em = medianOf(left.map((s) => s.em)) / medianOf(right.map((s) => s.em));
    const advance = medianOf(left.map((s) => s.advance)) / medianOf(right.map((s) => s.advance));
    if (em > 1 !== advance > 1 || Math.max(em, 1 / em) < SIZE_CHANGE || Math.max(advance, 1 / advance) < ADVANCE_CHANGE)
      continue;
    const total = spread(left.map((s) => s.em)) + spread(right.map((s) => s.em));
    if (!best || total < best.spread) best = { at, spread: total };
  }
  return best?.at ?? null;
}

/**
 * A button's text read on its own, as one line, can beat the page pass (which may split it or
 * merge it with its surroundings): the better of the two readings (more words × confidence) wins.
 * The line is read from the button's inside, widened to every letter the page pass found on the
 * button: a label set close to the button's sides ("Subscribe" on a snug pill) reaches past the
 * inside, and a reading cut to it ("ubscrib") is as confident as the whole word.
 */
async function rereadButtons(work: RasterRgb, pageWords: TextWord[], buttons: ButtonCandidate[]): Promise<TextWord[]> {
  let words = pageWords;
  for (const [i, b] of buttons.entries()) {
    const onPage = words.filter((w) => centreInside(w.box, b.box));
    const read = cleanWords(await readLine(work, labelArea(b.box, onPage)));
    const mean = (ws: TextWord[]) => (ws.length ? ws.reduce((s, w) => s + w.confidence, 0) / ws.length : 0);
    if (read.length === 0 || mean(read) * read.length <= mean(onPage) * onPage.length) continue;
    words = words.filter((w) => !onPage.includes(w));
    // The line is read from the button's whole inside, so its words' boxes are as tall as that
    // inside; the page pass measured the letters' own height, which is the label's type size.
    const ink = onPage.length ? union(onPage.map((w) => w.box)) : null;
    const placed = (w: TextWord): TextWord => (ink ? { ...w, box: { ...w.box, y: ink.y, height: ink.height } } : w);
    words.push(...read.map((w): TextWord => ({ ...placed(w), line: 100_000 + i })));
  }
  // A button read on its own is in the page's Chinese standard too.
  return words === pageWords ? words : inOneHanStandard(words);
}

/** Most button labels are one to four words; longer phrases are copy, not labels. */
const MAX_LABEL_WORDS = 5;

/**
 * Buttons the palette cannot see (outlined, gradient, pill-shaped over a photo), found as a frame
 * of edges around a short phrase. A frame that also encloses another phrase is a panel, not a button.
 */
function framedButtons(work: RasterRgb, all: Phrase[], filled: ButtonCandidate[]): ButtonCandidate[] {
  const out: ButtonCandidate[] = [];
  for (const p of all) {
    if (p.words.length > MAX_LABEL_WORDS || filled.some((b) => centreInside(p.box, b.box))) continue;
    const box = frameAround(work, p.box);
    if (!box || all.some((q) => q !== p && centreInside(q.box, box))) continue;
    out.push({ box, kind: "frame" });
  }
  return out;
}

/**
 * The button's inside, widened across to the page pass's words that lie on it (kept within the
 * button). A label has room above and below it on its button: a "button" no taller than the word
 * over it is the word's own letters, a flat shape of one colour, and no reason to read wider.
 */
function labelArea(button: Box, onPage: TextWord[]): Box {
  const inside = inner(button);
  const label = onPage.filter((w) => within(w.box, button, LABEL_SLACK) && button.height >= LABEL_ROOM * w.box.height);
  if (label.length === 0) return inside;
  const ink = union(label.map((w) => w.box));
  const x0 = Math.max(button.x, Math.min(inside.x, ink.x));
  const x1 = Math.min(button.x + button.width, Math.max(inside.x + inside.width, ink.x + ink.width));
  return { ...inside, x: x0, width: x1 - x0 };
}

/** A button is at least this many times as tall as its label's box (the reader's boxes are padded). */
const LABEL_ROOM = 1.25;

/** The inside of a button, clear of its (often rounded, anti-aliased) edge. */
export function inner(b: Box): Box {
  const dy = b.height * 0.15;
  const dx = Math.min(b.width * 0.2, b.height * 0.3);
  return { x: b.x + dx, y: b.y + dy, width: b.width - 2 * dx, height: b.height - 2 * dy };
}
