/**
 * Scores are out of 10. Some stored results hold a percentage; those are divided by 10 and
 * clamped (spec 02 §5, Basic dashboard), which we apply everywhere so one analysis never shows
 * two different scores on two dashboards.
 */
export function normaliseScore(value: number | null): number | null {
  if (value === null) return null;
  const scaled = value > 10 ? value / 10 : value;
  return Math.min(10, Math.max(0, scaled));
}
