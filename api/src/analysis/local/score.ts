import type {
  AttentionMeasure,
  ClarityMeasure,
  CtaMeasure,
  PaletteColor,
  PlacementFit,
  ScoreFactor,
} from "../result.ts";
import { brandAbsent, type Unread } from "./advice.ts";
import { contrastScore } from "./clarity.ts";
import { type Channel, NORMS, type ScoreFactorName } from "./norms.ts";

export interface ScoreInput {
  cta: CtaMeasure | null;
  headline: { text: string; contrast: number | null; heightShare: number } | null;
  clarity: ClarityMeasure;
  attention: AttentionMeasure;
  palette: PaletteColor[];
  placements: PlacementFit[];
  brand_name: string | null;
  channel: Channel;
  /** People or faces the detector found. */
  people: number;
  unread: Unread;
}

const clamp = (v: number) => Math.max(0, Math.min(10, v));
const r1 = (v: number) => Math.round(v * 10) / 10;
const pct = (v: number) => `${Math.round(v * 100)}%`;

function ctaFactor(cta: CtaMeasure | null, channel: Channel): [number, string] {
  if (NORMS[channel].response === "none") return [cta ? 10 : 5, "Out-of-home screens are not acted on at the screen"];
  if (!cta) return [2, "No call to action was read in the image"];
  const base = contrastScore(cta.contrast);
  // Plain text costs a point only where the image itself must carry the button (display).
  const score = clamp(base + (cta.button ? 1 : NORMS[channel].response === "button" ? -1 : 0));
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
  const significant = p.filter((c) => !c.average && c.percentage >= 5).length;
  const score = significant >= 2 && significant <= 4 ? 10 : significant === 5 ? 8 : significant <= 1 ? 6 : 5;
  return [score, `${significant} ${significant === 1 ? "colour covers" : "colours cover"} 5% of the image or more`];
}

/**
 * What the ad shows besides its copy: people draw the eye most; a photo or graphic (unexplained
 * ink, advice.ts) carries the message; a page of nothing but text scores low.
 */
function visualFactor(people: number, ink: number): [number, string] {
  if (people > 0) return [10, `${people} ${people === 1 ? "person or face" : "people or faces"}`];
  const shown = `${Math.round(ink * 100)}% of the image is imagery or graphics besides the text`;
  if (ink >= 0.15) return [8, shown];
  if (ink >= 0.03) return [5, shown];
  return [2, `Only text: ${shown}`];
}

function brandFactor(input: ScoreInput): [number, string] {
  if (input.brand_name) return [10, `Brand “${input.brand_name}” read`];
  if (brandAbsent(input.unread)) return [0, "No brand name or logo on the page"];
  return [3, "No brand name was read; the page has a mark that may be its logo"];
}

function placementFactor(fits: PlacementFit[]): [number, string] {
  if (fits.length === 0) return [5, "The size matches no standard placement"];
  const unsafe = fits.find((f) => f.text_in_unsafe_zone);
  if (unsafe) return [6, `${unsafe.name}, but text sits in the zone the app UI covers`];
  return [10, fits.map((f) => f.name).join(", ")];
}

/** The rubric's factors, each weighted by what the ad's channel values (norms.ts). */
export function scoreBreakdown(input: ScoreInput): ScoreFactor[] {
  const weights = NORMS[input.channel].weights;
  const factors: [ScoreFactorName, [number, string]][] = [
    ["Call to action", ctaFactor(input.cta, input.channel)],
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
    ["Visual", visualFactor(input.people, input.unread.ink)],
    ["Placement fit", placementFactor(input.placements)],
    ["Brand presence", brandFactor(input)],
  ];
  return factors.map(([factor, [score, evidence]]) => ({
    factor,
    score: r1(clamp(score)),
    weight: weights[factor],
    evidence,
  }));
}

export function effectiveness(factors: ScoreFactor[]): number {
  return r1(factors.reduce((s, f) => s + f.score * f.weight, 0));
}
