import type { ResponseOf } from "@adlens/sdk";
import { useMutation } from "@tanstack/react-query";
import { GitCompare, ImagePlus, Trophy } from "lucide-react";
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
import { readError } from "../lib/errors.ts";
import type { Analysis, AnalysisSummary } from "../lib/models.ts";
import { adType, brandName, effectiveness, emotions, messageClarity, targetAudience } from "../lib/result.ts";
import { SCORE_TEXT, scoreBand } from "../lib/score.ts";

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
        <DialogFooter>
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

function Results({ items, summary }: { items: Analysis[]; summary: Summary }) {
  return (
    <div className="space-y-6">
      <div
        className="grid gap-4"
        style={{ gridTemplateColumns: `repeat(${Math.max(1, items.length)}, minmax(0, 1fr))` }}
        data-testid="comparison-results"
      >
        {items.map((item) => {
          const score = effectiveness(item.analysis_result);
          const clarity = messageClarity(item.analysis_result);
          return (
            <article key={item.id} className="min-w-0 space-y-2 rounded-lg border border-border p-3 text-sm">
              <div className="aspect-video overflow-hidden rounded bg-muted">
                {item.thumbnail_url ? (
                  <img src={item.thumbnail_url} alt={item.filename} className="size-full object-contain" />
                ) : null}
              </div>
              <h4 className="truncate font-semibold" title={item.filename}>
                {item.filename}
                {item.id === summary.bestId ? (
                  <Badge variant="success" className="ml-2">
                    Best
                  </Badge>
                ) : null}
              </h4>
              <p className={cn("text-2xl font-bold", score !== null && SCORE_TEXT[scoreBand(score)])}>
                {score === null ? "–" : score.toFixed(1)}
                <span className="text-sm text-muted-foreground">/10</span>
              </p>
              <dl className="space-y-1">
                <Row label="Brand" value={brandName(item.analysis_result)} />
                <Row label="Ad type" value={adType(item.analysis_result)} />
                <Row label="Audience" value={targetAudience(item.analysis_result)} />
                <Row label="Clarity" value={clarity === null ? null : `${clarity.toFixed(1)}/10`} />
                <Row label="Emotions" value={emotions(item.analysis_result).join(", ") || null} />
              </dl>
            </article>
          );
        })}
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

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate text-right">{value ?? "—"}</dd>
    </div>
  );
}
