import { cn } from "../../lib/cn.ts";
import { SCORE_BADGE, scoreBand } from "../../lib/score.ts";

/** The effectiveness score as a coloured pill (spec 02 §9 bands). */
export function ScoreBadge({ score, className }: { score: number | null; className?: string }) {
  if (score === null) return null;
  const band = scoreBand(score);
  return (
    <span
      data-band={band}
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        SCORE_BADGE[band],
        className,
      )}
    >
      {score.toFixed(1)}/10
    </span>
  );
}
