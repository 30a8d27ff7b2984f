import { Badge } from "../components/ui/index.ts";
import { ApiDocsLink, DashboardShell } from "./components/DashboardShell.tsx";
import { LoadingDashboard } from "./components/LoadingDashboard.tsx";
import { TierDashboard } from "./components/TierDashboard.tsx";
import { useDashboardFor } from "./lib/redirect.ts";

export default function ProDashboardPage() {
  const { ready } = useDashboardFor("pro");
  if (!ready) return <LoadingDashboard />;
  return (
    <DashboardShell title="Pro Dashboard" badge={<Badge>Pro Plan</Badge>} actions={<ApiDocsLink />}>
      <TierDashboard tier="pro" exportLabel="Export" />
    </DashboardShell>
  );
}
