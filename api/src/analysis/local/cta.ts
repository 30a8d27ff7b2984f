import { isWord } from "./brand-lexicon.ts";
import {
  CTA_COMPLETIONS,
  CTA_COMPLETIONS_ZH,
  CTA_PHRASES,
  CTA_URGENCY_ZH,
  CTA_VERBS,
  CTA_VERBS_ZH,
  OFFER_WORDS,
} from "./cta-lexicon.ts";
import { fold } from "./fold.ts";
import type { TextWord } from "./ocr/index.ts";
import type { ButtonCandidate } from "./regions.ts";
import type { Phrase } from "./text.ts";
import { LIKELIER_WITHIN } from "./whole-words.ts";

/**
 * How surely a phrase's words make a call to action, in any of the lexicon's languages:
 * 2 unmistakable ("Shop now", "Conoce más", "En savoir plus", "Jetzt kaufen"),
 * 1 a short phrase led by a CTA verb ("Explore C-HR", "Subscribe"), 0 neither.
 */
export function ctaStrength(text: string): 0 | 1 | 2 {
  if (/\p{Script=Han}/u.test(text) && !/\p{Script=Latin}/u.test(text)) return chineseCtaStrength(text);
  const f = fold(text);
  const words = f.split(" ").filter(Boolean);
  if (words.length === 0 || words.length > 5) return 0;
  if (CTA_PHRASES.some((p) => f === p || f.startsWith(`${p} `))) return 2;
  if (words.length > 4 || !CTA_VERBS.has(words[0]!)) return 0;
  const rest = words.slice(1);
  if (rest.some((w) => CTA_COMPLETIONS.has(w)) || (words[0] === "jetzt" && rest.some((w) => CTA_VERBS.has(w)))) {
    return 2;
  }
  // "Jetzt" alone leads announcements as often as buttons.
  return words[0] === "jetzt" ? 0 : 1;
}

/**
 * A label's words with one unsure word read as the recogniser's other reading that makes the label
 * an unmistakable call to action ("Get started" read "Get starter", "Try it free" read "Try it
 * tree" in a small, compressed button), when the label as read is not one; "other" as the word
 * repairs mean it (`LIKELIER_WITHIN`). The likeliest such
 * reading wins; the words are returned as read when none does.
 */
export function ctaReading(words: TextWord[]): TextWord[] {
  const text = (ws: TextWord[]) => ws.map((w) => w.text).join(" ");
  if (words.length === 0 || words.length > 4 || ctaStrength(text(words)) === 2) return words;
  let best: { words: TextWord[]; logp: number } | null = null;
  for (const [i, w] of words.entries()) {
    const readings = w.alternatives ?? [];
    const floor = (readings[0]?.logp ?? 0) - LIKELIER_WITHIN;
    for (const r of readings) {
      if (r.logp < floor || (best && r.logp <= best.logp)) break;
      if (!/^\p{L}+$/u.test(r.text) || r.text === w.text) continue;
      const next = words.map((x, k) => (k === i ? { ...x, text: r.text } : x));
      if (ctaStrength(text(next)) === 2) best = { words: next, logp: r.logp };
    }
  }
  return best?.words ?? words;
}

/**
 * A Chinese label: unmistakable when a word of urgency leads a listed verb ("立即購買") or a
 * listed verb ends in "more" or "details" ("了解更多"); a short label (up to six characters) led
 * by a listed verb is one ("開始測驗"); a longer line is copy.
 */
function chineseCtaStrength(text: string): 0 | 1 | 2 {
  const t = text.replace(/[\s\p{P}\p{S}]/gu, "");
  if (t.length < 2 || t.length > 8) return 0;
  const lead = CTA_URGENCY_ZH.find((u) => t.startsWith(u));
  const rest = lead ? t.slice(lead.length) : t;
  const verb = CTA_VERBS_ZH.find((v) => rest.startsWith(v));
  if (!verb) return 0;
  if (lead || CTA_COMPLETIONS_ZH.some((c) => rest.endsWith(c) && rest.length > verb.length)) return 2;
  return t.length <= 6 ? 1 : 0;
}

/**
 * A phone number after a word that says to call ("Call 0800 123 456", "Tel. +44 20 7946 0958",
 * "Appelez le 01 23 45 67 89"): seven digits or more, in groups.
 */
const CALL_NUMBER =
  /\b(call|ring|phone|tel|telephone|appelez(?: le)?|llama(?: al)?|llámanos|ruf(?:en sie)?(?: an)?|chiama(?: il)?|ligue|liga)\b(?:\s+(?:now|today|us|free))?[.:\s]*\+?[\d\s().-]{7,}\d/giu;

/**
 * Prices, percentages and offer words: a badge announcing a deal, not an action to take. A phone
 * number to call is where to go, not a figure of the deal.
 */
export function looksLikeOffer(text: string): boolean {
  return (
    hasFigures(text) ||
    fold(withoutNumberToCall(text))
      .split(" ")
      .some((w) => OFFER_WORDS.has(w))
  );
}

/** A price, a percentage or another figure, a phone number to call aside. */
function hasFigures(text: string): boolean {
  return /[\d%$€£¥₹]/.test(withoutNumberToCall(text));
}

function withoutNumberToCall(text: string): string {
  return text.replace(CALL_NUMBER, (m: string) =>
    m.replace(/\D/g, "").length >= 7 ? m.replace(/[\d\s().+-]+$/u, " ") : m,
  );
}

/** App stores whose badges ads carry: on an ad, the store is where to get the app, not who advertises. */
const STORE_NAMES = new Set([
  "app store",
  "mac app store",
  "google play",
  "appgallery",
  "microsoft store",
  "galaxy store",
  "amazon appstore",
]);
/**
 * The small line over the store's name on its badge, in the languages the lexicon reads (as
 * `fold` leaves it: "Télécharger dans l'App Store" is "telecharger dans l app store").
 */
const STORE_LEADS = new Set(
  [
    "download on the|download on|download from|get it on|get it from|available on the|available on|available at",
    "explore it on|telecharger dans l|disponible sur|disponible sur l|disponible dans l|descargalo en|descargalo en el",
    "disponible en|disponible en el|consiguelo en|laden im|jetzt bei|jetzt im|erhaltlich im|erhaltlich bei",
    "baixar na|baixe na|disponivel na|disponivel no|scarica su|scarica dall|disponibile su",
  ].flatMap((line) => line.split("|")),
);

/**
 * The other line of an app-store badge ("Download on the / App Store", "GET IT ON / Google
 * Play"): for the small lead line, the store's name set under it; for the name, the lead over it;
 * null when the phrase is neither. A badge set on one line is `storeBadgeLine`.
 */
export function storeBadgePartner(p: Phrase, phrases: Phrase[]): Phrase | null {
  const f = fold(p.text);
  const lead = STORE_LEADS.has(f);
  if (!lead && !STORE_NAMES.has(f)) return null;
  return (
    phrases.find((q) => {
      if (q === p || !(lead ? STORE_NAMES : STORE_LEADS).has(fold(q.text))) return false;
      const [top, bottom] = lead ? [p, q] : [q, p];
      const gap = bottom.box.y - (top.box.y + top.box.height);
      const overlap = Math.min(p.box.x + p.box.width, q.box.x + q.box.width) - Math.max(p.box.x, q.box.x);
      return gap > -0.5 * top.size && gap < bottom.size && overlap > 0.3 * Math.min(p.box.width, q.box.width);
    }) ?? null
  );
}

/** A store badge set on one line: "Download on the App Store", "Get it on Google Play". */
export function storeBadgeLine(text: string): boolean {
  const f = fold(text);
  for (const lead of STORE_LEADS)
    if (f.startsWith(`${lead} `) && STORE_NAMES.has(f.slice(lead.length + 1))) return true;
  return false;
}

/** A single Latin word in no language's word list: a name, as logos set in a badge carry. */
const badgeName = (p: Phrase) => p.words.length === 1 && /^\p{Script=Latin}{3,}$/u.test(p.text) && !isWord(p.text);

/** A short label as buttons carry: one to three words, mostly letters, read with confidence, not a sentence. */
function labelLike(p: Phrase): boolean {
  const letters = p.text.replace(/[^\p{L}]/gu, "").length;
  const chars = p.text.replace(/\s/g, "").length;
  return (
    p.words.length <= 3 && letters >= 3 && letters / chars >= 0.8 && p.confidence >= 80 && !/\.$/.test(p.text.trim())
  );
}

/**
 * Ranks a phrase as a call to action (0: not one). A phrase on a button or marked as a link with
 * an arrow needs CTA words or a plain label; bare text needs CTA words; offers never count unless
 * they carry CTA words on a button ("Get 50% off" on a button is a CTA, "50% off" is a badge).
 * A phrase that only starts with a CTA verb and is set as the largest text on the ad is a headline
 * ("UPGRADE your growth", "Stream every match").
 */
export function ctaTier(p: Phrase, onButton: boolean, largestSize: number): number {
  const lex = ctaStrength(p.text);
  // An unmistakable label keeps its offer word ("Try it free", "Shop the sale"); a price or a
  // percentage in it makes it a deal's badge.
  const offer = looksLikeOffer(p.text) && (lex < 2 || hasFigures(p.text));
  if (onButton && p.words.length <= 4) {
    if (lex > 0) return 5;
    // A boxed phrase set as the largest text is a headline panel, not a button; one word in no
    // language's word list on a filled shape is a logo set in a badge ("Veloma").
    return labelLike(p) && !offer && p.size < largestSize && !badgeName(p) ? 3 : 0;
  }
  if (p.arrow) {
    if (lex > 0) return 4;
    return labelLike(p) && !offer ? 3 : 0;
  }
  if (offer) return 0;
  if (lex === 2) return 4;
  if (lex === 1 && p.size < largestSize) return 2;
  return 0;
}

export interface CtaChoice {
  phrase: Phrase;
  button: ButtonCandidate | null;
}

/**
 * The call to action: the highest-ranked phrase, then the larger, then the higher one. `largest`
 * is the largest type on the whole ad: lines left out as candidates, such as a headline's, still
 * set the scale a label is measured against.
 */
export function chooseCta(
  phrases: Phrase[],
  buttonOf: (p: Phrase) => ButtonCandidate | undefined,
  largest: number,
): CtaChoice | null {
  const ranked = phrases
    .map((p) => ({ p, tier: ctaTier(p, buttonOf(p) !== undefined, largest) }))
    .filter((r) => r.tier > 0)
    .sort((a, b) => b.tier - a.tier || b.p.size - a.p.size || a.p.box.y - b.p.box.y);
  const best = ranked[0];
  return best ? { phrase: best.p, button: buttonOf(best.p) ?? null } : null;
}
