import type { Box, BrandEvidence } from "../result.ts";
import { brandTitle, isCommonWord, isEverydayWord, squash } from "./brand-lexicon.ts";
import { deltaE2000, rgbToLab } from "./color.ts";
import { looksLikeOffer } from "./cta.ts";
import { fold } from "./fold.ts";
import type { RasterRgb } from "./raster.ts";
import { measureContrast } from "./regions.ts";
import type { Phrase } from "./text.ts";

/** `brandName` is reported only at or above this confidence: a null is better than a wrong name. */
export const BRAND_THRESHOLD = 0.55;

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
} as const;

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
  headline: Phrase | null;
  work: RasterRgb;
}

export interface BrandChoice {
  name: string;
  confidence: number;
  phrase: Phrase | null;
  evidence: BrandEvidence[];
}

interface Candidate {
  name: string;
  phrase: Phrase | null;
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
 * names, a printed domain or @handle, text set apart as logos are, repetition. Headline, CTA and
 * offer text and everyday words cannot be a brand on their own. Null below `BRAND_THRESHOLD`.
 */
export function findBrand(input: BrandInput): BrandChoice | null {
  const candidates = new Map<string, Candidate>();
  const add = (key: string, name: string, phrase: Phrase | null, evidence: BrandEvidence, named: boolean) => {
    const c = candidates.get(key) ?? { name, phrase, evidence: [], named: false };
    // Text printed on the ad names the brand better than a domain label or a lexicon title.
    if (phrase && !c.phrase) Object.assign(c, { name, phrase });
    c.named ||= named;
    if (!c.evidence.some((e) => e.kind === evidence.kind)) c.evidence.push(evidence);
    candidates.set(key, c);
  };

  for (const p of input.phrases) {
    if (p === input.cta) continue;
    for (const ev of addressEvidence(p)) add(ev.key, ev.name, null, ev.evidence, true);
    const inHeadline = p === input.headline;
    for (const span of lexiconSpans(p)) {
      let weight: number = span.whole ? W.lexiconWhole : W.lexiconPart;
      // An everyday word ("Target"), or a name printed in lower case that the brand spells with
      // capitals ("php" in an illustration), reads as a word first.
      const lowered = span.text === span.text.toLowerCase() && span.title !== span.title.toLowerCase();
      if ((span.words === 1 && isEverydayWord(span.text)) || lowered) weight = W.lexiconEveryday;
      // A brand can be named in the headline ("Samsung Galaxy"), but the headline is mostly copy.
      if (inHeadline) weight /= 2;
      const detail = `"${span.title}" in the brand lexicon`;
      add(
        span.key,
        printed(span.text),
        span.whole ? p : null,
        { kind: "lexicon", text: span.text, weight, detail },
        true,
      );
    }
  }

  for (const p of input.phrases) {
    if (p === input.cta || p === input.headline || !nameLike(p)) continue;
    const cues = logoCues(p, input);
    if (cues.length === 0) continue;
    const weight = Math.round((W.logoBase + W.logoCue * cues.length) * 100) / 100;
    add(
      squash(p.text),
      printed(p.text),
      p,
      { kind: "logo_text", text: p.text, weight, detail: cues.join(", ") },
      false,
    );
  }

  for (const [key, c] of candidates) {
    const times = input.phrases.filter((p) => p !== input.cta && squash(p.text).includes(key)).length;
    const inAddress = c.evidence.some((e) => e.kind === "domain" || e.kind === "handle");
    if (times >= 2 || (times >= 1 && inAddress)) {
      const detail = `printed ${times + (inAddress ? 1 : 0)} times`;
      c.evidence.push({ kind: "repeated", text: c.name, weight: W.repeated, detail });
    }
  }

  const best = [...candidates.values()]
    .filter((c) => c.named || !c.name.split(/\s+/).every(isCommonWord))
    .map((c) => ({ ...c, confidence: Math.round(confidenceOf(c.evidence) * 100) / 100 }))
    .sort((a, b) => b.confidence - a.confidence || (b.phrase?.size ?? 0) - (a.phrase?.size ?? 0))[0];
  if (!best || best.confidence < BRAND_THRESHOLD) return null;
  return { name: best.name, confidence: best.confidence, phrase: best.phrase, evidence: best.evidence };
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
function lexiconSpans(p: Phrase): { key: string; text: string; title: string; words: number; whole: boolean }[] {
  const out: { key: string; text: string; title: string; words: number; whole: boolean; from: number }[] = [];
  const ws = p.words.map((w) => w.text);
  for (let n = Math.min(4, ws.length); n >= 1; n--) {
    for (let i = 0; i + n <= ws.length; i++) {
      if (out.some((s) => i < s.from + s.words && s.from < i + n)) continue;
      const text = ws.slice(i, i + n).join(" ");
      const key = squash(text);
      const title = brandTitle(key);
      if (!title || (key.length < 3 && fold(text) !== fold(title))) continue;
      out.push({ key, text, title, words: n, whole: n === ws.length, from: i });
    }
  }
  return out;
}

/** One to three words, mostly letters, read with confidence, not an offer: what a name looks like. */
function nameLike(p: Phrase): boolean {
  const letters = p.text.replace(/[^\p{L}]/gu, "").length;
  const chars = p.text.replace(/\s/g, "").length;
  return p.words.length <= 3 && letters >= 2 && letters / chars >= 0.6 && p.confidence >= 75 && !looksLikeOffer(p.text);
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
 * Why a phrase looks like a logo: at an edge or corner of the ad, set apart from other text,
 * smaller than the headline, in capitals or with a trademark sign, in a colour unlike the headline's.
 */
function logoCues(p: Phrase, { phrases, headline, work }: BrandInput): string[] {
  const cues: string[] = [];
  const { width: w, height: h } = work;
  const b = p.box;
  const top = b.y / h;
  const bottom = (h - b.y - b.height) / h;
  const left = b.x / w;
  const right = (w - b.x - b.width) / w;
  // A leaderboard is all top and bottom edge, a skyscraper all sides: judge along the long axis.
  const edge =
    w > 3 * h
      ? Math.min(left, right) < 0.2
      : h > 2 * w
        ? Math.min(top, bottom) < 0.15
        : Math.min(top, bottom) < 0.18 || Math.min(left, right) < 0.1;
  // Where a logo sits is what makes it one: along an edge or in a corner. Text inside the picture
  // (labels in an illustration) or in the flow of the copy is not a logo, however it is styled.
  if (!edge) return cues;
  cues.push("at an edge");
  if (!phrases.some((q) => q !== p && near(b, q.box, p.size))) cues.push("set apart from other text");
  if (headline && headline !== p && p.size < headline.size) cues.push("smaller than the headline");
  const t = p.text.replace(/[®™©]/g, "");
  const capitals = /^[\p{Lu}\p{N}&.'\s-]+$/u.test(t) && /\p{Lu}{2}/u.test(t);
  // Misreadings mix cases at random ("smOLex"); names are set in one case, Title or CamelCase.
  const cased = t.split(/\s+/).every((word) => /^(\p{Lu}+|\p{Ll}+|(\p{Lu}\p{Ll}+)+)[\p{N}&.'-]*$/u.test(word));
  // "AppleTech", "PlayStation": a capital inside a word is how coined names are set.
  const innerCapital = cased && /\p{Ll}\p{Lu}/u.test(t);
  if (capitals || innerCapital || /[®™]/.test(p.text)) cues.push("capitals or a trademark sign");
  // Misreadings are in no word list either: only a confident, consistently cased reading counts.
  if (p.confidence >= 90 && cased && !t.split(/\s+/).some(isCommonWord)) {
    cues.push("a coined word, in no everyday word list");
  }
  if (headline && headline !== p) {
    const mine = measureContrast(work, p.box);
    const theirs = measureContrast(work, headline.box);
    if (mine && theirs && deltaE2000(rgbToLab(...mine.text), rgbToLab(...theirs.text)) > 15) {
      cues.push("a colour unlike the headline's");
    }
  }
  return cues;
}
