import type { KitCompetitor } from "@adlens/db";
import { deltaE2000, parseHex, rgbToLab } from "../../analysis/local/color.ts";
import type { AnalysisResult } from "../../analysis/result.ts";
import { LOGO_MATCH_THRESHOLD } from "./logo-match.ts";

/**
 * An analysis read against the workspace's brand kit: whether its own brand is there (and how it
 * was found), which kit colours the ad uses, whether the required texts are printed, and which
 * competitors appear. Everything comes from what the engine read (text, brand, palette) plus the
 * logo search of logo-match.ts; nothing here changes the analysis itself.
 */

/** Palette colours closer than this (CIEDE2000) to a kit colour count as that colour: a clearly
 * visible difference starts around 5, and the palette is a cluster mean of JPEG-shifted pixels. */
export const COLOUR_MATCH_DE = 10;
/** Colours below this share of the image (%) are specks, not a use of the colour. */
const MIN_SHARE = 1;
/** A required text counts as printed when this share of its words was read (OCR drops a few). */
const REQUIRED_RECALL = 0.9;

export interface BrandKit {
  names: string[];
  colours: string[];
  required_texts: string[];
  competitors: KitCompetitor[];
}

export type FoundBy = "brand_name" | "text" | "logo";

export interface BrandFit {
  own_brand: { found: boolean; found_by: FoundBy[]; matched: string | null; logo_score: number | null };
  colours: { hex: string; present: boolean; closest: string | null; delta_e: number | null; share: number | null }[];
  required_text: { text: string; present: boolean }[];
  competitors: { name: string; found_by: FoundBy[]; matched: string | null; logo_score: number | null }[];
  competitor_present: boolean;
}

/** Lower case, accents and punctuation folded, split into words. */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether `phrase`'s words appear consecutively in `text`'s words. */
function containsPhrase(text: string[], phrase: string[]): boolean {
  if (!phrase.length) return false;
  for (let i = 0; i + phrase.length <= text.length; i++) {
    if (phrase.every((w, j) => text[i + j] === w)) return true;
  }
  return false;
}

/** Which of `names` the engine read: as the brand it reported, or anywhere in the text. */
function readName(result: AnalysisResult, names: string[]): { by: FoundBy[]; matched: string | null } {
  const text = words(result.text_content ?? "");
  const brand = words(result.brand_name ?? "").join(" ");
  for (const name of names) {
    const w = words(name);
    if (brand && brand === w.join(" ")) return { by: ["brand_name", "text"], matched: name };
    if (containsPhrase(text, w)) return { by: ["text"], matched: name };
  }
  return { by: [], matched: null };
}

function share(text: string[], wanted: string[]): number {
  const pool = new Map<string, number>();
  for (const w of text) pool.set(w, (pool.get(w) ?? 0) + 1);
  let hits = 0;
  for (const w of wanted) {
    const n = pool.get(w) ?? 0;
    if (n > 0) {
      hits++;
      pool.set(w, n - 1);
    }
  }
  return wanted.length ? hits / wanted.length : 0;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The brand fit of one analysis. `logoScores` holds the best logo correlation per owner (null:
 * the brand's own, else a competitor's name), for the owners that have logo images in the kit.
 */
export function brandFit(result: AnalysisResult, kit: BrandKit, logoScores: Map<string | null, number>): BrandFit {
  const own = readName(result, kit.names);
  const ownLogo = logoScores.get(null) ?? null;
  const ownBy = [...own.by, ...(ownLogo !== null && ownLogo >= LOGO_MATCH_THRESHOLD ? (["logo"] as const) : [])];

  const palette = result.palette.filter((p) => !p.average && p.percentage >= MIN_SHARE);
  const colours = kit.colours.map((hex) => {
    const lab = rgbToLab(...parseHex(hex));
    let closest: { hex: string; de: number; share: number } | null = null;
    for (const p of palette) {
      const de = deltaE2000(lab, rgbToLab(...parseHex(p.hex)));
      if (!closest || de < closest.de) closest = { hex: p.hex, de, share: p.percentage };
    }
    return {
      hex: hex.toUpperCase(),
      present: closest !== null && closest.de <= COLOUR_MATCH_DE,
      closest: closest?.hex ?? null,
      delta_e: closest ? round(closest.de, 1) : null,
      share: closest ? round(closest.share, 1) : null,
    };
  });

  const text = words(result.text_content ?? "");
  const required_text = kit.required_texts.map((t) => ({ text: t, present: share(text, words(t)) >= REQUIRED_RECALL }));

  const competitors = kit.competitors.map((c) => {
    const read = readName(result, [c.name, ...c.aliases]);
    const score = logoScores.get(c.name) ?? null;
    const by = [...read.by, ...(score !== null && score >= LOGO_MATCH_THRESHOLD ? (["logo"] as const) : [])];
    return { name: c.name, found_by: by, matched: read.matched, logo_score: score === null ? null : round(score, 2) };
  });

  return {
    own_brand: {
      found: ownBy.length > 0,
      found_by: ownBy,
      matched: own.matched,
      logo_score: ownLogo === null ? null : round(ownLogo, 2),
    },
    colours,
    required_text,
    competitors,
    competitor_present: competitors.some((c) => c.found_by.length > 0),
  };
}

const HOW: Record<FoundBy, string> = { brand_name: "the brand read", text: "the text", logo: "the logo" };

/** The brand fit in words, one line per check, as reports print it. */
export function brandFitLines(fit: BrandFit): string[] {
  const own = fit.own_brand.found
    ? `Own brand: found (${fit.own_brand.found_by.map((b) => HOW[b]).join(", ")}).`
    : "Own brand: not found.";
  const colours = fit.colours.map(
    (c) =>
      `Brand colour ${c.hex}: ${c.present ? "used" : "not used"}${c.delta_e === null ? "" : ` (closest ${c.closest}, ΔE ${c.delta_e})`}.`,
  );
  const required = fit.required_text.map((r) => `Required text "${r.text}": ${r.present ? "printed" : "missing"}.`);
  const rivals = fit.competitors.filter((c) => c.found_by.length);
  const competitors = rivals.length
    ? `Competitors: ${rivals.map((c) => `${c.name} (${c.found_by.map((b) => HOW[b]).join(", ")})`).join("; ")}.`
    : "Competitors: none found.";
  return [own, ...colours, ...required, competitors];
}
