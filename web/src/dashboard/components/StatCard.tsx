import { CalendarDays, Eye, Images, type LucideIcon, Target } from "lucide-react";
import { Card, CardContent } from "../../components/ui/index.ts";
import { averageScore } from "../../lib/score.ts";
import type { Analytics } from "../lib/models.ts";

export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 pt-6">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
          {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
        </div>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      </CardContent>
    </Card>
  );
}

/** The four cards the overview tab of every paid dashboard opens with. */
export function OverviewStats({
  total,
  analytics,
  used,
  limit,
}: {
  total: number;
  analytics: Analytics;
  used: number;
  limit: number;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Analyses" value={total.toLocaleString("en-US")} icon={Images} />
      <StatCard
        label="Avg. Effectiveness"
        value={averageScore(analytics.avgEffectiveness, analytics.totalAnalyses)}
        icon={Target}
      />
      <StatCard
        label="This Month"
        value={used.toLocaleString("en-US")}
        hint={`of ${limit.toLocaleString("en-US")} analyses`}
        icon={CalendarDays}
      />
      <StatCard
        label="Message Clarity"
        value={averageScore(analytics.avgMessageClarity, analytics.totalAnalyses)}
        icon={Eye}
      />
    </div>
  );
}
