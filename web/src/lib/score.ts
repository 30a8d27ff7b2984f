/**
 * The one score banding, used by every screen that colours or labels a score (spec 02 §9 colours:
 * 8 or more green, 6 to below 8 yellow, below 6 red). The API's analytics buckets use the same
 * thresholds. The spec words some screens differently ("Strong" on the demo); those words hang
 * off the same bands here, so a score never gets one colour on one screen and another elsewhere.
 */
export type ScoreBand = "high" | "medium" | "low";

export interface BandInfo {
  /** Lowest score in the band. */
  min: number;
  label: string;
  /** The band's range as people read it. */
  range: string;
  /** The demo's one-word verdict. */
  verdict: string;
}

export const SCORE_BANDS: Record<ScoreBand, BandInfo> = {
  high: { min: 8, label: "High", range: "8–10", verdict: "Strong" },
  medium: { min: 6, label: "Medium", range: "6–7.9", verdict: "Average" },
  low: { min: 0, label: "Low", range: "under 6", verdict: "Needs work" },
};

export const BAND_ORDER: readonly ScoreBand[] = ["high", "medium", "low"];

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_BANDS.high.min) return "high";
  if (score >= SCORE_BANDS.medium.min) return "medium";
  return "low";
}

/** "Medium (6–7.9)": how legends and distribution lists name a band. */
export function bandLegend(band: ScoreBand): string {
  return `${SCORE_BANDS[band].label} (${SCORE_BANDS[band].range})`;
}

export const SCORE_TEXT: Record<ScoreBand, string> = {
  high: "text-success",
  medium: "text-warning",
  low: "text-destructive",
};

export const SCORE_BADGE: Record<ScoreBand, string> = {
  high: "bg-success text-white dark:text-background",
  medium: "bg-warning text-white dark:text-background",
  low: "bg-destructive text-destructive-foreground",
};

export const SCORE_BAR: Record<ScoreBand, string> = {
  high: "bg-success",
  medium: "bg-warning",
  low: "bg-destructive",
};

/** An average score as shown on stat cards: a dash when nothing was analysed (0.0/10 would read as a real score). */
export function averageScore(average: number, analyses: number): string {
  return analyses === 0 ? "–" : `${average.toFixed(1)}/10`;
}
