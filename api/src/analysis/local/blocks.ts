import type { Box } from "../result.ts";
import { isFunctionWord, isWord } from "./brand-lexicon.ts";
import { deltaE2000, type Lab, rgbToLab } from "./color.ts";
import { ctaStrength } from "./cta.ts";
import { consistentlyCased } from "./fold.ts";
import { centreInside, union } from "./geometry.ts";
import { inkHeight, type RasterRgb } from "./raster.ts";
import { measureContrast } from "./regions.ts";
import { emOf, type Phrase } from "./text.ts";

/**
 * Text blocks: the reader's phrases grouped the way a person groups them, by what can be measured
 * on the page. A line joins the block above it when it is set in the same type size, close below
 * it at the block's leading, aligned with it (left, centre or right edge, or overlapping), and on
 * the same side of any button edge. A block is one message: a two- or three-line headline is one
 * block, its lines joined in reading order. Colour is not a cue: a headline often sets one line or
 * word in an accent colour (measured on the tune half of the real ads, splitting on colour broke
 * more headlines than it separated).
 */
export interface TextBlock {
  /** The lines, top to bottom. */
  lines: Phrase[];
  /** The lines as one phrase: words in reading order, the box around them, the largest line's size. */
  phrase: Phrase;
  /**
   * Median line height (px) of the lines: what a reader perceives as the block's size. The
   * recogniser boxes a line at nearly the same height whatever its letters, so this ranks blocks
   * more steadily than the em implied by letter shapes.
   */
  size: number;
}

/** Lines whose type sizes differ by more than this (box height and implied em both) are in different blocks. */
const SIZE_RATIO = 1.2;
/** The white space between two lines of one block is at most this many line heights. */
const MAX_LEADING = 0.9;
/** A line whose distance from the one above exceeds the block's pitch by this factor starts a new block. */
const PITCH_JUMP = 1.35;

const ratio = (a: number, b: number) => Math.max(a, b) / Math.max(1e-6, Math.min(a, b));

/** The median of the type sizes the line's word boxes imply, letter by letter. */
export function lineEm(p: Phrase): number {
  const ems = p.words.map(emOf).sort((a, b) => a - b);
  return ems[Math.floor((ems.length - 1) / 2)] ?? p.size;
}

/**
 * The type size the line's box implies from the whole line's letters: a recogniser that boxes
 * every word of a line at the line's height deepens them all for one descender ("daily").
 */
function wholeLineEm(p: Phrase): number {
  return emOf({ text: p.text, box: p.box, confidence: p.confidence, line: 0 });
}

/** Lines whose ink-implied type sizes differ by more than this are in different blocks. */
const INK_SIZE_RATIO = 1.3;
/** ...and lines whose inks agree this closely are in one size, unless their boxes differ more than `OPEN_SIZE_RATIO`. */
const INK_SAME_RATIO = 1.1;

/**
 * Whether two lines are set in one type size. Detector boxes of one size vary by up to a quarter
 * with the letters and the detector's margin, so any of the three box measures agreeing is
 * enough; but the margin dwarfs small type (a 13 px line under a 24 px one gets nearly as tall a
 * box), so the ink's height, read against the letters the line holds, can veto. The ink is cut
 * where a box cuts a descender, and letters' heights differ by typeface, so its bar is wider.
 */
function sameSize(a: Phrase, b: Phrase, inkEm: (p: Phrase) => number | null, open = false): boolean {
  const [ia, ib] = [inkEm(a), inkEm(b)];
  if (ia !== null && ib !== null && ratio(ia, ib) > INK_SIZE_RATIO) return false;
  // Inks of one height are one size, whatever the boxes say: the detector boxes a short word
  // ("de", "The") taller around its ink than a long one.
  const inkAgrees = ia !== null && ib !== null && ratio(ia, ib) <= INK_SAME_RATIO;
  const within = open || inkAgrees ? OPEN_SIZE_RATIO : SIZE_RATIO;
  return Math.min(ratio(a.size, b.size), ratio(lineEm(a), lineEm(b)), ratio(wholeLineEm(a), wholeLineEm(b))) <= within;
}

/**
 * Articles and possessives, in the reader's languages: words that announce a noun, so a line
 * ending in one is not finished ("The / smarter way to save"). Prepositions are left out: a
 * call to action or a tagline can end in one ("Log in", "Made for").
 */
const OPENING = new Set(
  (
    "the a an your our my their his her its every " +
    "le la les un une des du ton ta tes votre vos notre nos " +
    "el los las una unos unas tu tus su sus nuestro nuestra " +
    "der die das ein eine einen einem dein deine ihr ihre unser unsere " +
    "il lo gli uno tuo tua " +
    "o os um uma seu sua"
  ).split(" "),
);

/** A line that ends in an article or possessive: its noun is on the next line. */
function openEnded(p: Phrase): boolean {
  const last = p.words[p.words.length - 1]?.text.replace(/[^\p{L}]/gu, "").toLowerCase() ?? "";
  return OPENING.has(last);
}

/** A line left open, or whose ink agrees, may run on in type boxed up to this much smaller or larger (the ink still has its veto). */
const OPEN_SIZE_RATIO = 1.5;

export function medianSize(lines: Phrase[]): number {
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

/** The lines joined as one phrase. */
export function joinLines(lines: Phrase[]): Phrase {
  const words = lines.flatMap((l) => l.words);
  return {
    text: lines.map((l) => l.text).join(" "),
    words,
    box: union(lines.map((l) => l.box)),
    size: Math.max(...lines.map((l) => l.size)),
    confidence: words.reduce((s, w) => s + w.confidence, 0) / Math.max(1, words.length),
    arrow: lines[lines.length - 1]!.arrow,
  };
}

function aligned(a: Box, b: Box, tolerance: number): boolean {
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  if (overlap <= 0) return false;
  return (
    Math.abs(a.x - b.x) <= tolerance ||
    Math.abs(a.x + a.width - b.x - b.width) <= tolerance ||
    Math.abs(a.x + a.width / 2 - b.x - b.width / 2) <= tolerance ||
    overlap >= 0.6 * Math.min(a.width, b.width)
  );
}

/**
 * A line that is one coined word: a name, in no word list of the languages read, read with
 * confidence and consistently cased (misreadings mix cases), not a call to action.
 */
function nameLine(p: Phrase): boolean {
  if (p.words.length !== 1 || p.confidence < 90) return false;
  const t = p.text.replace(/[®™©]/g, "").replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  return /^\p{Script=Latin}{3,}$/u.test(t) && consistentlyCased(t) && !isWord(t) && ctaStrength(t) === 0;
}

/**
 * The part of a line's box no neighbouring line's box covers: where leading is tight the reader's
 * padded boxes overlap, and the bottoms of an eyebrow's capitals inside a headline line's box made
 * the line's ink a third taller than its letters. A neighbour is a line across the same columns
 * whose centre lies above (or below) this box; at most half of the box is given up.
 */
function ownRows(p: Phrase, all: Phrase[]): Box {
  const { x, y, width, height } = p.box;
  let [top, bottom] = [y, y + height];
  for (const q of all) {
    if (q === p) continue;
    const b = q.box;
    if (Math.min(x + width, b.x + b.width) - Math.max(x, b.x) <= 0) continue;
    const centre = b.y + b.height / 2;
    if (centre < y) top = Math.max(top, b.y + b.height);
    else if (centre > y + height) bottom = Math.min(bottom, b.y);
  }
  top = Math.min(top, y + height / 2);
  bottom = Math.max(bottom, y + height / 2);
  return { x, y: top, width, height: bottom - top };
}

/** Letters, none of them small: a line set in capitals, over which thin ink is accents. */
export const setInCapitals = (text: string) => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);

/** A label's box may run this far past its button's sides: the reader's boxes are padded. */
export const LABEL_SLACK = 1.1;

/** Text colours further apart than this (CIEDE2000) are different inks. */
const INK_DELTA = 15;

/**
 * Groups phrases into blocks. A name on a line of its own in an ink unlike the copy's (a wordmark
 * set over or under a message) is its own block: colour does not split copy, but it sets a name apart. `buttons` are boxes (in the phrases' pixels) whose inside is a
 * world of its own: a line inside one only joins lines inside the same one.
 */
export function textBlocks(phrases: Phrase[], buttons: Box[], work: RasterRgb): TextBlock[] {
  const inkEms = new Map<Phrase, number | null>();
  const inkEm = (p: Phrase) => {
    if (!inkEms.has(p)) {
      const ink = inkHeight(work, ownRows(p, phrases), setInCapitals(p.text));
      inkEms.set(
        p,
        ink === null ? null : emOf({ text: p.text, box: { ...p.box, height: ink }, confidence: 0, line: 0 }),
      );
    }
    return inkEms.get(p)!;
  };
  const inks = new Map<Phrase, Lab | null>();
  const ink = (p: Phrase) => {
    if (!inks.has(p)) {
      const m = measureContrast(work, p.box);
      inks.set(p, m && rgbToLab(...m.text));
    }
    return inks.get(p)!;
  };
  const nameApart = (a: Phrase, b: Phrase) => {
    if (nameLine(a) === nameLine(b)) return false;
    const [la, lb] = [ink(a), ink(b)];
    return la !== null && lb !== null && deltaE2000(la, lb) > INK_DELTA;
  };
  const buttonOf = (p: Phrase) => buttons.findIndex((b) => centreInside(p.box, b));
  const blocks: Phrase[][] = [];
  const sorted = [...phrases].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  for (const p of sorted) {
    let best: { block: Phrase[]; gap: number } | null = null;
    for (const block of blocks) {
      const last = block[block.length - 1]!;
      const h = Math.max(last.size, p.size);
      const gap = p.box.y - (last.box.y + last.box.height);
      if (gap < -0.35 * h || gap > MAX_LEADING * h) continue;
      if (!sameSize(last, p, inkEm, openEnded(last))) continue;
      if (!aligned(last.box, p.box, 0.8 * h)) continue;
      if (buttonOf(last) !== buttonOf(p)) continue;
      if (nameApart(last, p)) continue;
      if (block.length >= 2) {
        const prev = block[block.length - 2]!;
        const pitch = last.box.y - prev.box.y;
        if (p.box.y - last.box.y > PITCH_JUMP * pitch + 0.15 * h) continue;
      }
      if (!best || gap < best.gap) best = { block, gap };
    }
    if (best) best.block.push(p);
    else blocks.push([p]);
  }
  return blocks.map((lines) => {
    return { lines, phrase: lines.length === 1 ? lines[0]! : joinLines(lines), size: medianSize(lines) };
  });
}

export type BlockRole = "headline" | "subhead" | "body" | "cta" | "brand" | "legal" | "url" | "offer";

/** A web address, an e-mail or a social handle. */
const ADDRESS =
  /(https?:\/\/|www\.|@[\p{L}\p{N}_]{2,}|\b[\p{L}\p{N}-]+\.(com|net|org|co|io|app|shop|store|[a-z]{2})\b)/iu;
/** Marks of fine print: copyright, conditions, asterisks, availability. */
const LEGAL = /(©|\(c\)|\*|\bT&Cs?\b|terms|conditions|apply|subject to|availab|may vary|rights reserved|disclaimer)/iu;
/** A currency sign or code next to a number. */
const PRICE = /((?:[$€£¥₹]|\brs\.?|\busd|\beur|\binr)\s?\d|\d\s?(?:[$€£¥₹]|€|\busd|\beur|\binr))/iu;

/** Numbers, percentages and prices: a block that is mostly figures, or a price set short. */
export function isOffer(text: string): boolean {
  const digits = text.replace(/[^\p{N}]/gu, "").length;
  const letters = text.replace(/[^\p{L}]/gu, "").length;
  if (digits === 0) return false;
  return digits / (digits + letters) >= 0.4 || (PRICE.test(text) && text.split(/\s+/).length <= 5);
}

export function isAddress(text: string): boolean {
  return ADDRESS.test(text) && text.split(/\s+/).length <= 6;
}

/** A house number and a street ("421 Riverfront Ave", "12 rue de la Paix", "Hauptstraße 5"), in the six languages. */
const STREET =
  /(\b\d{1,5}[a-z]?,?\s+(?:[\p{L}.'-]+\s+){0,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|place|pl|square|sq|row|court|ct|highway|hwy)\b|\b\d{1,5},?\s+(?:rue|avenue|boulevard|bd|calle|avenida|av|via|viale|piazza|rua|travessa|praça)\b|\b[\p{L}-]*(?:straße|strasse|str\.|weg|platz|gasse|allee)\s+\d{1,5}\b|\b(?:calle|rua|avenida)\s+(?:[\p{L}.'-]+\s+){1,3}\d{1,5}\b)/iu;

/**
 * Where to find the advertiser, not what it says: a street address, or a line of one word run
 * over and over as a ticker strip ("SALE • SALE • SALE • SALE").
 */
export function isLocationOrTicker(text: string): boolean {
  if (STREET.test(text)) return true;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length < 4) return false;
  // "The one. The only. The three." repeats a function word: that is a sentence's rhythm, not a ticker.
  const most = Math.max(...words.map((w) => (isFunctionWord(w) ? 0 : words.filter((x) => x === w).length)));
  return most >= 3 && most * 2 >= words.length;
}

/**
 * The type size fine print is measured against: the largest block that is not a figure. A price
 * set huge ("€49,99") does not make the product name beside it fine print.
 */
export function largestMessageSize(blocks: TextBlock[]): number {
  const words = blocks.filter((b) => !isOffer(b.phrase.text));
  return Math.max(0, ...(words.length ? words : blocks).map((b) => b.size));
}

/**
 * Fine print: type at most half the size of the largest message on the ad, or legal marks in
 * type clearly smaller than it.
 */
export function isFinePrint(block: TextBlock, largestEm: number): boolean {
  return block.size <= 0.45 * largestEm || (LEGAL.test(block.phrase.text) && block.size <= 0.75 * largestEm);
}

export interface RoledBlock extends TextBlock {
  role: BlockRole;
}

/**
 * A disclaimer: fine print carrying legal marks (conditions, availability, copyright). Readers
 * skip it, so it is no part of the message a word budget is about.
 */
export function isDisclaimer(block: RoledBlock): boolean {
  return block.role === "legal" && LEGAL.test(block.phrase.text);
}

/**
 * Every block's role, once the headline, the call to action and the brand are known: blocks that
 * hold them take their role; addresses, figures and fine print theirs; a message set at least
 * 0.6 of the headline's size is a subhead; the rest is body copy.
 */
export function roleBlocks(
  blocks: TextBlock[],
  known: { headline: TextBlock | null; cta: Phrase[]; brand: Phrase[] },
): RoledBlock[] {
  const largest = largestMessageSize(blocks);
  const has = (b: TextBlock, ps: Phrase[]) => b.lines.some((l) => ps.includes(l));
  return blocks.map((b): RoledBlock => {
    const t = b.phrase.text;
    let role: BlockRole = "body";
    if (known.headline && (b === known.headline || b.lines.every((l) => known.headline!.lines.includes(l))))
      role = "headline";
    else if (has(b, known.cta)) role = "cta";
    else if (has(b, known.brand)) role = "brand";
    else if (isAddress(t)) role = "url";
    else if (isOffer(t)) role = "offer";
    else if (isFinePrint(b, largest)) role = "legal";
    else if (known.headline && b.size >= 0.6 * known.headline.size) role = "subhead";
    return { ...b, role };
  });
}

/**
 * A wordmark: one word set on its own, in capitals (or with a trademark sign), at least three
 * letters, read with confidence, not a call to action. Such a word is kept out of the headline;
 * whether it is the brand is for the brand evidence (brand.ts) to say.
 */
export function looksLikeWordmark(p: Phrase): boolean {
  if (p.words.length !== 1) return false;
  const t = p.text.replace(/[®™©]/g, "");
  const capitalised = /^[A-Z0-9&.'-]{3,}$/.test(t) && /[A-Z]{2}/.test(t);
  const marked = /[®™]/.test(p.text) || p.words.some((w) => w.trademark);
  return (capitalised || marked) && p.confidence >= 80 && ctaStrength(p.text) === 0;
}
