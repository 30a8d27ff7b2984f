import type { AnalysisResult } from "@adlens/sdk";
import { CircleCheck, Lightbulb, type LucideIcon, MousePointerClick, Type } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { DEFAULT_HEATMAP_OPACITY, HeatmapControls, HeatmapLayer } from "../../components/heatmap.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { cn } from "../../lib/cn.ts";
import { SCORE_BANDS, SCORE_TEXT, scoreBand } from "../../lib/score.ts";

function ImageWithHeatmap({ preview, name, heatmap }: { preview: string; name: string; heatmap?: string | null }) {
  const [overlay, setOverlay] = useState(true);
  const [opacity, setOpacity] = useState(DEFAULT_HEATMAP_OPACITY);
  const switchId = useId();
  return (
    <figure>
      <div className="relative overflow-hidden rounded-xl border border-border bg-muted">
        <img src={preview} alt={`Analysed ad: ${name}`} className="block w-full" />
        {heatmap && overlay ? <HeatmapLayer src={heatmap} opacity={opacity} /> : null}
      </div>
      {heatmap ? (
        <figcaption className="mt-3 flex items-center gap-3 text-sm">
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={overlay}
            onClick={() => setOverlay((v) => !v)}
            className={cn(
              "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              overlay ? "bg-primary" : "bg-input",
            )}
          >
            <span className="sr-only">Show attention heatmap</span>
            <span
              className={cn(
                "inline-block size-5 rounded-full bg-white shadow transition-transform",
                overlay ? "translate-x-5" : "translate-x-0.5",
              )}
            />
          </button>
          <span aria-hidden="true">Attention heatmap overlay</span>
        </figcaption>
      ) : null}
      {heatmap && overlay ? (
        <div className="mt-3">
          <HeatmapControls opacity={opacity} onOpacity={setOpacity} />
        </div>
      ) : null}
    </figure>
  );
}

export function DemoResults({
  preview,
  name,
  result,
  heatmap,
}: {
  preview: string;
  name: string;
  result: AnalysisResult;
  heatmap: string;
}) {
  const score = result.effectiveness_score;
  const breakdown = result.score_breakdown;
  const palette = result.palette;
  const band = scoreBand(score);
  const headline = result.text?.headline?.text ?? null;
  const detectedText = result.text_content.trim() || headline;
  const cta = result.cta?.text ?? result.call_to_action ?? null;

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-5">
      <div className="lg:col-span-2">
        <ImageWithHeatmap preview={preview} name={name} heatmap={heatmap} />
      </div>
      <div className="space-y-8 lg:col-span-3">
        <section aria-labelledby="score-title">
          <h3 id="score-title" className="text-lg font-semibold">
            Effectiveness score
          </h3>
          <p className="mt-2 flex items-baseline gap-3">
            <span className="text-5xl font-extrabold" data-testid="demo-score">
              {score.toFixed(1)}
            </span>
            <span className="text-muted-foreground">/ 10</span>
            <span className={cn("font-semibold", SCORE_TEXT[band])} data-band={band}>
              {SCORE_BANDS[band].verdict}
            </span>
          </p>
          {breakdown.length > 0 ? (
            <ul className="mt-4 space-y-3">
              {breakdown.map((f) => (
                <li key={f.factor}>
                  <div className="flex justify-between gap-4 text-sm">
                    <span className="font-medium">{f.factor}</span>
                    <span className="tabular-nums text-muted-foreground">
                      {f.score.toFixed(1)}/10 · weight {Math.round(f.weight * 100)}%
                    </span>
                  </div>
                  <Progress value={f.score} max={10} label={`${f.factor} score`} className="mt-1" />
                  <p className="mt-1 text-xs text-muted-foreground">{f.evidence}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        {palette.length > 0 ? (
          <section aria-labelledby="palette-title">
            <h3 id="palette-title" className="text-lg font-semibold">
              Colour palette
            </h3>
            <ul className="mt-3 flex flex-wrap gap-3">
              {palette.map((c) => (
                <li key={c.hex} className="flex items-center gap-2 rounded-lg border border-border p-2 pr-3 text-sm">
                  <span
                    className="size-8 rounded-md border border-border"
                    style={{ backgroundColor: c.hex }}
                    aria-hidden="true"
                  />
                  <span>
                    <span className="block font-medium">{c.name}</span>
                    <span className="font-mono text-xs text-muted-foreground">
                      {c.hex} · {c.average ? "average tone" : `${Math.round(c.percentage)}%`}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="text-title" className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-border p-4">
            <h3 id="text-title" className="flex items-center gap-2 font-semibold">
              <Type className="size-4 text-primary" aria-hidden="true" /> Detected text
            </h3>
            <p className="mt-2 text-sm" data-testid="demo-text">
              {detectedText || <span className="text-muted-foreground">No readable text found.</span>}
            </p>
          </div>
          <div className="rounded-xl border border-border p-4">
            <h3 className="flex items-center gap-2 font-semibold">
              <MousePointerClick className="size-4 text-primary" aria-hidden="true" /> Call to action
            </h3>
            <p className="mt-2 text-sm" data-testid="demo-cta">
              {cta ? (
                <>
                  <strong>{cta}</strong>
                  {result.cta?.contrast != null ? (
                    <span className="text-muted-foreground"> · contrast {result.cta.contrast.toFixed(1)}:1</span>
                  ) : null}
                </>
              ) : (
                <span className="text-muted-foreground">No call to action found.</span>
              )}
            </p>
          </div>
        </section>

        {result.strengths && result.strengths.length > 0 ? (
          <section aria-labelledby="strengths-title">
            <h3 id="strengths-title" className="text-lg font-semibold">
              What works
            </h3>
            <IconList items={result.strengths} icon={CircleCheck} tone="text-success" />
          </section>
        ) : null}

        <section aria-labelledby="recs-title">
          <h3 id="recs-title" className="text-lg font-semibold">
            Recommendations
          </h3>
          {result.recommendations.length > 0 ? (
            <IconList items={result.recommendations} icon={Lightbulb} tone="text-warning" />
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">
              Nothing to fix: this ad follows the best practices we check.
            </p>
          )}
        </section>

        <div className="rounded-xl bg-secondary p-5 text-secondary-foreground">
          <p className="font-semibold">Get this for every ad you run</p>
          <p className="mt-1 text-sm">
            Save your analyses, compare creatives and track your scores over time. Free for 10 ads a month.
          </p>
          <Link to="/signup" className={buttonClasses("default", "default", "mt-4")}>
            Sign up free
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A bullet list whose bullets are `icon` (strengths and recommendations). */
function IconList({ items, icon: Icon, tone }: { items: string[]; icon: LucideIcon; tone: string }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm">
          <Icon className={cn("mt-0.5 size-4 shrink-0", tone)} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
