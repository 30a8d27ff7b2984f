import { useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, FileText, FolderInput, FolderKanban, FolderOpen, Pencil } from "lucide-react";
import { useState } from "react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  Select,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { ComparisonDialog } from "../components/ComparisonDialog.tsx";
import { Gallery } from "../components/Gallery.tsx";
import { ExportButtons, GalleryFilters, useExport, useFilteredGallery } from "../components/GalleryControls.tsx";
import { ShareLinksPanel } from "../components/ShareLinksPanel.tsx";
import { useBrandKit } from "../lib/brand-kit.ts";
import { EMPTY_ANALYTICS } from "../lib/models.ts";
import { can } from "../lib/permissions.ts";
import { type Project, projectKeys, useProjects } from "../lib/projects.ts";
import { useAnalytics } from "../lib/queries.ts";
import { useReportDownload } from "../lib/reports.ts";
import type { Workspace } from "../lib/workspaces.ts";
import { MoveAnalysesDialog } from "./MoveAnalysesDialog.tsx";
import { ProjectNameDialog } from "./ProjectNameDialog.tsx";

/**
 * Projects of the workspace: create, rename, archive or restore, move analyses in, and open one
 * to see only its analyses in the gallery below.
 */
export function ProjectsTab({ workspace }: { workspace: Workspace }) {
  const qc = useQueryClient();
  const [showArchived, setShowArchived] = useState(false);
  const [opened, setOpened] = useState("");
  const [naming, setNaming] = useState<Project | "new" | null>(null);
  const [moving, setMoving] = useState<Project | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const projects = useProjects(showArchived);
  const active = useProjects(false);
  const writes = can(workspace.role, "projects.write");
  const list = projects.data ?? [];
  const current = (active.data ?? []).find((p) => p.id === opened) ?? list.find((p) => p.id === opened);
  const report = useReportDownload();
  const { filter, setFilter, gallery, items, filtered } = useFilteredGallery(opened);
  const adTypes = (useAnalytics().data ?? EMPTY_ANALYTICS).adTypes;
  const hasKit = Boolean(useBrandKit().data?.updated_at);
  const exporter = useExport(opened);

  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: projectKeys.all }),
      qc.invalidateQueries({ queryKey: ["analyses"] }),
      qc.invalidateQueries({ queryKey: ["analytics"] }),
    ]);

  const setArchived = async (p: Project, archived: boolean) => {
    setBusy(p.id);
    try {
      await client.projects.update(p.id, { archived });
      toast.success(archived ? "Project archived" : "Project restored", {
        description: archived
          ? `${p.name} is hidden from the list; its analyses stay in the workspace.`
          : `${p.name} is back in the list.`,
      });
      if (archived && opened === p.id) setOpened("");
      await refresh();
    } catch (e) {
      toast.error("Project not changed", { description: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  };

  const open = (id: string) => {
    setOpened(id);
    document.getElementById("project-analyses")?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Projects ({projects.isSuccess ? list.length : "…"})</h2>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={showArchived}
              onChange={(e) => setShowArchived(e.target.checked)}
            />
            Show archived
          </label>
          {writes ? (
            <Button onClick={() => setNaming("new")}>
              <FolderKanban aria-hidden="true" className="size-4" />
              New Project
            </Button>
          ) : null}
        </div>
      </div>
      {writes ? null : (
        <p className="text-sm text-muted-foreground">
          As a viewer you can open projects; members, admins and the owner create and change them.
        </p>
      )}
      {projects.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(projects.error, "The projects could not be loaded.")}
        </p>
      ) : projects.isSuccess && list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No projects yet.{writes ? " Group analyses by client or campaign with New Project." : ""}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Projects">
          {list.map((p) => (
            <li key={p.id}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle level={3} className="truncate text-base" title={p.name}>
                      {p.name}
                    </CardTitle>
                    {p.archived ? <Badge variant="secondary">Archived</Badge> : <Badge variant="outline">Active</Badge>}
                  </div>
                  <CardDescription>
                    {p.analyses} {p.analyses === 1 ? "analysis" : "analyses"} · created{" "}
                    {new Date(p.created_at).toLocaleDateString()}
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => open(p.id)}>
                    <FolderOpen aria-hidden="true" className="size-4" />
                    View Details<span className="sr-only"> of {p.name}</span>
                  </Button>
                  {workspace.plan === "enterprise" ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={report.busy}
                      onClick={() => void report.run(() => client.workspaces.report(workspace.id, { project: p.id }))}
                    >
                      <FileText aria-hidden="true" className="size-4" />
                      Report<span className="sr-only"> of {p.name}</span>
                    </Button>
                  ) : null}
                  {writes ? (
                    <>
                      {p.archived ? null : (
                        <Button size="sm" variant="outline" onClick={() => setMoving(p)}>
                          <FolderInput aria-hidden="true" className="size-4" />
                          Add Analyses<span className="sr-only"> to {p.name}</span>
                        </Button>
                      )}
                      <Button size="sm" variant="outline" onClick={() => setNaming(p)}>
                        <Pencil aria-hidden="true" className="size-4" />
                        Rename<span className="sr-only"> {p.name}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        loading={busy === p.id}
                        onClick={() => void setArchived(p, !p.archived)}
                      >
                        {busy === p.id ? null : p.archived ? (
                          <ArchiveRestore aria-hidden="true" className="size-4" />
                        ) : (
                          <Archive aria-hidden="true" className="size-4" />
                        )}
                        {p.archived ? "Restore" : "Archive"}
                        <span className="sr-only"> {p.name}</span>
                      </Button>
                    </>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <section id="project-analyses" aria-labelledby="project-analyses-title" className="scroll-mt-4 space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <h2 id="project-analyses-title" className="text-xl font-semibold">
            {current ? `Analyses in ${current.name}` : "All Analyses"}
          </h2>
          <div className="flex flex-wrap gap-2">
            <ComparisonDialog candidates={items} />
            <ExportButtons exporter={exporter} jsonLabel="Export JSON" />
          </div>
        </div>
        <GalleryFilters filter={filter} onChange={setFilter} adTypes={adTypes} brandFit={hasKit}>
          <div className="space-y-1.5 md:w-56">
            <Label htmlFor="project-filter">Project</Label>
            <Select id="project-filter" value={opened} onChange={(e) => setOpened(e.target.value)}>
              <option value="">All analyses</option>
              {(active.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.analyses})
                </option>
              ))}
              {current?.archived ? <option value={current.id}>{current.name} (archived)</option> : null}
            </Select>
          </div>
        </GalleryFilters>
        <Gallery
          items={items}
          loading={gallery.isPending}
          hasMore={gallery.hasNextPage}
          loadingMore={gallery.isFetchingNextPage}
          onLoadMore={() => void gallery.fetchNextPage()}
          canDelete={can(workspace.role, "analyses.delete")}
          emptyText={
            filtered
              ? "No analyses match your search"
              : current
                ? "No analyses in this project yet"
                : "No images analyzed yet"
          }
        />
      </section>

      <ShareLinksPanel />

      <ProjectNameDialog
        project={naming}
        onClose={() => setNaming(null)}
        onSaved={async (saved, created) => {
          setNaming(null);
          toast.success(created ? "Project created" : "Project renamed", { description: saved.name });
          await refresh();
        }}
      />
      <MoveAnalysesDialog
        project={moving}
        onClose={() => setMoving(null)}
        onMoved={async (project, count) => {
          setMoving(null);
          toast.success("Analyses moved", {
            description: `${count} ${count === 1 ? "analysis" : "analyses"} filed in ${project.name}.`,
          });
          await refresh();
          setOpened(project.id);
        }}
      />
    </div>
  );
}
