import { Shield } from "lucide-react";
import { useSearchParams } from "react-router-dom";
import { Badge, Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/index.ts";
import { useAuth } from "../lib/auth.tsx";
import { ApiDocsLink, DashboardShell } from "./components/DashboardShell.tsx";
import { LoadingDashboard } from "./components/LoadingDashboard.tsx";
import { ProAnalytics } from "./components/ProAnalytics.tsx";
import { UploadPanel } from "./components/UploadPanel.tsx";
import { BrandFitAnalyticsCard } from "./enterprise/BrandFitAnalyticsCard.tsx";
import { BrandKitTab } from "./enterprise/BrandKitTab.tsx";
import { OutcomesTab } from "./enterprise/OutcomesTab.tsx";
import { OverviewTab } from "./enterprise/OverviewTab.tsx";
import { ProjectsTab } from "./enterprise/ProjectsTab.tsx";
import { TeamTab } from "./enterprise/TeamTab.tsx";
import { VisionModelTab } from "./enterprise/VisionModelTab.tsx";
import { EMPTY_ANALYTICS } from "./lib/models.ts";
import { can } from "./lib/permissions.ts";
import { useAnalytics, useMe, usePlans, useRecent } from "./lib/queries.ts";
import { useDashboardFor } from "./lib/redirect.ts";
import { ROLE_LABEL, useActiveWorkspace, workspaceLabel } from "./lib/workspaces.ts";

const TABS = ["overview", "team", "projects", "bulk", "analytics", "outcomes", "brand", "model"] as const;
type Tab = (typeof TABS)[number];

/** Spec 02 §5: Enterprise uploads up to 100 images per batch. */
const BULK_LIMIT = 100;

export default function EnterpriseDashboardPage() {
  const { ready } = useDashboardFor("enterprise");
  const { user } = useAuth();
  const { workspace } = useActiveWorkspace();
  if (!ready) return <LoadingDashboard />;
  return (
    <DashboardShell
      title="Enterprise Dashboard"
      badge={<Badge>Enterprise</Badge>}
      welcome={
        <span className="inline-flex min-w-0 flex-wrap items-center gap-2">
          <span className="truncate">{user?.email}</span>
          {workspace ? (
            <Badge variant="outline" className="gap-1">
              <Shield aria-hidden="true" className="size-3" />
              {ROLE_LABEL[workspace.role]}
              {workspace.personal ? null : <span className="sr-only"> of {workspaceLabel(workspace)}</span>}
            </Badge>
          ) : null}
        </span>
      }
      // The top plan: nothing to upsell; the API is part of it, as on Pro.
      actions={<ApiDocsLink />}
    >
      <EnterpriseTabs />
    </DashboardShell>
  );
}

function EnterpriseTabs() {
  const me = useMe();
  const plans = usePlans();
  const analytics = useAnalytics().data ?? EMPTY_ANALYTICS;
  const recent = useRecent(5);
  const { workspace } = useActiveWorkspace();
  const limit = plans.data?.find((p) => p.tier === "enterprise")?.monthly_limit ?? 10000;
  const used = me.data?.profile.current_month_uploads ?? 0;
  // The tab is in the URL (?tab=team): it survives a reload and a workspace switch, which
  // remounts the dashboard (creating a team stays on Team, now showing the new team).
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "overview";
  if (!workspace) return <LoadingDashboard />;

  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        setParams(
          (prev) => {
            const updated = new URLSearchParams(prev);
            if (next === "overview") updated.delete("tab");
            else updated.set("tab", next);
            return updated;
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="team">Team</TabsTrigger>
        <TabsTrigger value="projects">Projects</TabsTrigger>
        <TabsTrigger value="bulk">Bulk Upload</TabsTrigger>
        <TabsTrigger value="analytics">Analytics</TabsTrigger>
        <TabsTrigger value="outcomes">Outcomes</TabsTrigger>
        <TabsTrigger value="brand">Brand Kit</TabsTrigger>
        <TabsTrigger value="model">AI Model</TabsTrigger>
      </TabsList>

      <TabsContent value="overview">
        <OverviewTab workspace={workspace} analytics={analytics} recent={recent.data ?? []} used={used} limit={limit} />
      </TabsContent>

      <TabsContent value="team">
        <TeamTab workspace={workspace} />
      </TabsContent>

      <TabsContent value="projects">
        <ProjectsTab workspace={workspace} />
      </TabsContent>

      <TabsContent value="bulk">
        {can(workspace.role, "analyses.create") ? (
          <UploadPanel
            batchLimit={plans.data?.find((p) => p.tier === "enterprise")?.batch_limit ?? BULK_LIMIT}
            remaining={Math.max(0, limit - used)}
            monthlyLimit={limit}
            title="Bulk Upload"
            description={`Drop up to ${BULK_LIMIT} JPEG, PNG or WebP images (10 MB each) at once.`}
          />
        ) : (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            As a viewer you can open, compare and export the team's analyses, but not upload new ones. The owner or an
            admin can make you a member.
          </p>
        )}
      </TabsContent>

      <TabsContent value="analytics">
        <div className="space-y-6">
          <BrandFitAnalyticsCard />
          <ProAnalytics analytics={analytics} recent={recent.data ?? []} />
        </div>
      </TabsContent>

      <TabsContent value="outcomes">
        <OutcomesTab workspace={workspace} />
      </TabsContent>

      <TabsContent value="brand">
        <BrandKitTab workspace={workspace} />
      </TabsContent>

      <TabsContent value="model">
        <VisionModelTab workspace={workspace} />
      </TabsContent>
    </Tabs>
  );
}
