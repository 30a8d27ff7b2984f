/** Score colours (spec 02 §9): 8 or more green, 6 to below 8 yellow, below 6 red. */
export type ScoreBand = "high" | "medium" | "low";

export function scoreBand(score: number): ScoreBand {
  if (score >= 8) return "high";
  if (score >= 6) return "medium";
  return "low";
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

export function formatScore(score: number | null): string {
  return score === null ? "–" : score.toFixed(1);
}
