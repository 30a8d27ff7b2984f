import { Brain, Lightbulb, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { averageScore } from "../../lib/score.ts";
import type { AnalysisSummary, Analytics } from "../lib/models.ts";
import { BrandRankingPanel, DistributionPanel, Panel, ScoredList, TrendsPanel } from "./AnalyticsPanels.tsx";
import { ShareList } from "./ShareList.tsx";

/** Spec 02 §9: Pro content lists show 6 each, brand ranking 5, recent performance 4. */
const CONTENT = 6;
const RANKING = 5;
const RECENT = 4;

export function ProAnalytics({ analytics, recent }: { analytics: Analytics; recent: AnalysisSummary[] }) {
  const months = analytics.monthlyTrends.slice(-6);
  const perMonth = months.length ? analytics.totalAnalyses / Math.max(1, months.length) : 0;
  // Audiences are read by a vision model; without one (the offline engine) no ad has one, and an
  // always-empty panel says nothing, so it appears once an analysis names an audience.
  const audiences = analytics.audiences.length > 0;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <DistributionPanel analytics={analytics} />
        <BrandRankingPanel analytics={analytics} limit={RANKING} />
      </div>
      <section aria-labelledby="content-insights" className="space-y-3">
        <h2 id="content-insights" className="text-lg font-semibold">
          Dynamic Content Insights
        </h2>
        <div className={cn("grid gap-6 md:grid-cols-2", audiences ? "xl:grid-cols-4" : "xl:grid-cols-3")}>
          <Panel level={3} title="Top Colors" description="Colour families, by average share of each ad">
            <ShareList items={analytics.colourFamilies} limit={CONTENT} />
          </Panel>
          <Panel level={3} title="Top Emotions">
            <ShareList items={analytics.topEmotions} limit={CONTENT} />
          </Panel>
          <Panel level={3} title="Ad Types">
            <ShareList items={analytics.adTypes} limit={CONTENT} unit="count" />
          </Panel>
          {audiences ? (
            <Panel level={3} title="Target Audiences">
              <ShareList items={analytics.audiences} limit={CONTENT} unit="count" />
            </Panel>
          ) : null}
        </div>
      </section>
      <TrendsPanel analytics={analytics} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title="Common Improvement Areas" description="What the recommendations ask for, counted in ads">
          <ShareList items={analytics.improvementAreas} limit={CONTENT} unit="count" empty="No recommendations yet" />
        </Panel>
        <Panel title="Processing Metrics">
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <Metric label="Analyses processed" value={analytics.totalAnalyses.toLocaleString("en-US")} />
            <Metric label="Avg. per month" value={perMonth.toFixed(1)} />
            <Metric
              label="Avg. effectiveness"
              value={averageScore(analytics.avgEffectiveness, analytics.totalAnalyses)}
            />
            <Metric
              label="Avg. message clarity"
              value={averageScore(analytics.avgMessageClarity, analytics.totalAnalyses)}
            />
          </dl>
        </Panel>
        <Panel title="Recent Performance">
          <ScoredList items={recent.slice(0, RECENT)} empty="No analyses yet" />
        </Panel>
      </div>
      <AiInsights analytics={analytics} />
    </div>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function AiInsights({ analytics }: { analytics: Analytics }) {
  const { performanceInsights, strategicRecommendations, colorOptimization, emotionalAppeal } = analytics.ai;
  const empty =
    !performanceInsights.length && !strategicRecommendations.length && !colorOptimization && !emotionalAppeal;
  return (
    <Panel title="AI Insights" description="Patterns across all your analyses">
      {empty ? (
        <p className="text-sm text-muted-foreground">Analyze a few ads to get insights across them.</p>
      ) : (
        <div className="grid gap-6 text-sm md:grid-cols-2">
          <InsightList icon={Brain} title="Performance insights" items={performanceInsights} />
          <InsightList icon={Lightbulb} title="Strategic recommendations" items={strategicRecommendations} />
          {colorOptimization ? <InsightNote title="Color optimization" text={colorOptimization} /> : null}
          {emotionalAppeal ? <InsightNote title="Emotional appeal" text={emotionalAppeal} /> : null}
        </div>
      )}
    </Panel>
  );
}

function InsightList({ icon: Icon, title, items }: { icon: LucideIcon; title: string; items: string[] }) {
  return (
    <div className="space-y-2">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {title}
      </h3>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  );
}

function InsightNote({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}
