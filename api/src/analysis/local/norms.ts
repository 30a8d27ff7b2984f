import type { PlacementFit } from "../result.ts";

/** The family an ad is made for; `unknown` when its size fits none, so channel norms cannot apply. */
export type Channel = PlacementFit["channel"] | "unknown";

/**
 * What each channel expects of an ad, in one place: the advice (advice.ts) and the score
 * (score.ts) read these and nothing else about channels. Each value's source is in
 * docs/analysis.md ("Channel norms").
 */
export interface ChannelNorm {
  /**
   * How a viewer acts on the ad: clicks a button the image itself must show (`button`), taps the
   * button the platform adds under or over the ad (`platform`: the image's own CTA may be text),
   * goes to a printed address or QR code, cannot act at all (a street screen), or `any` when the
   * channel is not known.
   */
  response: "button" | "platform" | "address" | "none" | "any";
  /** Words a viewer takes in during the channel's typical viewing time. */
  wordBudget: number;
  /** Share of the image text may cover before the visual stops carrying the ad; null: no such norm. */
  textCoverageLimit: number | null;
  /** The frame's edges that the app's own UI covers, as shares of its height; null: nothing covers it. */
  safeZone: { top: number; bottom: number } | null;
  /** Whether the channel takes only fixed pixel sizes, so an export a few pixels off is refused. */
  fixedSizes: boolean;
  /** Weight of each score factor for this channel (score.ts); each set sums to 1. */
  weights: Record<ScoreFactorName, number>;
}

export type ScoreFactorName =
  | "Call to action"
  | "Headline legibility"
  | "Message clarity"
  | "Visual focus"
  | "Colour palette"
  | "Visual"
  | "Placement fit"
  | "Brand presence";

export const NORMS: Record<Channel, ChannelNorm> = {
  display: {
    response: "button",
    wordBudget: 12,
    textCoverageLimit: null,
    safeZone: null,
    fixedSizes: true,
    weights: {
      "Call to action": 0.2,
      "Headline legibility": 0.15,
      "Message clarity": 0.15,
      "Visual focus": 0.1,
      "Colour palette": 0.05,
      Visual: 0.1,
      "Placement fit": 0.05,
      "Brand presence": 0.2,
    },
  },
  social: {
    response: "platform",
    wordBudget: 20,
    textCoverageLimit: 20,
    safeZone: null,
    fixedSizes: false,
    weights: {
      "Call to action": 0.15,
      "Headline legibility": 0.1,
      "Message clarity": 0.15,
      "Visual focus": 0.15,
      "Colour palette": 0.05,
      Visual: 0.15,
      "Placement fit": 0.05,
      "Brand presence": 0.2,
    },
  },
  stories: {
    response: "platform",
    wordBudget: 12,
    textCoverageLimit: 20,
    safeZone: { top: 0.14, bottom: 0.2 },
    fixedSizes: false,
    weights: {
      "Call to action": 0.15,
      "Headline legibility": 0.1,
      "Message clarity": 0.15,
      "Visual focus": 0.15,
      "Colour palette": 0.05,
      Visual: 0.15,
      "Placement fit": 0.1,
      "Brand presence": 0.15,
    },
  },
  dooh: {
    response: "none",
    wordBudget: 7,
    textCoverageLimit: null,
    safeZone: null,
    fixedSizes: false,
    weights: {
      "Call to action": 0,
      "Headline legibility": 0.2,
      "Message clarity": 0.2,
      "Visual focus": 0.15,
      "Colour palette": 0.05,
      Visual: 0.15,
      "Placement fit": 0.05,
      "Brand presence": 0.2,
    },
  },
  print: {
    response: "address",
    wordBudget: 50,
    textCoverageLimit: null,
    safeZone: null,
    fixedSizes: false,
    weights: {
      "Call to action": 0.1,
      "Headline legibility": 0.15,
      "Message clarity": 0.15,
      "Visual focus": 0.1,
      "Colour palette": 0.05,
      Visual: 0.15,
      "Placement fit": 0.05,
      "Brand presence": 0.25,
    },
  },
  unknown: {
    response: "any",
    wordBudget: 20,
    textCoverageLimit: null,
    safeZone: null,
    fixedSizes: false,
    weights: {
      "Call to action": 0.15,
      "Headline legibility": 0.15,
      "Message clarity": 0.15,
      "Visual focus": 0.1,
      "Colour palette": 0.05,
      Visual: 0.15,
      "Placement fit": 0.05,
      "Brand presence": 0.2,
    },
  },
};

/** Small display slots (a 320×50 mobile banner) hold half a banner's words. */
const SMALL_SLOT_PX = 50_000;

/** The word budget of an ad of this channel and size. */
export function wordBudget(channel: Channel, width: number, height: number): number {
  const budget = NORMS[channel].wordBudget;
  return channel === "display" && width * height < SMALL_SLOT_PX ? Math.ceil(budget / 2) : budget;
}
