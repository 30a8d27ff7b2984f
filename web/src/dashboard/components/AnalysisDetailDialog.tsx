import type { AnalysisResult } from "@adlens/sdk";
import { useQuery } from "@tanstack/react-query";
import { Download, FileText } from "lucide-react";
import { useEffect } from "react";
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { SCORE_BAR, SCORE_TEXT, scoreBand } from "../../lib/score.ts";
import { pageTitle } from "../../routes.ts";
import { downloadText } from "../lib/download.ts";
import type { AnalysisSummary } from "../lib/models.ts";
import { reportsAllowed, useReportDownload } from "../lib/reports.ts";
import { useActiveWorkspace } from "../lib/workspaces.ts";
import { BrandFitPanel } from "./BrandFitPanel.tsx";
import { ImageWithOverlays } from "./ImageWithOverlays.tsx";
import { PredictedPerformance } from "./PredictedPerformance.tsx";
import { ScrollableCode } from "./ScrollableCode.tsx";
import { useShareLink } from "./ShareLink.tsx";

/**
 * One analysis in full. Lists carry only summaries, so the dialog reads the analysis when it
 * opens; the summary gives the title meanwhile.
 */
export function AnalysisDetailDialog({ analysis, onClose }: { analysis: AnalysisSummary | null; onClose: () => void }) {
  const full = useQuery({
    queryKey: ["analysis", analysis?.id],
    queryFn: () => client.analyses.get(analysis!.id),
    enabled: analysis !== null,
    staleTime: 60_000,
  });
  const item = full.data;
  const result = item?.analysis_result ?? null;
  const { workspace } = useActiveWorkspace();
  const report = useReportDownload();
  const share = useShareLink(item ? [item.id] : null, item?.filename ?? "");
  // The detail is a page of its own to the user (and their tab list): it names the ad while open.
  const filename = analysis?.filename;
  useEffect(() => {
    if (!filename) return;
    const before = document.title;
    document.title = pageTitle(filename);
    return () => {
      document.title = before;
    };
  }, [filename]);

  return (
    <Dialog open={analysis !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-5xl!">
        {analysis ? (
          <DialogHeader>
            <DialogTitle className="truncate pr-8">{analysis.filename}</DialogTitle>
            <DialogDescription>Analyzed {new Date(analysis.created_at).toLocaleString()}</DialogDescription>
          </DialogHeader>
        ) : null}
        {!item || !result ? (
          <p className="text-sm text-muted-foreground" role="status">
            {full.isError
              ? "The analysis could not be loaded. Please try again."
              : (item?.error?.message ?? "Loading the analysis…")}
          </p>
        ) : (
          <>
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <ImageWithOverlays
                imageUrl={item.image_url}
                heatmapUrl={item.heatmap_url}
                result={result}
                alt={item.filename}
              />
              <div className="min-w-0 space-y-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold">Analysis Results</h3>
                  <div className="flex flex-wrap justify-end gap-2">
                    {reportsAllowed(workspace?.plan) ? (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={report.busy}
                        onClick={() => void report.run(() => client.analyses.report(item.id))}
                      >
                        {report.busy ? null : <FileText aria-hidden="true" className="size-4" />}
                        Report
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        downloadText(
                          `${item.filename}_analysis.json`,
                          JSON.stringify(result, null, 2),
                          "application/json",
                        );
                        toast.success("JSON downloaded");
                      }}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      Download JSON
                    </Button>
                    {share.button}
                  </div>
                </div>
                {share.created}
                <PredictedPerformance analysisId={item.id} enabled={workspace?.plan === "enterprise"} />
                <BrandFitPanel analysisId={item.id} enabled={workspace?.plan === "enterprise"} />
                <ResultDetails result={result} />
              </div>
            </div>
            <section className="space-y-2">
              <h3 className="font-semibold">Complete Analysis JSON</h3>
              <ScrollableCode label="Complete analysis JSON" testId="analysis-json" className="max-h-80">
                {JSON.stringify(result, null, 2)}
              </ScrollableCode>
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ResultDetails({ result }: { result: AnalysisResult }) {
  const score = result.effectiveness_score;
  const factors = result.score_breakdown;
  const swatches = result.palette;
  const facts: [string, string | null][] = [
    ["Brand", result.brand_name],
    ["Ad type", result.ad_type],
    ["Target audience", result.target_audience],
    ["Call to action", result.call_to_action],
    ["Message clarity", `${result.message_clarity.toFixed(1)}/10`],
  ];
  const emotions = result.emotions;
  const strengths = result.strengths;
  const recs = result.recommendations;
  const elements = result.key_elements.map((k) => k.label);
  const text = result.text_content.trim() || null;

  return (
    <div className="space-y-5 text-sm">
      <div>
        <p className="text-muted-foreground">Effectiveness score</p>
        <p data-testid="detail-score" className={cn("text-4xl font-bold", SCORE_TEXT[scoreBand(score)])}>
          {score.toFixed(1)}
          <span className="text-lg text-muted-foreground">/10</span>
        </p>
      </div>
      {factors.length > 0 ? (
        <section>
          <h4 className="mb-2 font-semibold">Score breakdown</h4>
          <ul className="space-y-3">
            {factors.map((f) => (
              <li key={f.factor} data-testid="score-factor">
                <div className="flex justify-between gap-2">
                  <span className="font-medium">{f.factor}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {f.score.toFixed(1)} · weight {Math.round(f.weight <= 1 ? f.weight * 100 : f.weight)}%
                  </span>
                </div>
                <div className="mt-1 h-1.5 rounded-full bg-muted">
                  <div
                    className={cn("h-full rounded-full", SCORE_BAR[scoreBand(f.score)])}
                    style={{ width: `${Math.min(100, f.score * 10)}%` }}
                  />
                </div>
                {f.evidence ? <p className="mt-1 text-xs text-muted-foreground">{f.evidence}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {facts
          .filter((f): f is [string, string] => f[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
      </dl>
      {swatches.length > 0 ? (
        <section>
          <h4 className="mb-2 font-semibold">Palette</h4>
          <ul className="flex flex-wrap gap-3">
            {swatches.map((s) => (
              <li key={s.hex + s.name} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-6 rounded border border-border"
                  style={{ backgroundColor: s.hex }}
                />
                <span className="text-xs">
                  {s.name || s.hex}
                  <span className="block font-mono text-muted-foreground">
                    {s.hex}
                    {s.average ? " · average tone" : ` · ${Math.round(s.percentage)}%`}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : result.color_scheme.length > 0 ? (
        <TagList title="Colours" items={result.color_scheme} />
      ) : null}
      <TagList title="Emotions" items={emotions} />
      <TagList title="Key elements" items={elements} />
      <BulletList title="Strengths" items={strengths} />
      <BulletList title="Recommendations" items={recs} />
      {text ? (
        <section>
          <h4 className="mb-1 font-semibold">Text content</h4>
          <p className="whitespace-pre-wrap text-muted-foreground">{text}</p>
        </section>
      ) : null}
    </div>
  );
}

function TagList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h4 className="mb-2 font-semibold">{title}</h4>
      <div className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <Badge key={item} variant="secondary">
            {item}
          </Badge>
        ))}
      </div>
    </section>
  );
}

function BulletList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h4 className="mb-2 font-semibold">{title}</h4>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
