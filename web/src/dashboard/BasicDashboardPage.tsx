import { AlertTriangle } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge, buttonClasses, Card, CardContent } from "../components/ui/index.ts";
import { DashboardShell } from "./components/DashboardShell.tsx";
import { LoadingDashboard } from "./components/LoadingDashboard.tsx";
import { TierDashboard } from "./components/TierDashboard.tsx";
import { UsageBar } from "./components/UsageBar.tsx";
import { useDashboardFor } from "./lib/redirect.ts";

/** Spec 02 §9: the Basic warning shows above 80% of the monthly limit. */
const WARN_ABOVE = 0.8;

function UsageBanner({ used, limit }: { used: number; limit: number }) {
  const warn = limit > 0 && used / limit > WARN_ABOVE;
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium">Monthly usage</span>
          <span className="tabular-nums text-muted-foreground">
            {used.toLocaleString("en-US")} / {limit.toLocaleString("en-US")} analyses
          </span>
        </div>
        <UsageBar used={used} limit={limit} warn={warn} label="Monthly usage" />
        {warn ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-warning">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            You're approaching your monthly limit. Consider upgrading to Pro for more analyses.
            <Link to="/settings?tab=billing" className={buttonClasses("link", "sm", "h-auto px-0")}>
              Upgrade
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function BasicDashboardPage() {
  const { ready } = useDashboardFor("basic");
  if (!ready) return <LoadingDashboard />;
  return (
    <DashboardShell title="Basic Dashboard" badge={<Badge variant="secondary">Basic Plan</Badge>}>
      <TierDashboard tier="basic" exportLabel="Export Data" banner={(usage) => <UsageBanner {...usage} />} />
    </DashboardShell>
  );
}
