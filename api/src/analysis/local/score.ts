import type {
  AttentionMeasure,
  ClarityMeasure,
  CtaMeasure,
  PaletteColor,
  PlacementFit,
  ScoreFactor,
} from "../result.ts";
import { contrastScore } from "./clarity.ts";

export interface ScoreInput {
  cta: CtaMeasure | null;
  headline: { text: string; contrast: number | null; heightShare: number } | null;
  clarity: ClarityMeasure;
  attention: AttentionMeasure;
  palette: PaletteColor[];
  placements: PlacementFit[];
  brand_name: string | null;
}

/** The rubric's weights (docs/analysis.md explains each); they sum to 1. */
export const WEIGHTS = {
  "Call to action": 0.2,
  "Headline legibility": 0.15,
  "Message clarity": 0.2,
  "Visual focus": 0.15,
  "Colour palette": 0.1,
  "Placement fit": 0.1,
  "Brand presence": 0.1,
} as const;

const clamp = (v: number) => Math.max(0, Math.min(10, v));
const r1 = (v: number) => Math.round(v * 10) / 10;
const pct = (v: number) => `${Math.round(v * 100)}%`;

function ctaFactor(cta: CtaMeasure | null): [number, string] {
  if (!cta) return [2, "No call to action was read in the image"];
  const base = contrastScore(cta.contrast);
  const score = clamp(base + (cta.button ? 1 : -1));
  const contrast = cta.contrast === null ? "contrast not measurable" : `contrast ${cta.contrast}:1`;
  return [score, `“${cta.text}”${cta.button ? " on a button" : " as plain text"}, ${contrast}`];
}

function headlineFactor(h: ScoreInput["headline"]): [number, string] {
  if (!h) return [3, "No headline was read"];
  // A headline whose letters are 4 % of the image height or more reads at thumbnail size.
  const size = clamp((h.heightShare / 0.04) * 10);
  const score = 0.6 * contrastScore(h.contrast) + 0.4 * size;
  const contrast = h.contrast === null ? "contrast not measurable" : `contrast ${h.contrast}:1`;
  return [score, `“${h.text}”, letters ${(h.heightShare * 100).toFixed(1)}% of the image height, ${contrast}`];
}

function focusFactor(a: AttentionMeasure): [number, string] {
  const onMessage = (a.cta_share ?? 0) + (a.headline_share ?? 0);
  const score = 5 * Math.min(1, a.focus / 0.35) + 5 * Math.min(1, onMessage / 0.25);
  return [score, `focus ${a.focus.toFixed(2)}; ${pct(onMessage)} of predicted attention on headline and CTA`];
}

function paletteFactor(p: PaletteColor[]): [number, string] {
  const significant = p.filter((c) => c.percentage >= 5).length;
  const score = significant >= 2 && significant <= 4 ? 10 : significant === 5 ? 8 : significant <= 1 ? 6 : 5;
  return [score, `${significant} ${significant === 1 ? "colour covers" : "colours cover"} 5% of the image or more`];
}

function placementFactor(fits: PlacementFit[]): [number, string] {
  if (fits.length === 0) return [5, "The size matches no standard placement"];
  const unsafe = fits.find((f) => f.text_in_unsafe_zone);
  if (unsafe) return [6, `${unsafe.name}, but text sits in the zone the app UI covers`];
  return [10, fits.map((f) => f.name).join(", ")];
}

export function scoreBreakdown(input: ScoreInput): ScoreFactor[] {
  const factors: [keyof typeof WEIGHTS, [number, string]][] = [
    ["Call to action", ctaFactor(input.cta)],
    ["Headline legibility", headlineFactor(input.headline)],
    [
      "Message clarity",
      [
        input.clarity.score,
        `clarity ${input.clarity.score}/10 (${input.clarity.word_count} words, clutter ${input.clarity.clutter})`,
      ],
    ],
    ["Visual focus", focusFactor(input.attention)],
    ["Colour palette", paletteFactor(input.palette)],
    ["Placement fit", placementFactor(input.placements)],
    [
      "Brand presence",
      input.brand_name ? [10, `Brand “${input.brand_name}” read`] : [4, "No brand name was read in the image"],
    ],
  ];
  return factors.map(([factor, [score, evidence]]) => ({
    factor,
    score: r1(clamp(score)),
    weight: WEIGHTS[factor],
    evidence,
  }));
}

export function effectiveness(factors: ScoreFactor[]): number {
  return r1(factors.reduce((s, f) => s + f.score * f.weight, 0));
}
