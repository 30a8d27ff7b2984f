import { BarChart3, Lock } from "lucide-react";
import { Link } from "react-router-dom";
import {
  Badge,
  buttonClasses,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../components/ui/index.ts";
import { DashboardShell } from "./components/DashboardShell.tsx";
import { BILLING, PlanTeasers, UpgradePlanCards, UpsellBanner } from "./components/FreeUpsells.tsx";
import { Gallery } from "./components/Gallery.tsx";
import { LoadingDashboard } from "./components/LoadingDashboard.tsx";
import { UploadPanel } from "./components/UploadPanel.tsx";
import { UsageBar } from "./components/UsageBar.tsx";
import { flattenPages, useGallery, useMe, usePlans } from "./lib/queries.ts";
import { useDashboardFor } from "./lib/redirect.ts";

/** Spec 02 §9: 10 analyses a month on the free trial; warning from 70%; upsell from 3 analyses. */
const FREE_LIMIT = 10;
const WARN_AT = 0.7;
const ANALYTICS_UPSELL_AT = 3;

export default function FreeDashboardPage() {
  const { ready } = useDashboardFor("free");
  if (!ready) return <LoadingDashboard />;
  return <FreeDashboard />;
}

function FreeDashboard() {
  const me = useMe();
  const plans = usePlans();
  const gallery = useGallery({ search: "", adType: "", sort: "newest" });
  const items = flattenPages(gallery.data?.pages);
  const limit = plans.data?.find((p) => p.tier === "free")?.monthly_limit ?? FREE_LIMIT;
  const used = me.data?.profile.current_month_uploads ?? 0;
  const atLimit = used >= limit;
  const count = gallery.hasNextPage ? (me.data?.profile.total_uploads ?? items.length) : items.length;

  return (
    <DashboardShell
      title="Dashboard"
      badge={
        <>
          <Badge variant="secondary">Free Plan</Badge>
          <Link to={BILLING} className={buttonClasses("default", "sm")}>
            Upgrade to Pro
          </Link>
        </>
      }
    >
      {/* What the user came for first (usage and upload); the offers follow the gallery. On a
          phone the banner and three teasers used to fill the whole first screen. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle className="flex items-center justify-between gap-2 text-base">
              Monthly usage
              <Badge data-testid="usage-badge" variant={atLimit ? "destructive" : "secondary"}>
                {used}/{limit}
              </Badge>
            </CardTitle>
            <CardDescription>
              {used} of {limit} free analyses used this month
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-2">
            <UsageBar used={used} limit={limit} warn={used / limit >= WARN_AT} label="Monthly usage" />
            <p className="text-xs text-muted-foreground">
              {atLimit ? "You have used every free analysis this month." : `${limit - used} analyses left this month.`}
            </p>
          </CardContent>
        </Card>
        <div className="lg:col-span-2">
          {/* The upload card holds its place (disabled) until the usage is known, so the
              gallery below is painted where it stays. */}
          {!me.isPending && atLimit ? (
            <Card data-testid="limit-reached" className="border-destructive">
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Lock aria-hidden="true" className="size-5 text-destructive" />
                  Monthly Limit Reached
                </CardTitle>
                <CardDescription>
                  You have used all {limit} free analyses this month. Upgrade to keep analyzing, or wait until your
                  usage resets on the 1st.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Link to={BILLING} className={buttonClasses()}>
                  Upgrade now
                </Link>
              </CardContent>
            </Card>
          ) : (
            <UploadPanel batchLimit={limit} remaining={limit - used} monthlyLimit={limit} disabled={me.isPending} />
          )}
        </div>
      </div>
      <section aria-labelledby="analyses-title" className="space-y-4">
        <h2 id="analyses-title" className="text-xl font-semibold">
          Your Analyses ({count})
        </h2>
        <Gallery
          items={items}
          loading={gallery.isPending}
          hasMore={gallery.hasNextPage}
          loadingMore={gallery.isFetchingNextPage}
          onLoadMore={() => void gallery.fetchNextPage()}
          canDelete={false}
        />
      </section>
      {count >= ANALYTICS_UPSELL_AT ? (
        <section
          aria-labelledby="analytics-upsell"
          className="flex flex-col items-start justify-between gap-4 rounded-xl border border-primary/40 bg-secondary p-6 sm:flex-row sm:items-center"
        >
          <div className="flex items-start gap-3">
            <BarChart3 aria-hidden="true" className="mt-0.5 size-6 text-primary" />
            <div>
              <h2 id="analytics-upsell" className="font-semibold text-secondary-foreground">
                Unlock advanced analytics
              </h2>
              <p className="text-sm text-secondary-foreground">
                You have {count} analyses. See trends, top colours and emotions, brand ranking and AI insights across
                all of them.
              </p>
            </div>
          </div>
          <Link to={BILLING} className={buttonClasses()}>
            Upgrade for analytics
          </Link>
        </section>
      ) : null}
      <UpsellBanner />
      <PlanTeasers />
      <UpgradePlanCards plans={plans.data ?? []} />
    </DashboardShell>
  );
}
