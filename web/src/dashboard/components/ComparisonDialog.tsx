import type { ResponseOf } from "@adlens/sdk";
import { useMutation } from "@tanstack/react-query";
import { FileText, GitCompare, ImagePlus, Trophy } from "lucide-react";
import { useState } from "react";
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { SCORE_BAR, scoreBand } from "../../lib/score.ts";
import { readError } from "../lib/errors.ts";
import type { Analysis, AnalysisSummary } from "../lib/models.ts";
import { reportsAllowed, useReportDownload } from "../lib/reports.ts";
import { useActiveWorkspace } from "../lib/workspaces.ts";
import { boxKindsOf, DEFAULT_LAYERS, LayerControls, type Layers, OverlayFrame } from "./ImageWithOverlays.tsx";
import { useShareLink } from "./ShareLink.tsx";

/** Spec 02 §5 and §9: compare 2 to 4 images. */
const MIN = 2;
const MAX = 4;

type Comparison = ResponseOf<"/v1/analyses/compare", "post">;

interface Summary {
  bestId: string;
  best: string;
  average: number;
  theme: string;
}

function readComparison({ data, summary }: Comparison): { items: Analysis[]; summary: Summary } {
  return {
    items: data,
    summary: {
      bestId: summary.best_performer.id,
      best: summary.best_performer.filename,
      average: summary.average_score,
      theme: summary.common_theme || "Various",
    },
  };
}

export function ComparisonDialog({ candidates }: { candidates: AnalysisSummary[] }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const compare = useMutation({
    mutationFn: async (ids: string[]) => client.analyses.compare(ids),
    onError: (error) =>
      toast.error("Comparison failed", { description: readError(error).message ?? "Please try again." }),
  });
  const result = compare.data !== undefined ? readComparison(compare.data) : null;
  const { workspace } = useActiveWorkspace();
  const report = useReportDownload();
  const share = useShareLink(result ? result.items.map((i) => i.id) : null, "this comparison", "comparison");

  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : s.length >= MAX ? s : [...s, id]));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setSelected([]);
          compare.reset();
        }
      }}
    >
      <Button variant="outline" onClick={() => setOpen(true)}>
        <GitCompare aria-hidden="true" className="size-4" />
        Compare Images
      </Button>
      <DialogContent className="max-w-6xl!">
        <DialogHeader>
          <DialogTitle>Compare Images</DialogTitle>
          <DialogDescription>
            {result ? "Side by side, with a performance summary." : `Select ${MIN} to ${MAX} images to compare.`}
          </DialogDescription>
        </DialogHeader>
        {candidates.length < MIN ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-10 text-center">
            <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">Upload at least 2 images</p>
            <p className="text-sm text-muted-foreground">Comparison needs two or more analyzed images.</p>
          </div>
        ) : result ? (
          <Results items={result.items} summary={result.summary} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {selected.length} of {MAX} selected
            </p>
            <ul className="grid max-h-[55vh] grid-cols-2 gap-3 overflow-y-auto p-1 md:grid-cols-4">
              {candidates.map((c) => {
                const checked = selected.includes(c.id);
                return (
                  <li key={c.id}>
                    <label
                      className={cn(
                        "block cursor-pointer overflow-hidden rounded-lg border-2 bg-card",
                        checked ? "border-primary" : "border-border",
                        !checked && selected.length >= MAX && "cursor-not-allowed opacity-50",
                      )}
                    >
                      <div className="aspect-video bg-muted">
                        {c.thumbnail_url ? (
                          <img src={c.thumbnail_url} alt="" className="size-full object-cover" loading="lazy" />
                        ) : null}
                      </div>
                      <span className="flex items-center gap-2 p-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          checked={checked}
                          disabled={!checked && selected.length >= MAX}
                          onChange={() => toggle(c.id)}
                        />
                        <span className="truncate">{c.filename}</span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {share.created}
        <DialogFooter>
          {share.button}
          {result && reportsAllowed(workspace?.plan) ? (
            <Button
              variant="outline"
              loading={report.busy}
              onClick={() => void report.run(() => client.analyses.comparisonReport(result.items.map((i) => i.id)))}
            >
              {report.busy ? null : <FileText aria-hidden="true" className="size-4" />}
              Report
            </Button>
          ) : null}
          {result ? (
            <Button variant="outline" onClick={() => compare.reset()}>
              Change selection
            </Button>
          ) : candidates.length >= MIN ? (
            <Button
              disabled={selected.length < MIN}
              loading={compare.isPending}
              onClick={() => compare.mutate(selected)}
            >
              {compare.isPending ? "Comparing..." : "Compare"}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One factor of the score across the compared ads; `winners` holds the best column(s). */
interface FactorRow {
  factor: string;
  weight: number | null;
  scores: (number | null)[];
  winners: Set<number>;
}

/**
 * The score breakdown side by side: one row per factor (in the order the engine reports them),
 * one column per ad, the best score of each row marked. Ties mark every best column; a factor
 * one ad lacks shows a dash for it.
 */
export function factorRows(items: Analysis[]): FactorRow[] {
  const breakdowns = items.map((item) => item.analysis_result.score_breakdown);
  const names = [...new Set(breakdowns.flatMap((b) => b.map((f) => f.factor)))];
  const rows = names.map((factor) => {
    const found = breakdowns.map((b) => b.find((f) => f.factor === factor));
    return {
      factor,
      weight: found.find((f) => f !== undefined)?.weight ?? null,
      scores: found.map((f) => f?.score ?? null),
    };
  });
  rows.push({ factor: "Overall score", weight: null, scores: items.map((i) => i.analysis_result.effectiveness_score) });
  return rows.map((row) => {
    const known = row.scores.filter((v): v is number => v !== null);
    const best = known.length > 1 ? Math.max(...known) : null;
    return { ...row, winners: new Set(row.scores.flatMap((v, i) => (best !== null && v === best ? [i] : []))) };
  });
}

function Results({ items, summary }: { items: Analysis[]; summary: Summary }) {
  const [layers, setLayers] = useState<Layers>(DEFAULT_LAYERS);
  const columns = `minmax(9rem, 1.2fr) repeat(${Math.max(1, items.length)}, minmax(7.5rem, 1fr))`;
  const rows = factorRows(items);
  return (
    <div className="space-y-6">
      <LayerControls
        layers={layers}
        onChange={setLayers}
        hasHeatmap={items.some((i) => i.heatmap_url)}
        boxKinds={boxKindsOf(items.map((i) => i.analysis_result))}
      />
      {/* Wide comparisons scroll inside the dialog, never the page. */}
      <div className="overflow-x-auto" data-testid="comparison-results">
        <div className="grid min-w-max gap-x-4 gap-y-2 md:min-w-0" style={{ gridTemplateColumns: columns }}>
          <div />
          {items.map((item) => (
            <article key={item.id} className="min-w-0 space-y-2 text-sm">
              <OverlayFrame
                imageUrl={item.image_url}
                heatmapUrl={item.heatmap_url}
                result={item.analysis_result}
                alt={item.filename}
                layers={layers}
              />
              <h3 className="truncate font-semibold" title={item.filename}>
                {item.filename}
                {item.id === summary.bestId ? (
                  <Badge variant="success" className="ml-2">
                    Best
                  </Badge>
                ) : null}
              </h3>
              <p className="truncate text-xs text-muted-foreground">
                {[item.analysis_result.brand_name, item.analysis_result.ad_type].filter(Boolean).join(" · ") || "—"}
              </p>
            </article>
          ))}
        </div>
        <table className="mt-4 w-full min-w-max border-collapse text-sm md:min-w-0" data-testid="factor-table">
          <caption className="sr-only">
            Score breakdown, factor by factor; the best score of each factor is marked
          </caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">
                Factor
              </th>
              {items.map((item) => (
                <th key={item.id} scope="col" className="max-w-40 truncate py-2 pr-4 font-medium" title={item.filename}>
                  {item.filename}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.factor} className="border-b border-border last:border-0" data-factor={row.factor}>
                <th scope="row" className="py-2 pr-4 text-left font-medium">
                  {row.factor}
                  {row.weight !== null ? (
                    <span className="block text-xs font-normal text-muted-foreground">
                      weight {Math.round(row.weight * 100)}%
                    </span>
                  ) : null}
                </th>
                {row.scores.map((value, i) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per compared ad, in column order
                    key={i}
                    className="py-2 pr-4 align-top"
                    data-winner={row.winners.has(i) || undefined}
                  >
                    <FactorCell value={value} winner={row.winners.has(i)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="rounded-lg bg-muted p-4" aria-labelledby="performance-summary">
        <h3 id="performance-summary" className="mb-3 flex items-center gap-2 font-semibold">
          <Trophy aria-hidden="true" className="size-4 text-primary" />
          Performance Summary
        </h3>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Best performer</dt>
            <dd className="font-medium" data-testid="best-performer">
              {summary.best || "—"}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Average score</dt>
            <dd className="font-medium" data-testid="average-score">
              {`${summary.average.toFixed(1)}/10`}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Common theme</dt>
            <dd className="font-medium">{summary.theme}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function FactorCell({ value, winner }: { value: number | null; winner: boolean }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="space-y-1">
      <span className={cn("flex items-center gap-1 tabular-nums", winner ? "font-semibold" : "text-muted-foreground")}>
        {value.toFixed(1)}
        {winner ? (
          <>
            <Trophy aria-hidden="true" className="size-3.5 text-primary" />
            <span className="sr-only">(best)</span>
          </>
        ) : null}
      </span>
      <div className="h-1.5 w-full rounded-full bg-muted">
        {/* The bar carries the score's band colour; the figure stays in text colours for contrast. */}
        <div
          className={cn("h-full rounded-full", winner ? SCORE_BAR[scoreBand(value)] : "bg-muted-foreground/40")}
          style={{ width: `${Math.max(0, Math.min(10, value)) * 10}%` }}
        />
      </div>
    </div>
  );
}
