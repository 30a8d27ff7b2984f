import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Download, FolderKanban, History, Target, Users } from "lucide-react";
import { Button } from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { averageScore } from "../../lib/score.ts";
import { Panel, ScoredList } from "../components/AnalyticsPanels.tsx";
import { StatCard } from "../components/StatCard.tsx";
import type { AnalysisSummary, Analytics } from "../lib/models.ts";
import { allPages } from "../lib/pages.ts";
import { can } from "../lib/permissions.ts";
import { useProjects } from "../lib/projects.ts";
import { useReportDownload } from "../lib/reports.ts";
import { type Workspace, workspaceKeys } from "../lib/workspaces.ts";

type AuditEntry = Awaited<ReturnType<typeof client.workspaces.auditLog>>["data"][number];

/** How many audit entries the overview shows; the full log is exported from the API. */
const ACTIVITY = 8;

/** The workspace at a glance: its people, this month's usage against the quota, scores, projects, activity. */
export function OverviewTab({
  workspace,
  analytics,
  recent,
  used,
  limit,
}: {
  workspace: Workspace;
  analytics: Analytics;
  recent: AnalysisSummary[];
  used: number;
  limit: number;
}) {
  const report = useReportDownload();
  const members = useQuery({
    queryKey: workspaceKeys.members(workspace.id),
    queryFn: () => allPages((p) => client.workspaces.members(workspace.id, p)),
  });
  const projects = useProjects();
  const seesAudit = can(workspace.role, "audit.read");
  const audit = useQuery({
    queryKey: workspaceKeys.audit(workspace.id),
    queryFn: async () => (await client.workspaces.auditLog(workspace.id, { limit: ACTIVITY })).data,
    enabled: seesAudit,
  });
  const remaining = Math.max(0, limit - used);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Team Members"
          value={members.data ? String(members.data.length) : "…"}
          hint={`${workspace.seats.used} of ${workspace.seats.limit} seats used`}
          icon={Users}
        />
        <StatCard
          label="Analyses This Month"
          value={used.toLocaleString("en-US")}
          hint={`of ${limit.toLocaleString("en-US")} · ${remaining.toLocaleString("en-US")} left`}
          icon={CalendarDays}
        />
        <StatCard
          label="Avg. Effectiveness"
          value={averageScore(analytics.avgEffectiveness, analytics.totalAnalyses)}
          hint={
            analytics.totalAnalyses === 0
              ? "No analyses yet"
              : `over ${analytics.totalAnalyses.toLocaleString("en-US")} ${analytics.totalAnalyses === 1 ? "analysis" : "analyses"}`
          }
          icon={Target}
        />
        <StatCard
          label="Active Projects"
          value={projects.data ? String(projects.data.length) : "…"}
          icon={FolderKanban}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Recent Analyses" description="The workspace's 5 most recent analyses">
          <ScoredList items={recent} empty="No images analyzed yet" />
        </Panel>
        <Panel
          title="Recent Activity"
          description={seesAudit ? "Changes to the workspace, newest first" : "Visible to owners and admins"}
        >
          {!seesAudit ? (
            <p className="text-sm text-muted-foreground">
              The audit log of members, roles, tokens and share links is visible to the owner and admins.
            </p>
          ) : audit.isError ? (
            <p role="alert" className="text-sm text-destructive">
              The activity could not be loaded.
            </p>
          ) : (audit.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">No activity yet</p>
          ) : (
            <ol className="space-y-2 text-sm" aria-label="Recent activity">
              {(audit.data ?? []).map((e) => (
                <li key={e.id} className="flex items-start gap-2">
                  <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0">
                    <span className="break-words">{describeActivity(e)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {new Date(e.created_at).toLocaleString()}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
      <Button
        variant="outline"
        loading={report.busy}
        onClick={() => void report.run(() => client.workspaces.report(workspace.id))}
      >
        {report.busy ? null : <Download aria-hidden="true" className="size-4" />}
        Export Enterprise Report
      </Button>
    </div>
  );
}

/** One audit entry as a sentence; actions added to the API later read by their name. */
export function describeActivity(e: Pick<AuditEntry, "action" | "actor" | "target" | "details">): string {
  const who = e.actor.email;
  const target = e.target ?? "";
  const d = e.details as { role?: string; from?: string; to?: string; analysis_ids?: unknown[] };
  switch (e.action) {
    case "workspace.renamed":
      return `${who} renamed the workspace to ${target}`;
    case "workspace.logo_set":
      return `${who} set the logo on reports`;
    case "workspace.logo_removed":
      return `${who} removed the logo from reports`;
    case "invitation.created":
      return `${who} invited ${target}${d.role ? ` as ${d.role}` : ""}`;
    case "invitation.revoked":
      return `${who} revoked the invitation of ${target}`;
    case "invitation.accepted":
      return `${who} joined${d.role ? ` as ${d.role}` : ""}`;
    case "member.role_changed":
      return `${who} changed ${target}'s role${d.from && d.to ? ` from ${d.from} to ${d.to}` : ""}`;
    case "member.removed":
      return `${who} removed ${target}`;
    case "member.left":
      return `${who} left the workspace`;
    case "ownership.transferred":
      return `${who} made ${target} the owner`;
    case "token.created":
      return `${who} created the API token ${target}`;
    case "token.revoked":
      return `${who} revoked the API token ${target}`;
    case "analysis.deleted":
      return `${who} deleted an analysis`;
    case "share_link.created":
      return `${who} created a share link`;
    case "share_link.revoked":
      return `${who} revoked a share link`;
    case "project.created":
      return `${who} created the project ${target}`;
    case "project.renamed":
      return `${who} renamed the project ${d.from ? `${d.from} to ` : ""}${target}`;
    case "project.archived":
      return `${who} archived the project ${target}`;
    case "project.restored":
      return `${who} restored the project ${target}`;
    case "project.analyses_moved": {
      const n = Array.isArray(d.analysis_ids) ? d.analysis_ids.length : 0;
      return `${who} moved ${n || "some"} ${n === 1 ? "analysis" : "analyses"} into ${target}`;
    }
    case "project.deleted":
      return `${who} deleted the project ${target}`;
    default:
      return `${who}: ${e.action}${target ? ` ${target}` : ""}`;
  }
}
