import { type ComponentProps, lazy, Suspense } from "react";
import { Skeleton } from "../../../components/ui/index.ts";

// Recharts is the heaviest dependency of the app: it loads only when a chart is on screen.
const load = () => import("./Charts.tsx");
const LazyDistribution = lazy(() => load().then((m) => ({ default: m.DistributionChart })));
const LazyTrends = lazy(() => load().then((m) => ({ default: m.MonthlyTrendsChart })));
const LazyBrands = lazy(() => load().then((m) => ({ default: m.BrandRankingChart })));

export type { DistributionDatum } from "./Charts.tsx";

const fallback = <Skeleton className="h-56 w-full" />;

export function DistributionChart(props: ComponentProps<typeof LazyDistribution>) {
  return (
    <Suspense fallback={fallback}>
      <LazyDistribution {...props} />
    </Suspense>
  );
}

export function MonthlyTrendsChart(props: ComponentProps<typeof LazyTrends>) {
  return (
    <Suspense fallback={fallback}>
      <LazyTrends {...props} />
    </Suspense>
  );
}

export function BrandRankingChart(props: ComponentProps<typeof LazyBrands>) {
  return (
    <Suspense fallback={fallback}>
      <LazyBrands {...props} />
    </Suspense>
  );
}
