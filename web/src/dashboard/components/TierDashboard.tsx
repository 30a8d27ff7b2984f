import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { type Analytics, EMPTY_ANALYTICS, type Tier } from "../lib/models.ts";
import { useAnalytics, useMe, usePlans, useRecent } from "../lib/queries.ts";
import { Panel, ScoredList } from "./AnalyticsPanels.tsx";
import { BasicAnalytics } from "./BasicAnalytics.tsx";
import { ManageTab } from "./ManageTab.tsx";
import { ProAnalytics } from "./ProAnalytics.tsx";
import { OverviewStats } from "./StatCard.tsx";

/** Spec 02 §9: the overview lists the 5 most recent analyses; Basic's top ads list holds 5. */
const RECENT = 5;
const TOP_ADS = 5;

export interface TierDashboardProps {
  tier: Extract<Tier, "basic" | "pro">;
  exportLabel: string;
  /** Above the tabs: Basic's usage bar and warning. */
  banner?: (usage: { used: number; limit: number }) => ReactNode;
  tools?: ReactNode;
}

/** The Pro and Basic dashboards: Overview, Analytics, and Analyze & Manage (spec 02 §2). */
export function TierDashboard({ tier, exportLabel, banner, tools }: TierDashboardProps) {
  const me = useMe();
  const plans = usePlans();
  const analyticsQuery = useAnalytics();
  const analytics: Analytics = analyticsQuery.data ?? EMPTY_ANALYTICS;
  const recent = useRecent(RECENT);
  const topAds = useQuery({
    queryKey: ["analyses", "top", TOP_ADS],
    queryFn: async () => (await client.analyses.list({ limit: TOP_ADS, sort: "effectiveness" })).data,
    enabled: tier === "basic",
  });
  const plan = plans.data?.find((p) => p.tier === tier);
  const limit = plan ? plan.monthly_limit : tier === "pro" ? 1500 : 300;
  const batchLimit = plan ? plan.batch_limit : tier === "pro" ? 20 : 300;
  const used = me.data?.profile.current_month_uploads ?? 0;
  const total = analyticsQuery.data ? analytics.totalAnalyses : (me.data?.profile.total_uploads ?? 0);

  return (
    <>
      {banner?.({ used, limit })}
      <Tabs defaultValue="overview">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="manage">Analyze &amp; Manage</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          <OverviewStats total={total} analytics={analytics} used={used} limit={limit} />
          <Panel title="Recent Analyses" description="Your 5 most recent analyses">
            <ScoredList items={recent.data ?? []} empty="No images analyzed yet" />
          </Panel>
        </TabsContent>
        <TabsContent value="analytics">
          {tier === "pro" ? (
            <ProAnalytics analytics={analytics} recent={recent.data ?? []} />
          ) : (
            <BasicAnalytics analytics={analytics} topAds={topAds.data ?? []} />
          )}
        </TabsContent>
        <TabsContent value="manage">
          <ManageTab
            tier={tier}
            batchLimit={batchLimit}
            remaining={Math.max(0, limit - used)}
            monthlyLimit={limit}
            adTypes={analytics.adTypes}
            exportLabel={exportLabel}
            tools={tools}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
