import type { Box, BrandEvidence } from "../result.ts";
import { lineEm } from "./blocks.ts";
import {
  brandTitle,
  inListedLanguage,
  isCommonWord,
  isDictionaryWord,
  isEverydayWord,
  isFunctionWord,
  isOrganisationName,
  isWord,
  isWordOfAnyLanguage,
  nearBrandTitle,
  squash,
  wordRank,
} from "./brand-lexicon.ts";
import { deltaE2000, rgbToLab } from "./color.ts";
import { looksLikeOffer, storeBadgeLine, storeBadgePartner } from "./cta.ts";
import { caseOf, consistentlyCased, fold } from "./fold.ts";
import { union } from "./geometry.ts";
import type { TextWord } from "./ocr/index.ts";
import type { RasterRgb } from "./raster.ts";
import { measureContrast } from "./regions.ts";
import type { SymbolMatch } from "./symbols.ts";
import type { Phrase } from "./text.ts";

/** `brand_name` is reported only at or above this confidence: a null is better than a wrong name. */
export const BRAND_THRESHOLD = 0.55;

/** A name is reported only when every other name on the ad scores at least this much less. */
const RIVAL_MARGIN = 0.05;

const W = {
  /** The whole phrase is a lexicon name. */
  lexiconWhole: 0.55,
  /** A lexicon name inside a longer phrase ("Intel" in "Intel Core i5"). */
  lexiconPart: 0.35,
  /** A lexicon name that is also an everyday word ("Target", "Shell"): read as a word first. */
  lexiconEveryday: 0.25,
  domain: 0.6,
  handle: 0.5,
  /** Logo-like text: this much, plus `logoCue` for each cue it shows. */
  logoBase: 0.15,
  logoCue: 0.1,
  repeated: 0.3,
  /** A word one letter from a lexicon name, printed where logos go: the lexicon weight times this. */
  nearMiss: 0.8,
  /** Two short lines set tight one over the other at an edge, as logo lockups are ("MERCEDES / BENZ"). */
  lockup: 0.45,
  /** A name over a smaller "by OTHER" line ("Courtyard / by Marriott"): the name is the advertiser's. */
  endorsement: 0.5,
  /** "®" or "™" after the name; halved in the headline. */
  trademark: 0.4,
  /** A shape matching a brand's mark (`matchSymbols`): enough on its own. */
  symbol: 0.6,
} as const;

/** Below this confidence, a reading in mixed case is taken as a misread wordmark. */
const MISREAD_CONFIDENCE = 85;

/** A word read at or above this confidence is taken as printed, never as a misread lexicon name. */
const NEAR_MISS_MAX_CONFIDENCE = 95;

/** A name set this many times the headline's size is display type, as a wordmark is. */
const LOGO_OVER_HEADLINE = 1.2;

/** Social networks: their domain names the platform; the path after it names the brand. */
const SOCIAL = /^(facebook|instagram|twitter|x|tiktok|youtube|linkedin|pinterest|threads)$/;
/**
 * A web address. A two-letter country ending alone ("brand.de") counts only after "www." or a
 * scheme, or "taste.No" in running copy would be a domain.
 */
const DOMAIN =
  /(https?:\/\/|www\.)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\.(com|net|org|co|io|ai|app|shop|store|[a-z]{2})(?:\.[a-z]{2})?(?:\/([\w.-]+))?/gi;
const HANDLE = /(?:^|\s)@([\p{L}\p{N}_.]{2,30})/gu;

export interface BrandInput {
  phrases: Phrase[];
  cta: Phrase | null;
  /** The headline block's lines joined, and its lines as the reader split them. */
  headline: Phrase | null;
  headlineLines?: Phrase[];
  work: RasterRgb;
}

export interface BrandChoice {
  name: string;
  confidence: number;
  /** Where the name is printed (a lockup's two lines as one phrase). */
  phrase: Phrase | null;
  /** The input phrases the name is printed in: one, or a lockup's two lines. */
  parts: Phrase[];
  evidence: BrandEvidence[];
  /**
   * The brand's one line as it should read when the reader got it slightly wrong: a letter off
   * ("spotifi") or a sign dropped ("MMS" for M&M's). Null when it was read as printed.
   */
  reading: string | null;
}

/** Two lines read as one logo: `top` over `bottom`, stacked tight or a name over its "by" line. */
export interface Lockup {
  kind: "stacked" | "endorsed";
  top: Phrase;
  bottom: Phrase;
}

interface Candidate {
  name: string;
  phrase: Phrase | null;
  parts: Phrase[];
  evidence: BrandEvidence[];
  /** A lexicon, domain or handle names it: everyday words are then allowed. */
  named: boolean;
}

const confidenceOf = (evidence: BrandEvidence[]) => 1 - evidence.reduce((p, e) => p * (1 - e.weight), 1);

/** The name as printed, without trademark signs, a handle's "@" and trailing punctuation ("QUAKER." → "QUAKER"). */
const printed = (text: string) =>
  text
    .replace(/[®™©]/g, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}&'!)]+$/gu, "")
    .trim();

function titleCase(label: string): string {
  return label
    .split("-")
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

/**
 * The advertiser's name from the evidence on the ad, each piece recorded: a lexicon of brand
 * names (and near misses of it where logos go), a printed domain or @handle, text set apart as
 * logos are, two-line logo lockups, a name endorsed "by" another, a trademark sign, repetition.
 * Headline, CTA and offer text and everyday words cannot be a brand on their own. Null below
 * `BRAND_THRESHOLD`, and null after calling `onTie` when two names pass it and neither leads.
 */
export function findBrand(input: BrandInput, onTie?: () => void): BrandChoice | null {
  // OCR misreads a stylised wordmark by a letter ("spotifi"): read near misses where logos go as the name.
  const nearMisses = new Map<TextWord, { from: string; title: string }>();
  const original = new Map<Phrase, Phrase>();
  const fixed = new Map<Phrase, Phrase>();
  for (const p of input.phrases) {
    const q = correctNearMisses(p, input.work, input.cta?.box, nearMisses);
    original.set(q, p);
    fixed.set(p, q);
  }
  const phrases = input.phrases.map((p) => fixed.get(p)!);
  const cta = input.cta && (fixed.get(input.cta) ?? input.cta);
  const headline = input.headline && (fixed.get(input.headline) ?? input.headline);
  const headlineLines = (input.headlineLines ?? []).map((p) => fixed.get(p) ?? p);
  const ctx: BrandInput = { ...input, phrases, cta, headline, headlineLines };

  const candidates = new Map<string, Candidate>();
  const add = (
    key: string,
    name: string,
    phrase: Phrase | null,
    evidence: BrandEvidence,
    named: boolean,
    parts: Phrase[] = phrase ? [phrase] : [],
  ) => {
    const c = candidates.get(key) ?? { name, phrase, parts, evidence: [], named: false };
    // Text printed on the ad names the brand better than a domain label or a lexicon title.
    if (phrase && !c.phrase) Object.assign(c, { name, phrase, parts });
    c.named ||= named;
    if (!c.evidence.some((e) => e.kind === evidence.kind)) c.evidence.push(evidence);
    candidates.set(key, c);
  };

  const listedPage = inListedLanguage(phrases.flatMap((p) => p.words.map((w) => w.text)));
  const lockups = logoLockups(phrases, cta, input.work, listedPage);
  // The "by OTHER" line names whoever endorses the brand, not the advertiser.
  const endorsers = new Set(lockups.filter((l) => l.kind === "endorsed").map((l) => l.bottom));

  // Not the advertiser: an app-store badge names where to get the app, a hashtag ("#SummerGlow")
  // the campaign, a credit ("Sponsored by", "In partnership with") its partners.
  const credited = partnerCredits(phrases);
  const notTheAdvertiser = new Set(
    phrases.filter(
      (p) =>
        credited.has(p) || storeBadgeLine(p.text) || storeBadgePartner(p, phrases) || p.words.some((w) => w.hashtag),
    ),
  );
  for (const p of phrases) {
    if (p === cta || endorsers.has(p) || notTheAdvertiser.has(p)) continue;
    for (const ev of addressEvidence(p)) add(ev.key, ev.name, null, ev.evidence, true);
    const inHeadline = p === headline || headlineLines.includes(p);
    for (const span of lexiconSpans(p)) {
      let weight: number = span.whole ? W.lexiconWhole : W.lexiconPart;
      // An everyday word ("Target"), or a name printed in lower case that the brand spells with
      // capitals ("php" in an illustration), reads as a word first.
      const lowered = span.text === span.text.toLowerCase() && span.title !== span.title.toLowerCase();
      if ((span.words === 1 && isEverydayWord(span.text)) || lowered) weight = W.lexiconEveryday;
      // A brand can be named in the headline ("Samsung Galaxy"), but the headline is mostly copy.
      if (inHeadline) weight /= 2;
      const misread = span.spanWords.map((w) => nearMisses.get(w)).find(Boolean);
      const evidence: BrandEvidence = misread
        ? {
            kind: "lexicon_near",
            text: misread.from,
            weight: Math.round(weight * W.nearMiss * 100) / 100,
            detail: `"${misread.from}" is one letter from "${span.title}" in the brand lexicon, printed where logos go`,
          }
        : { kind: "lexicon", text: span.text, weight, detail: `"${span.title}" in the brand lexicon` };
      add(span.key, printed(span.text), span.whole ? p : null, evidence, true);
    }
    // "®" / "™" after a word: its owner marks it as a trade mark.
    if (nameLike(p) && p.words.some((w) => w.trademark)) {
      const weight = inHeadline ? W.trademark / 2 : W.trademark;
      const detail = "followed by a trade mark sign (® or ™)";
      add(squash(p.text), printed(p.text), p, { kind: "trademark", text: p.text, weight, detail }, true);
    }
  }

  for (const l of lockups) {
    const { top, bottom } = l;
    if (l.kind === "endorsed") {
      const text = `${top.text} / ${bottom.text}`;
      const detail = `set over the smaller line "${bottom.text}": a name endorsed by another`;
      add(squash(top.text), printed(top.text), top, { kind: "endorsement", text, weight: W.endorsement, detail }, true);
      const cues = logoCues(top, ctx, [bottom]);
      if (cues.length > 0) add(squash(top.text), printed(top.text), top, logoEvidence(top, cues), false);
      continue;
    }
    const merged = mergeLines(top, bottom);
    const parts = [top, bottom];
    const title = brandTitle(squash(merged.text));
    const misread = title ? undefined : joinedNearTitle(top, bottom);
    // A misread letter ("DELL / Technclogies") is re-read as the name, in the lines' case.
    const name = misread ? casedLike(misread, merged.words) : printed(merged.text);
    const key = squash(name);
    const text = `${top.text} / ${bottom.text}`;
    if (title) {
      const detail = `"${title}" in the brand lexicon, the two lines joined`;
      add(key, name, merged, { kind: "lexicon", text, weight: W.lexiconWhole, detail }, true, parts);
    }
    if (misread) {
      const detail = `the two lines joined are one letter from "${misread}" in the brand lexicon`;
      const weight = Math.round(W.lexiconWhole * W.nearMiss * 100) / 100;
      add(key, name, merged, { kind: "lexicon_near", text, weight, detail }, true, parts);
    }
    const detail = "two short lines set tight one over the other at an edge, as a logo lockup";
    add(key, name, merged, { kind: "lockup", text, weight: W.lockup, detail }, true, parts);
    const cues = logoCues(merged, ctx, parts);
    if (cues.length > 0) add(key, name, merged, logoEvidence(merged, cues), false, parts);
  }

  for (const p of phrases) {
    // A "by OTHER" line credits whoever endorses the brand, whether or not its name above was read.
    const credit = endorsers.has(p) || endorserOf(p) !== null;
    if (p === cta || p === headline || headlineLines.includes(p) || credit || notTheAdvertiser.has(p) || !nameLike(p))
      continue;
    const cues = logoCues(p, ctx);
    if (cues.length === 0) continue;
    add(squash(p.text), printed(p.text), p, logoEvidence(p, cues), false);
    // A logo-like phrase with a misread lexicon name in it ("spotifi Music") carries the near miss too.
    const misread = p.words.map((w) => nearMisses.get(w)).find(Boolean);
    if (misread) {
      const detail = `"${misread.from}" is one letter from "${misread.title}" in the brand lexicon`;
      const weight = Math.round(W.lexiconPart * W.nearMiss * 100) / 100;
      add(squash(p.text), printed(p.text), p, { kind: "lexicon_near", text: misread.from, weight, detail }, true);
    }
  }

  for (const [key, c] of candidates) {
    const times = phrases.filter((p) => p !== cta && squash(p.text).includes(key)).length;
    const inAddress = c.evidence.some((e) => e.kind === "domain" || e.kind === "handle");
    if (times >= 2 || (times >= 1 && inAddress)) {
      const detail = `printed ${times + (inAddress ? 1 : 0)} times`;
      c.evidence.push({ kind: "repeated", text: c.name, weight: W.repeated, detail });
    }
  }

  // A name only its look gives must be in letters the word lists cover, on a page in a language
  // they cover: otherwise a slogan and a name look alike to them, and a wrong name is worse than none.
  const scored = [...candidates.values()]
    .filter(
      (c) =>
        c.named ||
        (listedPage &&
          inListedScript(c.name) &&
          (!wordsOf(c.name).every(listed) || isOrganisationName(c.name)) &&
          !misreadWordmark(c)),
    )
    .map((c) => ({ ...c, confidence: Math.round(confidenceOf(c.evidence) * 100) / 100 }))
    .sort((a, b) => b.confidence - a.confidence || (b.phrase?.size ?? 0) - (a.phrase?.size ?? 0));
  let best = scored[0];
  if (!best || best.confidence < BRAND_THRESHOLD) return null;
  // A lockup that passes on its own is the whole logo: "MERCEDES" is read as part of "MERCEDES BENZ".
  const whole = scored.find(
    (c) =>
      c.confidence >= BRAND_THRESHOLD &&
      c.parts.length > best!.parts.length &&
      best!.parts.length > 0 &&
      best!.parts.every((p) => c.parts.includes(p)),
  );
  if (whole) best = whole;
  // Two names with the same evidence (logos side by side in a partners' strip, a product line
  // styled as its maker's logo): nothing on the ad says which is the advertiser's.
  const key = squash(best.name);
  const rival = scored.find(
    (c) =>
      c !== best &&
      c.confidence >= best!.confidence - RIVAL_MARGIN &&
      !c.parts.some((p) => best!.parts.includes(p)) &&
      !squash(c.name).includes(key) &&
      !key.includes(squash(c.name)),
  );
  if (rival) {
    onTie?.();
    return null;
  }
  best = withDescriptor(best, ctx) ?? best;
  const parts = best.parts.map((p) => original.get(p) ?? p);
  const phrase = best.phrase && (best.parts.length === 1 ? parts[0]! : best.phrase);
  const name = lexiconSpelling(best.name);
  const reading = parts.length === 1 && fold(name) !== fold(printed(parts[0]!.text)) ? name : null;
  return { name, confidence: best.confidence, phrase, parts, evidence: best.evidence, reading };
}

/**
 * A name with the descriptor its logo sets under it, as one name ("INNOMATICS / RESEARCH LABS",
 * "CPA / AUSTRALIA"): a line of one or two words directly under the name (the gap at most a third
 * of the name's type), in smaller type, spanning the name's width (0.8 to 1.2 times it) on the same
 * centre, in capitals or Title Case, without figures or function words and read with confidence.
 * A slogan under a logo is set narrower or wider than the name, or runs to more words.
 */
function withDescriptor<C extends Candidate & { confidence: number }>(best: C, ctx: BrandInput): C | null {
  const p = best.phrase;
  if (!p || best.parts.length !== 1 || best.parts[0] !== p) return null;
  const a = p.box;
  const d = ctx.phrases.find((q) => {
    if (q === p || q === ctx.cta || q === ctx.headline || ctx.headlineLines?.includes(q)) return false;
    const b = q.box;
    const gap = b.y - (a.y + a.height);
    const words = q.words.map((w) => printed(w.text));
    return (
      q.size < p.size &&
      gap <= p.size / 3 &&
      gap >= -q.size / 2 &&
      b.width >= 0.8 * a.width &&
      b.width <= 1.2 * a.width &&
      Math.abs(b.x + b.width / 2 - (a.x + a.width / 2)) <= 0.1 * a.width &&
      words.length >= 1 &&
      words.length <= 2 &&
      q.confidence >= 90 &&
      words.every((w) => /^(\p{Lu}+|\p{Lu}\p{Ll}+)$/u.test(w) && w.length >= 2 && !isFunctionWord(w))
    );
  });
  if (!d) return null;
  const merged = mergeLines(p, d);
  const text = `${p.text} / ${d.text}`;
  const detail = "a descriptor set under the name to its width, as part of the logo";
  const evidence = [...best.evidence, { kind: "lockup" as const, text, weight: W.lockup, detail }];
  return {
    ...best,
    name: `${best.name} ${printed(d.text)}`,
    phrase: merged,
    parts: [p, d],
    evidence,
    confidence: Math.round(confidenceOf(evidence) * 100) / 100,
  };
}

/**
 * The brand of an ad whose text names none, from the symbol matcher: its closest match (it names
 * only marks that stand out from every other brand's). Its box is the mark's.
 */
export function brandFromSymbols(matches: SymbolMatch[]): (BrandChoice & { box: Box }) | null {
  const best = matches[0];
  if (!best) return null;
  const detail = `a shape matches the "${best.title}" mark in simple-icons (overlap ${best.iou}, ${best.lead} ahead of any other brand's)`;
  return {
    name: best.title,
    confidence: W.symbol,
    phrase: null,
    parts: [],
    evidence: [{ kind: "symbol", text: best.title, weight: W.symbol, detail }],
    reading: null,
    box: best.box,
  };
}

/**
 * A name as the lexicon spells it when the reading lost only its signs ("MMS" → M&M'S, "KELLOGGS" →
 * KELLOGG'S); otherwise as printed, case included ("QUAKER" stays).
 */
function lexiconSpelling(name: string): string {
  const title = brandTitle(squash(name));
  const signs = (t: string) => t.replace(/[\p{L}\p{N}\s]/gu, "");
  if (!title || signs(title) === "" || signs(title) === signs(name)) return name;
  const upper = name === name.toUpperCase() && title !== title.toUpperCase();
  return upper ? title.toUpperCase() : title;
}

function logoEvidence(p: Phrase, cues: string[]): BrandEvidence {
  const weight = Math.round((W.logoBase + W.logoCue * cues.length) * 100) / 100;
  return { kind: "logo_text", text: p.text, weight, detail: cues.join(", ") };
}

/** Two lines as one phrase: the words of both, the box around both, the top line's type size. */
function mergeLines(top: Phrase, bottom: Phrase): Phrase {
  return {
    text: `${top.text} ${bottom.text}`,
    words: [...top.words, ...bottom.words],
    box: union([top.box, bottom.box]),
    size: Math.max(top.size, bottom.size),
    confidence: Math.min(top.confidence, bottom.confidence),
    arrow: false,
  };
}

/**
 * The lexicon name two stacked lines make when the reader misread one letter of them, unsure of
 * at least one word ("DELL / Technclogies" → Dell Technologies). Joined names are long, so one
 * letter off is safe from eight letters on.
 */
function joinedNearTitle(top: Phrase, bottom: Phrase): string | undefined {
  const words = [...top.words, ...bottom.words];
  if (words.every((w) => w.confidence >= NEAR_MISS_MAX_CONFIDENCE)) return undefined;
  const key = squash(`${top.text} ${bottom.text}`);
  return key.length >= 8 ? nearBrandTitle(key) : undefined;
}

/** A lexicon title set in the case its words were printed in ("DELL Technclogies" → "DELL Technologies"). */
function casedLike(title: string, words: TextWord[]): string {
  const titleWords = title.split(/\s+/);
  if (titleWords.length !== words.length) return title;
  return titleWords
    .map((t, i) => {
      const w = words[i]!.text;
      return w === w.toUpperCase() ? t.toUpperCase() : w === w.toLowerCase() ? t.toLowerCase() : t;
    })
    .join(" ");
}

/**
 * The phrase with each word that is one letter from a lexicon name re-read as that name, in the
 * word's case, when the phrase sits where logos go and the reader was unsure of the word (a
 * confident reading, an everyday word or a word under five letters stays as read).
 */
function correctNearMisses(
  p: Phrase,
  work: { width: number; height: number },
  button: Box | undefined,
  out: Map<TextWord, { from: string; title: string }>,
): Phrase {
  if (!atEdge(p.box, work, button) || p.words.length > 3) return p;
  let changed = false;
  const words = p.words.map((w) => {
    const key = squash(w.text);
    if (w.confidence >= NEAR_MISS_MAX_CONFIDENCE || !/^\p{L}{5,}$/u.test(key) || isCommonWord(w.text)) return w;
    const title = nearBrandTitle(key);
    // The recogniser must have found the name a likely reading itself ("JetBiue" kept "JetBlue"
    // among its readings; "Merak", a shrunken "Meraki", never read as "Merck").
    if (!title || !w.alternatives?.some((a) => squash(a.text).toLowerCase() === squash(title).toLowerCase())) return w;
    const text =
      w.text === w.text.toLowerCase()
        ? title.toLowerCase()
        : w.text === w.text.toUpperCase()
          ? title.toUpperCase()
          : title;
    const fixedWord = { ...w, text };
    out.set(fixedWord, { from: w.text, title });
    changed = true;
    return fixedWord;
  });
  return changed ? { ...p, words, text: words.map((w) => w.text).join(" ") } : p;
}

/**
 * Headings that credit partners, as `fold` leaves them, in the languages the lexicon reads: the
 * names set after them (on their line, beside them or in the strip under them) are sponsors,
 * funders, technology partners or stockists, not the advertiser.
 */
const PARTNER_HEADINGS = [
  "sponsored by|in partnership with|in association with|supported by|with the support of|with support from",
  "funded by|powered by|official partner|official partners|our partners|partners|partner|tech partner",
  "media partner|in collaboration with|en partenariat avec|avec le soutien de|sponsorise par|partenaires",
  "en colaboracion con|patrocinado por|con el apoyo de|patrocinadores|mit unterstutzung von|gefordert von",
  "in kooperation mit|unterstutzt von|em parceria com|com o apoio de|patrocinio|con il supporto di",
  "in collaborazione con|con la collaborazione di|sponsorizzato da|finanziato da",
  // Where the product is sold: the retailer, not the maker ("Now available at boots.com").
  "available at|now available at|exclusively at|only at|now at|in stores at|sold at|available from|stockists",
  "disponible en|disponible chez|en vente chez|exclusivement chez|erhaltlich bei|disponivel em|in vendita da",
].flatMap((line) => line.split("|"));

/**
 * Whether a phrase is a heading that credits partners, or starts with one ("Sponsored by
 * Heineken"); a one-word heading must stand alone ("Partner with us" is an invitation).
 */
const partnerHeading = (p: Phrase) => {
  const f = fold(p.text);
  return PARTNER_HEADINGS.some((h) => f === h || (h.includes(" ") && f.startsWith(`${h} `)));
};

/**
 * Phrases that credit partners: a line led by a heading such as "Sponsored by" (with the names on
 * it), and for a heading set on its own, the names beside it to its right and in the strip under
 * it (within three of its line heights, in type at most 2.5 times its size).
 */
function partnerCredits(phrases: Phrase[]): Set<Phrase> {
  const out = new Set<Phrase>();
  for (const h of phrases.filter(partnerHeading)) {
    out.add(h);
    // A heading that runs on into its own sentence ("Disponible en todas las tallas") credits only itself.
    if (!PARTNER_HEADINGS.includes(fold(h.text))) continue;
    const top = h.box.y;
    const bottom = h.box.y + h.box.height;
    for (const q of phrases) {
      if (q === h || q.size > 2.5 * h.size) continue;
      const cy = q.box.y + q.box.height / 2;
      const beside = cy >= top && cy <= bottom && q.box.x >= h.box.x + h.box.width;
      const under = q.box.y >= bottom - 0.5 * h.size && q.box.y <= bottom + 3 * h.size;
      if (beside || under) out.add(q);
    }
  }
  return out;
}

const ENDORSED_BY = /^(by|par|por|von)$/i;
/** "by" glued by OCR to the endorser through the endorser's icon read as a symbol ("by√profitsolv"). */
const ENDORSED_BY_GLUED = /^(?:by|par|por|von)[^\p{L}\p{N}\s]+(\p{L}[\p{L}\p{N}'&.-]*)$/iu;

/** The endorser's words when a line reads "by OTHER", else null. */
function endorserOf(line: Phrase): string[] | null {
  const [first, ...rest] = line.words.map((w) => w.text);
  if (first === undefined) return null;
  if (ENDORSED_BY.test(first)) return rest;
  const glued = ENDORSED_BY_GLUED.exec(first)?.[1];
  return glued ? [glued, ...rest] : null;
}

/**
 * Pairs of lines that read as one logo. `endorsed`: a name over a smaller line "by OTHER" (OTHER
 * one or two words, not everyday ones, perhaps glued to "by" through an icon) set under it, at
 * least half within its width. `stacked`: two lines of
 * one or two words, at an edge, set tight (the gap at most 0.3 of the smaller type) and aligned
 * left, right or centred; kept when the two joined are a lexicon name, or when neither line is a
 * lexicon name or has an everyday word and the top is set at least 1.3 times larger
 * ("Quillon / FERNWAY"). A known name over a product line ("SAMSUNG / Galaxy") stays the name.
 */
function logoLockups(
  phrases: Phrase[],
  cta: Phrase | null,
  work: { width: number; height: number },
  listedPage: boolean,
): Lockup[] {
  const out: Lockup[] = [];
  for (const a of phrases) {
    for (const b of phrases) {
      if (a === b || a === cta || b === cta) continue;
      const ab = a.box;
      const bb = b.box;
      // b sits under a: starts below a's middle and ends below a's foot (a tight "by" line may
      // start inside a's box, whose descenders reach down).
      if (bb.y <= ab.y + ab.height / 2 || bb.y + bb.height <= ab.y + ab.height) continue;
      const gap = bb.y - (ab.y + ab.height);
      const small = Math.min(a.size, b.size);
      const overlaps = bb.x < ab.x + ab.width && ab.x < bb.x + bb.width;
      if (!overlaps) continue;
      const other = endorserOf(b);
      if (other) {
        const endorsed =
          other.length >= 1 &&
          other.length <= 2 &&
          b.size <= 0.8 * a.size &&
          gap <= 0.6 * a.size &&
          gap >= -0.6 * b.size &&
          Math.min(ab.x + ab.width, bb.x + bb.width) - Math.max(ab.x, bb.x) >= 0.5 * bb.width &&
          a.words.length <= 3 &&
          nameLike(a) &&
          a.confidence >= 85 &&
          consistentlyCased(printed(a.text)) &&
          !other.every(isWord);
        if (endorsed) out.push({ kind: "endorsed", top: a, bottom: b });
        continue;
      }
      if (a.words.length > 2 || b.words.length > 2 || !nameLike(a) || !nameLike(b)) continue;
      if (gap > 0.3 * small || gap < -0.5 * small) continue;
      const tol = 0.5 * small;
      const aligned =
        Math.abs(ab.x - bb.x) <= tol ||
        Math.abs(ab.x + ab.width - bb.x - bb.width) <= tol ||
        Math.abs(ab.x + ab.width / 2 - bb.x - bb.width / 2) <= tol;
      if (!aligned || !atEdge(union([ab, bb]), work, cta?.box)) continue;
      const joined = brandTitle(squash(`${a.text} ${b.text}`)) !== undefined || joinedNearTitle(a, b) !== undefined;
      const words = [...a.words, ...b.words].map((w) => w.text);
      const coined =
        listedPage &&
        inListedScript(`${a.text} ${b.text}`) &&
        a.size >= 1.3 * b.size &&
        Math.min(a.confidence, b.confidence) >= MISREAD_CONFIDENCE &&
        !words.some(isEverydayWord) &&
        !words.every(isWordOfAnyLanguage) &&
        brandTitle(squash(a.text)) === undefined &&
        brandTitle(squash(b.text)) === undefined;
      if (joined || coined) out.push({ kind: "stacked", top: a, bottom: b });
    }
  }
  return out;
}

/** Domains ("www.c-a.com" → C&A, else the label title-cased) and @handles in a phrase. */
function addressEvidence(p: Phrase): { key: string; name: string; evidence: BrandEvidence }[] {
  const out: { key: string; name: string; evidence: BrandEvidence }[] = [];
  for (const m of p.text.matchAll(DOMAIN)) {
    const [text, prefix, label, tld, rest] = [m[0], m[1], m[2]!, m[3]!, m[4]];
    if (!prefix && tld.length === 2) continue;
    const social = SOCIAL.test(label.toLowerCase());
    const source = social ? rest : label;
    if (!source || /^\d+$/.test(source)) continue;
    const title = brandTitle(squash(source));
    const kind = social ? "handle" : "domain";
    out.push({
      key: squash(source),
      name: title ?? (social ? source : titleCase(source.toLowerCase())),
      evidence: {
        kind,
        text,
        weight: social ? W.handle : W.domain,
        detail: title ? `"${source}" is "${title}" in the brand lexicon` : `the ${kind} "${source}"`,
      },
    });
  }
  for (const m of p.text.matchAll(HANDLE)) {
    const handle = m[1]!.replace(/\.$/, "");
    const title = brandTitle(squash(handle));
    out.push({
      key: squash(handle),
      name: title ?? handle,
      evidence: { kind: "handle", text: `@${handle}`, weight: W.handle, detail: `the handle "@${handle}"` },
    });
  }
  return out;
}

/**
 * Runs of one to four words of a phrase whose joined letters are a lexicon name ("Qatar
 * Airways", "J.P. Morgan"); the longest run wins where runs overlap. Names of one or two letters
 * must be printed as the lexicon spells them ("C&A", "HP"), or every "ca" would be a brand.
 */
interface Span {
  key: string;
  text: string;
  title: string;
  words: number;
  spanWords: TextWord[];
  whole: boolean;
  from: number;
}

function lexiconSpans(p: Phrase): Span[] {
  const out: Span[] = [];
  const ws = p.words.map((w) => w.text);
  for (let n = Math.min(4, ws.length); n >= 1; n--) {
    for (let i = 0; i + n <= ws.length; i++) {
      if (out.some((s) => i < s.from + s.words && s.from < i + n)) continue;
      const text = ws.slice(i, i + n).join(" ");
      const key = squash(text);
      const title = brandTitle(key);
      if (!title || (key.length < 3 && fold(text) !== fold(title))) continue;
      out.push({ key, text, title, words: n, spanWords: p.words.slice(i, i + n), whole: n === ws.length, from: i });
    }
  }
  return out;
}

/**
 * One to three words, mostly letters, read with confidence, not an offer: what a name looks like.
 * Names may hold a short number ("7-Eleven", "Forever 21"); a price, a percentage, a
 * decimal, a year or a phone number, or an offer word, makes an offer or a date, not a name.
 */
function nameLike(p: Phrase): boolean {
  const letters = p.text.replace(/[^\p{L}]/gu, "").length;
  const chars = p.text.replace(/\s/g, "").length;
  // Short figures aside, an offer's marks: its currency and percent signs and words (looksLikeOffer).
  const offer = /\d{4}|\d[.,:/]\d/.test(p.text) || looksLikeOffer(p.text.replace(/\d/g, ""));
  return p.words.length <= 3 && letters >= 2 && letters / chars >= 0.5 && p.confidence >= 75 && !offer;
}

function near(a: Box, b: Box, margin: number): boolean {
  return (
    a.x - margin < b.x + b.width &&
    b.x < a.x + a.width + margin &&
    a.y - margin < b.y + b.height &&
    b.y < a.y + a.height + margin
  );
}

/**
 * A name only its look gives (no lexicon, domain or lockup), read unsurely and in mixed case
 * ("KoRVaNT"): both signs of a stylised wordmark the reader misread, and a wrong name is worse than none.
 */
function misreadWordmark(c: Candidate): boolean {
  return (c.phrase?.confidence ?? 0) < MISREAD_CONFIDENCE && c.name.split(/\s+/).some((w) => caseOf(w) === "mixed");
}

/** A line is another group's when it sits at most this share of its distance from the name to that group's text. */
const GROUP_TIGHTER = 0.5;

/** The empty space between two boxes along the axis they are apart on (0 when they touch or overlap). */
function boxGap(a: Box, b: Box): number {
  return Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width), a.y - (b.y + b.height), b.y - (a.y + a.height));
}

/** Of a tagline under a name: at most this share of the name's type size. */
const TAGLINE_SIZE = 0.7;

/**
 * `q` is a tagline set under the name `p`, as logo lockups carry one: in type at most
 * `TAGLINE_SIZE` of the name's, below it within half its size, starting, centred or ending where
 * the name does, and no wider than twice the name.
 */
function taglineOf(p: Phrase, q: Phrase): boolean {
  const [a, b] = [p.box, q.box];
  const gap = b.y - (a.y + a.height);
  const tol = 0.15 * a.width;
  const aligned =
    Math.abs(b.x - a.x) <= tol ||
    Math.abs(b.x + b.width / 2 - (a.x + a.width / 2)) <= tol ||
    Math.abs(b.x + b.width - (a.x + a.width)) <= tol;
  return (
    q.size <= TAGLINE_SIZE * p.size && gap >= -q.size / 2 && gap <= p.size / 2 && aligned && b.width <= 2 * a.width
  );
}

/** A wide banner's end within this share of its width holds its logo (or its button). */
const BANNER_END = 0.2;

/**
 * Where logos go: along an edge or in a corner. A leaderboard is all top and bottom edge, a
 * skyscraper all sides: judge along the long axis. A wide banner whose button closes one end
 * ("message … logo [Shop now]") ends, for its logo, where the button begins.
 */
function atEdge(b: Box, { width: w, height: h }: { width: number; height: number }, button?: Box | null): boolean {
  const top = b.y / h;
  const bottom = (h - b.y - b.height) / h;
  let left = b.x / w;
  let right = (w - b.x - b.width) / w;
  if (w > 3 * h && button) {
    if (button.x >= b.x + b.width && (w - button.x - button.width) / w < BANNER_END)
      right = (button.x - b.x - b.width) / w;
    if (button.x + button.width <= b.x && button.x / w < BANNER_END) left = (b.x - button.x - button.width) / w;
  }
  return w > 3 * h
    ? Math.min(left, right) < BANNER_END
    : h > 2 * w
      ? Math.min(top, bottom) < 0.15
      : Math.min(top, bottom) < 0.18 || Math.min(left, right) < 0.1;
}

/**
 * Letters only of the Latin script, the script of the word lists: only there can a coined name be
 * told from everyday words.
 */
const inListedScript = (text: string) => /^[\p{Script=Latin}\P{L}]*$/u.test(text);

/** A name's words as words: figures out ("Kivra24" is "Kivra"), and what is left of one letter or none dropped ("24h"). */
const wordsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.replace(/\p{N}/gu, ""))
    .filter((w) => /\p{L}{2}/u.test(w));

/**
 * A word of some language: in a spelling dictionary, or among the commonest words of a language the
 * lists hold, with its inflections ("HAPPIER"), except a word the frequency lists only know with
 * an "s" after it ("LLOYDS" is not the first name "Lloyd"): names are formed so.
 */
const listed = (word: string) =>
  isDictionaryWord(word) ||
  (isWordOfAnyLanguage(word) &&
    !(wordRank(word) === undefined && /s$/i.test(word) && !isEverydayWord(word.slice(0, -1))));

/**
 * Why a phrase looks like a logo: at an edge or corner of the ad, set apart from other text,
 * smaller than the headline, in capitals or with a trademark sign, in a colour unlike the headline's.
 */
function logoCues(p: Phrase, { phrases, headline, cta, work }: BrandInput, also: Phrase[] = []): string[] {
  const cues: string[] = [];
  const b = p.box;
  // Where a logo sits is what makes it one: along an edge or in a corner. Text inside the picture
  // (labels in an illustration) or in the flow of the copy is not a logo, however it is styled.
  if (!atEdge(b, work, cta?.box)) return cues;
  cues.push("at an edge");
  // `also`: the other line of a lockup, or the merged lines' own parts, are not "other text".
  const others = phrases.filter((q) => q !== p && !also.includes(q) && !q.words.every((w) => p.words.includes(w)));
  // A tagline set small and tight under the name is part of its lockup: the two are apart together.
  const taglines = others.filter((q) => taglineOf(p, q));
  const rest = others.filter((q) => !taglines.includes(q));
  // A line near the name that sits far tighter with other text (an eyebrow over the headline) is
  // the edge of that group, and the name is apart from the group.
  const withOthers = (q: Phrase) =>
    rest.some((r) => r !== q && boxGap(q.box, r.box) <= GROUP_TIGHTER * boxGap(q.box, b));
  const crowded = (q: Phrase) =>
    (near(b, q.box, p.size) && !withOthers(q)) || taglines.some((t) => near(t.box, q.box, t.size));
  if (!rest.some(crowded)) cues.push("set apart from other text");
  if (headline && headline !== p && !also.includes(headline)) {
    if (p.size < headline.size) cues.push("smaller than the headline");
    // A name set well above the headline's size was passed over as the message: a wordmark's display type.
    else if (lineEm(p) > LOGO_OVER_HEADLINE * lineEm(headline)) cues.push("larger than the headline");
  }
  // A wide banner reads left to right: its logo holds one end alone (a tagline set smaller under
  // it aside), the message and the button the rest, whatever their sizes.
  if (work.width > 3 * work.height) {
    const column = (q: Phrase) => q.box.x < b.x + b.width && b.x < q.box.x + q.box.width;
    const tagline = (q: Phrase) => q.size < p.size && q.box.y >= b.y + b.height / 2;
    if (!others.some((q) => column(q) && !tagline(q))) cues.push("alone at one end of a wide banner");
  }
  const t = p.text.replace(/[®™©]/g, "");
  const capitals = /^[\p{Lu}\p{N}&.'\s-]+$/u.test(t) && /\p{Lu}{2}/u.test(t);
  const cased = consistentlyCased(t);
  // "AppleTech", "PlayStation": a capital inside a word is how coined names are set.
  const innerCapital = cased && /\p{Ll}\p{Lu}/u.test(t);
  const marked = /[®™]/.test(p.text) || p.words.some((w) => w.trademark);
  if (capitals || innerCapital || marked) cues.push("capitals or a trademark sign");
  // Misreadings are in no word list either: only a confident, consistently cased reading counts.
  // The word lists are of Latin-script languages: text in another script is in none of them and proves nothing.
  if (p.confidence >= 90 && cased && inListedScript(t) && !t.split(/\s+/).some(isWord)) {
    cues.push("a coined word, in no everyday word list");
  }
  // "Summit Bank", "Orbital Labs", "Banco Azul": everyday words that name an organisation.
  if (p.confidence >= 90 && cased && isOrganisationName(t)) cues.push("an organisation's name");
  if (headline && headline !== p) {
    const mine = measureContrast(work, p.box);
    const theirs = measureContrast(work, headline.box);
    if (mine && theirs && deltaE2000(rgbToLab(...mine.text), rgbToLab(...theirs.text)) > 15) {
      cues.push("a colour unlike the headline's");
    }
  }
  return cues;
}
