import type { CtaMeasure } from "../../result.ts";
import {
  isAddress,
  isFinePrint,
  isLocationOrTicker,
  isOffer,
  joinLines,
  LABEL_SLACK,
  largestMessageSize,
  looksLikeWordmark,
  medianSize,
  roleBlocks,
  type TextBlock,
  textBlocks,
} from "../blocks.ts";
import { brandFromSymbols, findBrand } from "../brand.ts";
import { brandTitle, isOrganisationName, isWord, squash } from "../brand-lexicon.ts";
import { hex } from "../color.ts";
import { type CtaChoice, chooseCta, ctaStrength, storeBadgePartner } from "../cta.ts";
import { consistentlyCased } from "../fold.ts";
import { within } from "../geometry.ts";
import type { Decoded, RasterRgb } from "../raster.ts";
import { measureContrast } from "../regions.ts";
import { matchSymbols } from "../symbols.ts";
import type { Phrase } from "../text.ts";
import { type Layout, need, type Roles, type Stage, toOriginal } from "./context.ts";
import { inner } from "./layout.ts";

/** Which phrase is the call to action, which the headline, and whose ad it is. */
export const brandCtaStage: Stage = {
  name: "brand_cta",
  needs: ["decode", "layout"],
  async run(ctx) {
    const image = need(ctx, "image");
    const layout = need(ctx, "layout");
    const roles = assignRoles(image, layout);
    // No text names the brand: a mark from simple-icons may (it costs a scan, so only then). Not
    // when names were read and none leads: a partners' strip shows its partners' marks too. The
    // matcher is an extra: if its glyphs cannot be loaded, the analysis goes on without it.
    const symbol =
      roles.brand || roles.brandContested
        ? null
        : brandFromSymbols(
            await matchSymbols(
              image.work,
              layout.phrases.map((p) => p.box),
            ).catch(() => []),
          );
    ctx.roles = symbol
      ? {
          ...roles,
          brandName: symbol.name,
          brand: { ...symbol, box: toOriginal(image, symbol.box) },
        }
      : roles;
  },
};

/**
 * The headline among the blocks: the most prominent message, its lines joined. CTA, address,
 * offer and fine-print blocks are not the message, nor a known brand name set on its own. A single
 * capitalised word (a wordmark or a model name) is the headline only when no message of two or
 * more words is set at least 0.6 of its size.
 */
export function pickHeadline(blocks: TextBlock[], exclude: Set<Phrase>): TextBlock | null {
  const open = blocks
    .map((b) => {
      const lines = b.lines.filter((l) => !exclude.has(l));
      if (lines.length === b.lines.length) return b;
      return lines.length ? { lines, phrase: joinLines(lines), size: medianSize(lines) } : null;
    })
    .filter((b): b is TextBlock => b !== null);
  const largest = largestMessageSize(open);
  const base = (b: TextBlock) => {
    const t = b.phrase.text;
    return (
      t.replace(/[^\p{L}]/gu, "").length >= 2 &&
      !isAddress(t) &&
      !isLocationOrTicker(t) &&
      !isFinePrint(b, largest) &&
      brandTitle(squash(t)) === undefined
    );
  };
  const wordy = (b: TextBlock) =>
    b.phrase.words.length >= 2 ||
    /\p{Script=Han}|\p{Script=Hangul}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(b.phrase.text);
  // A price in a sentence set far above the rest of the copy ("Flights from $99") is the ad's
  // message; a price badge is words-short, or no larger than the copy around it. A name set on
  // its own is no copy: beside a lone wordmark, "Sneakers from $49" is the message.
  const copy = Math.max(0, ...open.filter((b) => base(b) && wordy(b) && !isOffer(b.phrase.text)).map((b) => b.size));
  const pricedMessage = (b: TextBlock) =>
    b.size >= OFFER_HEADLINE_SIZE * copy && b.phrase.words.filter((w) => /^\p{L}{3,}/u.test(w.text)).length >= 2;
  const message = (b: TextBlock) => base(b) && (!isOffer(b.phrase.text) || pricedMessage(b));
  // Sizes within a tenth of the largest read as one size: the upper block leads.
  const top = Math.max(0, ...open.filter(message).map((b) => b.size));
  const tier = (b: TextBlock) => (b.size >= 0.9 * top ? 1 : 0);
  const candidates = open
    .filter(message)
    .sort((a, b) => tier(b) - tier(a) || (tier(a) ? a.phrase.box.y - b.phrase.box.y : b.size - a.size));
  const best = candidates[0];
  if (best && ((!wordy(best) && looksLikeWordmark(best.phrase)) || coinedName(best.phrase))) {
    // Words, not signs: "Vela & Co" is two words long.
    const length = (p: Phrase) => p.words.filter((w) => /[\p{L}\p{N}]/u.test(w.text)).length;
    const longer = (b: TextBlock) => wordy(b) && length(b.phrase) > length(best.phrase);
    const alternative = candidates.find((b) => longer(b) && b.size >= 0.6 * best.size);
    if (alternative) return withTiers(alternative, candidates);
  }
  return best ? withTiers(best, candidates) : ([...open].sort((a, b) => b.size - a.size)[0] ?? null);
}

/** A block with a price is the headline when set this many times larger than all other copy. */
const OFFER_HEADLINE_SIZE = 1.5;

/** Tiers of a stacked headline have at most this many words, and this share of its size. */
const TIER_WORDS = 4;
const TIER_SIZE = 0.6;

/**
 * A short headline with the tiers stacked on it: display type set in lines of different sizes
 * ("Día / de los / Muertos", a three-tier lockup) is one message. A tier is a one-line message of
 * a few words, at least 0.6 of the headline's size (a kicker such as "NEW TOYOTA" over a model
 * name is set smaller), directly above or below the stack (the gap under 0.7 of the smaller type)
 * and sharing at least half of the narrower's width. A line that ends a sentence ends the stack.
 */
function withTiers(headline: TextBlock, messages: TextBlock[]): TextBlock {
  const words = (b: TextBlock) => b.phrase.words.length;
  if (words(headline) > TIER_WORDS) return headline;
  let lines = [...headline.lines];
  let grown = true;
  while (grown) {
    grown = false;
    const stack = joinLines(lines);
    const box = stack.box;
    for (const t of messages) {
      if (t.lines.length > 1 || lines.includes(t.lines[0]!) || words(t) > TIER_WORDS) continue;
      const b = t.phrase.box;
      // A sentence ends above the next: "Goodness you can taste." and the line under it are two.
      const upper = b.y < box.y ? t.phrase : stack;
      if (/[.!?。！？]$/u.test(upper.text.trim())) continue;
      const small = Math.min(t.size, headline.size);
      const gap = Math.max(b.y - (box.y + box.height), box.y - (b.y + b.height));
      const overlap = Math.min(b.x + b.width, box.x + box.width) - Math.max(b.x, box.x);
      if (small < TIER_SIZE * Math.max(t.size, headline.size) || gap > 0.7 * small) continue;
      if (overlap < 0.5 * Math.min(b.width, box.width)) continue;
      lines = [...lines, ...t.lines].sort((p, q) => p.box.y - q.box.y || p.box.x - q.box.x);
      grown = true;
    }
  }
  if (lines.length === headline.lines.length) return headline;
  return { lines, phrase: joinLines(lines), size: headline.size };
}

/**
 * A name, not a message: one or two words of which one is Latin letters in no language's word
 * list or set in a case no typesetter mixes ("ZorvaLex", "EsSO", "NICE CXone"): a wordmark, or a
 * stylised logo the reader misread ("SsmoLex"); or an organisation's name ("Orbital Labs").
 */
function coinedName(p: Phrase): boolean {
  const words = p.words.map((w) => w.text.replace(/[^\p{L}]/gu, ""));
  const named = (w: string) => w.length >= 3 && /^\p{Script=Latin}+$/u.test(w) && (!consistentlyCased(w) || !isWord(w));
  return (words.length <= 2 && words.some(named)) || isOrganisationName(p.text);
}

/** The lines of the chosen call to action: its badge's two, its button's block, or its own line. */
function labelLines(choice: CtaChoice, blocks: TextBlock[], all: Phrase[]): Phrase[] {
  const badge = storeBadgePartner(choice.phrase, all);
  if (badge) return [choice.phrase, badge].sort((a, b) => a.box.y - b.box.y);
  const block = blocks.find((b) => b.lines.includes(choice.phrase));
  return choice.button && block ? block.lines : [choice.phrase];
}

export function assignRoles(image: Decoded, layout: Layout): Roles {
  const { work } = image;
  const { phrases: all, buttons } = layout;
  // A label sits on its button: a "button" smaller than the phrase over it is a glyph of that
  // phrase (a bold "m" is a flat shape of one colour too), not something to press.
  const buttonOf = (p: Phrase) => buttons.find((b) => within(p.box, b.box, LABEL_SLACK));
  const blocks = textBlocks(
    all,
    buttons.map((b) => b.box),
    work,
  );
  // A label stands on its own: a line that runs on into the next line of its block (off a
  // button, without a link's arrow) is part of a sentence, even when it starts with "Learn". An
  // address set under a label ("Scan to book / brand.com") is where it leads, not more sentence.
  const runsOn = (p: Phrase) =>
    !buttonOf(p) &&
    !p.arrow &&
    (blocks.find((b) => b.lines.includes(p))?.lines.filter((l) => l === p || !isAddress(l.text)).length ?? 1) > 1;
  // A web address is where to go, not a button to press, except in print, where it is the call
  // to action; a brand name on its own is a logo, not a label, unless the name is itself a call
  // to action ("DISCOVER", "Scan", "Grab" are brands too), which only wins where nothing else does.
  const print = layout.placements[0]?.channel === "print";
  const notALabel = (p: Phrase) =>
    (isAddress(p.text) && !print) || (brandTitle(squash(p.text)) !== undefined && ctaStrength(p.text) === 0);
  const choice = chooseCta(
    all.filter((p) => !runsOn(p) && !notALabel(p)),
    buttonOf,
    Math.max(0, ...all.map((p) => p.size)),
  );
  // A label of two lines inside one button is one call to action; so is an app-store badge,
  // whose two lines are set in two sizes ("Download on the / App Store").
  const ctaLines = choice ? labelLines(choice, blocks, all) : [];
  const ctaPhrase = ctaLines.length > 1 ? joinLines(ctaLines) : (ctaLines[0] ?? null);
  const exclude = new Set(ctaLines);
  let headlineBlock = pickHeadline(blocks, exclude);
  const phrases = ctaLines.length > 1 ? [...all.filter((p) => !exclude.has(p)), ctaPhrase!] : all;
  let contested = false;
  const find = (headline: TextBlock | null) => {
    contested = false;
    return findBrand(
      {
        phrases,
        cta: ctaPhrase,
        headline: headline?.phrase ?? null,
        headlineLines: headline?.lines ?? [],
        work,
      },
      () => {
        contested = true;
      },
    );
  };
  let brand = find(headlineBlock);
  // A logo lockup or an endorsed name can be the largest type ("Wrenfield / by …"): the brand is
  // not the message, so the headline is chosen again without it and the brand weighed against that.
  if (brand && headlineBlock && brand.parts.some((p) => headlineBlock!.lines.includes(p))) {
    const first = brand;
    headlineBlock = pickHeadline(blocks, new Set([...exclude, ...first.parts]));
    brand = find(headlineBlock) ?? first;
  }
  const headlinePhrase = headlineBlock?.phrase ?? null;

  let cta: CtaMeasure | null = null;
  let ctaArea = null;
  if (ctaPhrase) {
    const button = choice?.button;
    const m = measureContrast(work, button ? inner(button.box) : ctaPhrase.box);
    cta = {
      text: ctaPhrase.text,
      box: toOriginal(image, button?.box ?? ctaPhrase.box),
      contrast: m?.ratio ?? null,
      text_color: m ? hex(m.text) : null,
      background_color: m ? hex(m.background) : null,
      button: Boolean(button),
    };
    ctaArea = button?.box ?? ctaPhrase.box;
  }
  const headline = headlinePhrase
    ? {
        text: headlinePhrase.text,
        box: toOriginal(image, headlinePhrase.box),
        contrast: headlineBlock ? blockContrast(work, headlineBlock.lines) : null,
      }
    : null;
  return {
    cta,
    ctaPhrase,
    ctaArea,
    headline,
    headlinePhrase,
    blocks: roleBlocks(blocks, { headline: headlineBlock, cta: ctaLines, brand: brand?.parts ?? [] }),
    brandName: brand?.name ?? null,
    brandPhrase: brand?.phrase ?? null,
    brandReading: brand?.reading ?? null,
    brandContested: !brand && contested,
    brand: brand && {
      name: brand.name,
      confidence: brand.confidence,
      box: brand.phrase ? toOriginal(image, brand.phrase.box) : null,
      evidence: brand.evidence,
    },
  };
}

/**
 * A headline's contrast, each line measured on its own: a headline set in two colours (a light
 * line and a dark one over a mid-tone) has no one text colour, and the pixels farthest from the
 * background across both lines average to neither. The ratio that most of its type shows: the
 * median of the lines' ratios, each weighed by its area.
 */
function blockContrast(work: RasterRgb, lines: Phrase[]): number | null {
  const measured = lines
    .flatMap((line) => {
      const m = measureContrast(work, line.box);
      return m ? [{ ratio: m.ratio, area: line.box.width * line.box.height }] : [];
    })
    .sort((a, b) => a.ratio - b.ratio);
  let left = measured.reduce((sum, m) => sum + m.area, 0) / 2;
  for (const m of measured) {
    left -= m.area;
    if (left <= 0) return m.ratio;
  }
  return null;
}
