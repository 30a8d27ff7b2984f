import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState } from "react";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { SearchField } from "../components/SearchField.tsx";
import type { Project } from "../lib/projects.ts";

/** The API moves up to 100 analyses in one request (one transaction). */
const MOVE_LIMIT = 100;

/** Picks analyses of the workspace and files them in a project (moving them out of any other). */
export function MoveAnalysesDialog({
  project,
  onClose,
  onMoved,
}: {
  project: Project | null;
  onClose: () => void;
  onMoved: (project: Project, count: number) => Promise<void>;
}) {
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const term = useDeferredValue(search.trim());
  const candidates = useQuery({
    queryKey: ["analyses", "move-candidates", term],
    queryFn: async () =>
      (await client.analyses.list({ limit: MOVE_LIMIT, sort: "newest", ...(term ? { search: term } : {}) })).data,
    enabled: project !== null,
  });

  useEffect(() => {
    if (!project) return;
    setSearch("");
    setPicked(new Set());
    setError(null);
  }, [project]);

  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else if (next.size < MOVE_LIMIT) next.add(id);
      return next;
    });

  const move = async () => {
    if (!project || picked.size === 0) return;
    setBusy(true);
    setError(null);
    try {
      await client.projects.update(project.id, { analysis_ids: [...picked] });
      await onMoved(project, picked.size);
    } catch (e) {
      setError(errorMessage(e, "The analyses could not be moved."));
    } finally {
      setBusy(false);
    }
  };

  const items = candidates.data ?? [];
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add analyses to {project?.name}</DialogTitle>
          <DialogDescription>
            An analysis is in one project at a time: one filed elsewhere moves here. Up to {MOVE_LIMIT} at once.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <SearchField id="move-search" value={search} onChange={setSearch} />
        </div>
        <fieldset className="max-h-72 space-y-1 overflow-y-auto rounded-md border border-border p-2">
          <legend className="sr-only">Analyses to add</legend>
          {candidates.isPending ? (
            <p className="p-2 text-sm text-muted-foreground">Loading analyses…</p>
          ) : items.length === 0 ? (
            <p className="p-2 text-sm text-muted-foreground">No analyses found</p>
          ) : (
            items.map((a) => (
              <label key={a.id} className="flex cursor-pointer items-center gap-3 rounded p-1.5 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={picked.has(a.id)}
                  onChange={() => toggle(a.id)}
                />
                <img src={a.thumbnail_url} alt="" className="size-10 shrink-0 rounded object-cover" />
                <span className="min-w-0 flex-1 truncate">{a.filename}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  {a.effectiveness_score === null ? "–" : a.effectiveness_score.toFixed(1)}
                </span>
              </label>
            ))
          )}
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={picked.size === 0} loading={busy} onClick={() => void move()}>
            Move {picked.size} to Project
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
