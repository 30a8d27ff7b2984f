import { Clock, Download, FolderKanban, Images, Share2, Shield, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import {
  Badge,
  Button,
  buttonClasses,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "../components/ui/index.ts";
import { useAuth } from "../lib/auth.tsx";
import { Panel, ScoredList } from "./components/AnalyticsPanels.tsx";
import { DashboardShell } from "./components/DashboardShell.tsx";
import { LoadingDashboard } from "./components/LoadingDashboard.tsx";
import { useExport } from "./components/ManageTab.tsx";
import { ProAnalytics } from "./components/ProAnalytics.tsx";
import { OverviewStats, StatCard } from "./components/StatCard.tsx";
import { UploadPanel } from "./components/UploadPanel.tsx";
import { PREVIEW_MEMBERS, PREVIEW_PROJECTS, PREVIEW_TOTALS, previewRoi } from "./enterprise/preview-data.ts";
import { EMPTY_ANALYTICS } from "./lib/models.ts";
import { useAnalytics, useMe, usePlans, useRecent } from "./lib/queries.ts";
import { useDashboardFor } from "./lib/redirect.ts";

/** Spec 02 §5: Enterprise uploads up to 100 images per batch. */
const BULK_LIMIT = 100;

export default function EnterpriseDashboardPage() {
  const { ready } = useDashboardFor("enterprise");
  const { user } = useAuth();
  if (!ready) return <LoadingDashboard />;
  return (
    <DashboardShell
      title="Enterprise Dashboard"
      badge={<Badge>Enterprise</Badge>}
      welcome={
        <span className="inline-flex items-center gap-2">
          {user?.email}
          <Badge variant="outline" className="gap-1">
            <Shield aria-hidden="true" className="size-3" />
            Admin
          </Badge>
        </span>
      }
      settingsLabel="Admin Panel"
      actions={
        <Link to="/contact?inquiry=sales" className={buttonClasses("default", "sm")}>
          Upgrade
        </Link>
      }
    >
      <EnterpriseTabs />
    </DashboardShell>
  );
}

function PreviewNote() {
  return (
    <p className="rounded-md border border-dashed border-border bg-card px-4 py-3 text-sm text-muted-foreground">
      <Badge variant="secondary" className="mr-2">
        Preview
      </Badge>
      Team workspaces are coming soon. The figures below are demonstration data, not your organisation's.
    </p>
  );
}

function EnterpriseTabs() {
  const me = useMe();
  const plans = usePlans();
  const analytics = useAnalytics().data ?? EMPTY_ANALYTICS;
  const recent = useRecent(5);
  const exporter = useExport();
  const limit = plans.data?.find((p) => p.tier === "enterprise")?.monthly_limit ?? 10000;
  const used = me.data?.profile.current_month_uploads ?? 0;
  const [roi] = useState(() => PREVIEW_PROJECTS.map(previewRoi));

  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Dashboard sections" className="flex-wrap">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="team">Team</TabsTrigger>
        <TabsTrigger value="projects">Projects</TabsTrigger>
        <TabsTrigger value="bulk">Bulk Upload</TabsTrigger>
        <TabsTrigger value="analytics">Analytics</TabsTrigger>
      </TabsList>

      <TabsContent value="overview" className="space-y-6">
        <OverviewStats total={analytics.totalAnalyses} analytics={analytics} used={used} limit={limit} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="Recent Analyses" description="Your 5 most recent analyses">
            <ScoredList items={recent.data ?? []} empty="No images analyzed yet" />
          </Panel>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                Team at a glance <Badge variant="secondary">Preview</Badge>
              </CardTitle>
              <CardDescription>Demonstration data</CardDescription>
            </CardHeader>
            <CardContent className="grid grid-cols-2 gap-4">
              <StatCard label="Team Members" value={String(PREVIEW_TOTALS.members)} icon={Users} />
              <StatCard label="Active Projects" value={String(PREVIEW_TOTALS.projects)} icon={FolderKanban} />
              <StatCard label="Team Analyses" value={PREVIEW_TOTALS.analyses.toLocaleString("en-US")} icon={Images} />
              <StatCard label="Avg. Processing" value={`${PREVIEW_TOTALS.avgProcessingSeconds} s`} icon={Clock} />
            </CardContent>
          </Card>
        </div>
        <Button variant="outline" loading={exporter.busy === "json"} onClick={() => void exporter.run("json")}>
          {exporter.busy === "json" ? null : <Download aria-hidden="true" className="size-4" />}
          Export Enterprise Report
        </Button>
      </TabsContent>

      <TabsContent value="team" className="space-y-4">
        <PreviewNote />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold">Team Members ({PREVIEW_TOTALS.members})</h2>
          <Button disabled title="Available when team workspaces launch">
            <UserPlus aria-hidden="true" className="size-4" />
            Invite Member
          </Button>
        </div>
        <Card>
          <CardContent className="overflow-x-auto pt-6">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Team members (preview)</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="pb-2 font-medium">
                    Name
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    E-mail
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    Role
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Analyses
                  </th>
                </tr>
              </thead>
              <tbody>
                {PREVIEW_MEMBERS.map((m) => (
                  <tr key={m.email} className="border-t border-border">
                    <td className="py-2 font-medium">{m.name}</td>
                    <td className="py-2 text-muted-foreground">{m.email}</td>
                    <td className="py-2">
                      <Badge variant={m.role === "Admin" ? "default" : "outline"}>{m.role}</Badge>
                    </td>
                    <td className="py-2 text-right tabular-nums">{m.analyses}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      </TabsContent>

      <TabsContent value="projects" className="space-y-4">
        <PreviewNote />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold">Projects ({PREVIEW_TOTALS.projects})</h2>
          <Button disabled title="Available when team workspaces launch">
            <FolderKanban aria-hidden="true" className="size-4" />
            New Project
          </Button>
        </div>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {PREVIEW_PROJECTS.map((p, i) => (
            <Card key={p.name}>
              <CardHeader>
                <CardTitle level={3} className="text-base">
                  {p.name}
                </CardTitle>
                <CardDescription>
                  {p.brand} · {p.status}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <dl className="grid grid-cols-3 gap-2">
                  <div>
                    <dt className="text-muted-foreground">Analyses</dt>
                    <dd className="font-semibold tabular-nums">{p.analyses}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Members</dt>
                    <dd className="font-semibold tabular-nums">{p.members}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">ROI</dt>
                    <dd className="font-semibold tabular-nums text-success">+{roi[i]}%</dd>
                  </div>
                </dl>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" disabled aria-label={`Share ${p.name}`}>
                    <Share2 aria-hidden="true" className="size-4" />
                    Share
                  </Button>
                  <Button size="sm" variant="outline" disabled aria-label={`View details of ${p.name}`}>
                    View Details
                  </Button>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      </TabsContent>

      <TabsContent value="bulk">
        <UploadPanel
          tier="enterprise"
          batchLimit={plans.data?.find((p) => p.tier === "enterprise")?.batch_limit ?? BULK_LIMIT}
          remaining={Math.max(0, limit - used)}
          monthlyLimit={limit}
          title="Bulk Upload"
          description={`Drop up to ${BULK_LIMIT} JPEG, PNG or WebP images (10 MB each) at once.`}
        />
      </TabsContent>

      <TabsContent value="analytics">
        <ProAnalytics analytics={analytics} recent={recent.data ?? []} />
      </TabsContent>
    </Tabs>
  );
}
