import { BookOpen } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge, buttonClasses } from "../components/ui/index.ts";
import { DashboardShell } from "./components/DashboardShell.tsx";
import { LoadingDashboard } from "./components/LoadingDashboard.tsx";
import { TierDashboard } from "./components/TierDashboard.tsx";
import { useDashboardFor } from "./lib/redirect.ts";

export default function ProDashboardPage() {
  const { ready } = useDashboardFor("pro");
  if (!ready) return <LoadingDashboard />;
  return (
    <DashboardShell
      title="Pro Dashboard"
      badge={<Badge>Pro Plan</Badge>}
      actions={
        <Link to="/api-docs" className={buttonClasses("outline", "sm")}>
          <BookOpen aria-hidden="true" className="size-4" />
          API Docs
        </Link>
      }
    >
      <TierDashboard tier="pro" exportLabel="Export" />
    </DashboardShell>
  );
}
