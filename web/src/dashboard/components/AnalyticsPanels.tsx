import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/index.ts";
import { cn } from "../../lib/cn.ts";
import { BAND_ORDER, bandLegend, SCORE_BAR, SCORE_TEXT, scoreBand } from "../../lib/score.ts";
import type { AnalysisSummary, Analytics } from "../lib/models.ts";
import { BrandRankingChart, DistributionChart, type DistributionDatum, MonthlyTrendsChart } from "./charts/index.tsx";

export function Panel({
  title,
  description,
  children,
  className,
  level,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /** The heading level, when the panel sits inside a titled section (see CardTitle). */
  level?: 2 | 3;
}) {
  return (
    <Card className={className} data-panel={title}>
      <CardHeader>
        <CardTitle level={level} className="text-base">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The API counts the buckets with the same thresholds the bands name (lib/score.ts). */
export function DistributionPanel({ analytics }: { analytics: Analytics }) {
  const data: DistributionDatum[] = BAND_ORDER.map((key) => ({
    key,
    label: bandLegend(key),
    value: analytics.distribution[key],
  }));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <Panel title="Performance Distribution" description="How your analyses score">
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">No analyses yet</p>
      ) : (
        <div className="grid items-center gap-4 sm:grid-cols-2">
          <DistributionChart data={data} />
          <ul className="space-y-2 text-sm" data-testid="distribution">
            {data.map((d) => (
              <li key={d.key} className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className={cn("size-3 rounded-sm", SCORE_BAR[d.key])} />
                  {d.label}
                </span>
                <span className="tabular-nums font-medium">
                  {d.value} ({Math.round((d.value / total) * 100)}%)
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}

/** Spec 02 §9: monthly trends show the last 6 months. */
export function TrendsPanel({ analytics }: { analytics: Analytics }) {
  const data = analytics.monthlyTrends.slice(-6);
  return (
    <Panel title="Monthly Trends" description="Analyses and average effectiveness, last 6 months">
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No analyses yet</p>
      ) : (
        <>
          <MonthlyTrendsChart data={data} />
          {/* The box is screen-reader-only, not the table: a table will not shrink to 1 px and
              widened the page on a phone. */}
          <div className="sr-only">
            <table>
              <caption>Monthly trends</caption>
              <thead>
                <tr>
                  <th>Month</th>
                  <th>Analyses</th>
                  <th>Average effectiveness</th>
                </tr>
              </thead>
              <tbody>
                {data.map((m) => (
                  <tr key={m.month}>
                    <td>{m.month}</td>
                    <td>{m.count}</td>
                    <td>{m.avgEffectiveness === null ? "–" : m.avgEffectiveness.toFixed(1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}

export function BrandRankingPanel({
  analytics,
  limit,
  minAds = 1,
  title = "Brand Ranking",
}: {
  analytics: Analytics;
  limit: number;
  minAds?: number;
  title?: string;
}) {
  const ranked = analytics.performanceByBrand
    .filter((b) => b.brand && b.count >= minAds)
    .sort((a, b) => b.avgEffectiveness - a.avgEffectiveness)
    .slice(0, limit);
  return (
    <Panel
      title={title}
      description={
        minAds > 1 ? `Brands with at least ${minAds} ads, by average effectiveness` : "By average effectiveness"
      }
    >
      {ranked.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {minAds > 1 ? `Analyze at least ${minAds} ads of a brand to rank it` : "No brands detected yet"}
        </p>
      ) : (
        <>
          <BrandRankingChart data={ranked} />
          <ol className="mt-3 space-y-1 text-sm" data-testid="brand-ranking">
            {ranked.map((b, i) => (
              <li key={b.brand} className="flex justify-between gap-2">
                <span>
                  {i + 1}. {b.brand}
                </span>
                <span className="tabular-nums text-muted-foreground">
                  {b.avgEffectiveness.toFixed(1)} · {b.count} {b.count === 1 ? "ad" : "ads"}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Panel>
  );
}

/** A short list of analyses with their score as a coloured bar. */
export function ScoredList({ items, empty }: { items: AnalysisSummary[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="space-y-3 text-sm">
      {items.map((item) => {
        const score = item.effectiveness_score;
        const band = score === null ? null : scoreBand(score);
        return (
          <li key={item.id} className="flex items-center gap-3">
            {item.thumbnail_url ? (
              <img src={item.thumbnail_url} alt="" className="size-10 shrink-0 rounded object-cover" loading="lazy" />
            ) : null}
            <div className="min-w-0 flex-1">
              <div className="flex justify-between gap-2">
                <span className="truncate font-medium">{item.filename}</span>
                <span className={cn("shrink-0 font-semibold tabular-nums", band && SCORE_TEXT[band])}>
                  {score === null ? "–" : `${score.toFixed(1)}/10`}
                </span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-muted">
                <div
                  className={cn("h-full rounded-full", band ? SCORE_BAR[band] : "bg-muted")}
                  style={{ width: `${(score ?? 0) * 10}%` }}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function BulletPanel({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Panel title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
