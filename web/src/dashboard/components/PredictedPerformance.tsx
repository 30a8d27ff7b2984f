import { useAnalysisPerformance } from "../lib/outcomes.ts";

/**
 * The analysis's predicted performance index for this workspace (Enterprise), or why there is
 * none: too few outcomes, or a model that does not beat chance.
 */
export function PredictedPerformance({ analysisId, enabled }: { analysisId: string; enabled: boolean }) {
  const performance = useAnalysisPerformance(analysisId, enabled);
  const p = performance.data;
  if (!enabled || !p) return null;
  return (
    <section aria-labelledby="predicted-performance" className="space-y-1 text-sm" data-testid="predicted-performance">
      <h4 id="predicted-performance" className="text-muted-foreground">
        Predicted performance for this workspace
      </h4>
      {p.index === null ? (
        <p>{p.message}</p>
      ) : (
        <>
          <p>
            <span className="text-2xl font-bold">{p.index}</span>{" "}
            <span className="text-muted-foreground">(100 = your average ad; model v{p.model?.version})</span>
          </p>
          <ul className="list-disc pl-5">
            {p.drivers.map((d) => (
              <li key={d.feature}>
                {d.label} {d.effect} it
              </li>
            ))}
          </ul>
        </>
      )}
      {p.outcome ? (
        <p className="text-muted-foreground">
          Measured: {p.outcome.impressions.toLocaleString()} impressions, {p.outcome.clicks.toLocaleString()} clicks (
          {(p.outcome.ctr * 100).toFixed(2)}% CTR)
        </p>
      ) : null}
    </section>
  );
}
