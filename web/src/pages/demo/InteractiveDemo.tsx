import type { AnalysisResult } from "@adlens/sdk";
import { ImageUp, Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { track } from "../../lib/analytics.ts";
import { client } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { errorMessage } from "../../lib/errors.ts";
import { useFileDrop } from "../../lib/file-drop.ts";
import { DemoResults } from "./DemoResults.tsx";
import { SAMPLES } from "./samples.ts";

const ACCEPT = "image/png,image/jpeg,image/webp";
const MAX_BYTES = 10 * 1024 * 1024;

type State =
  | { kind: "idle" }
  | { kind: "analysing"; preview: string; name: string }
  | { kind: "done"; preview: string; name: string; result: AnalysisResult; heatmap: string }
  | { kind: "failed"; message: string };

export function InteractiveDemo() {
  const [state, setState] = useState<State>({ kind: "idle" });
  const inputId = useId();
  const previewRef = useRef<string | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const analyse = async (file: File, source: string) => {
    if (!ACCEPT.split(",").includes(file.type)) {
      setState({ kind: "failed", message: "Please choose a PNG, JPEG or WebP image." });
      return;
    }
    if (file.size > MAX_BYTES) {
      setState({ kind: "failed", message: "That image is larger than 10 MB. Please choose a smaller one." });
      return;
    }
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    const preview = URL.createObjectURL(file);
    previewRef.current = preview;
    setState({ kind: "analysing", preview, name: file.name });
    try {
      const response = await client.demo.analyze({ file, filename: file.name });
      const result = response.analysis_result;
      setState({ kind: "done", preview, name: file.name, result, heatmap: response.heatmap_url });
      track("demo_analyzed", { source, score: result.effectiveness_score });
      requestAnimationFrame(() => resultsRef.current?.focus());
    } catch (error) {
      const message = errorMessage(error, "The analysis failed. Please try another image.");
      setState({ kind: "failed", message });
      toast.error("Analysis failed", { description: message });
    }
  };

  const pickSample = async (sample: (typeof SAMPLES)[number]) => {
    const blob = await fetch(sample.url).then((r) => r.blob());
    await analyse(new File([blob], sample.filename, { type: blob.type }), `sample:${sample.id}`);
  };

  const { dragging, dropHandlers } = useFileDrop(([file]) => {
    if (file) void analyse(file, "upload");
  });

  const busy = state.kind === "analysing";

  return (
    <section aria-labelledby="try-title" className="py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="try-title" className="flex items-center gap-2 text-2xl font-bold">
            <Sparkles className="size-6 text-primary" aria-hidden="true" /> Try it on an ad
          </h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-5">
            <label
              htmlFor={inputId}
              {...dropHandlers}
              className={cn(
                "flex min-h-56 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors lg:col-span-2",
                "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
                dragging ? "border-primary bg-secondary" : "border-input hover:bg-muted/60",
                busy && "pointer-events-none opacity-60",
              )}
            >
              <ImageUp className="size-10 text-primary" aria-hidden="true" />
              <span className="font-semibold">Drop an ad image here, or click to choose one</span>
              <span className="text-sm text-muted-foreground">PNG, JPEG or WebP, up to 10 MB. Nothing is stored.</span>
              <input
                id={inputId}
                type="file"
                accept={ACCEPT}
                className="sr-only"
                disabled={busy}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = "";
                  if (file) void analyse(file, "upload");
                }}
              />
            </label>
            <div className="lg:col-span-3">
              <h3 className="font-semibold">Or pick a sample ad</h3>
              <ul className="mt-3 grid grid-cols-3 gap-3">
                {SAMPLES.map((s) => (
                  <li key={s.id}>
                    <Button
                      variant="outline"
                      disabled={busy}
                      onClick={() => void pickSample(s)}
                      className="h-auto w-full flex-col items-stretch whitespace-normal p-2 text-left"
                      aria-label={`Analyze sample: ${s.title}`}
                    >
                      <img
                        src={s.url}
                        alt={s.alt}
                        className="aspect-square w-full rounded-md bg-muted object-contain"
                      />
                      <span className="whitespace-normal text-xs font-medium sm:text-sm">{s.title}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div aria-live="polite" className="mt-8">
            {state.kind === "analysing" ? (
              <div className="flex items-center justify-center gap-3 rounded-xl bg-muted/60 p-8 text-muted-foreground">
                <Spinner className="size-5" /> Analyzing {state.name}…
              </div>
            ) : null}
            {state.kind === "failed" ? (
              <p
                role="alert"
                className="rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-destructive"
              >
                {state.message}
              </p>
            ) : null}
          </div>
          {state.kind === "done" ? (
            <div ref={resultsRef} tabIndex={-1} className="focus:outline-none">
              <DemoResults preview={state.preview} name={state.name} result={state.result} heatmap={state.heatmap} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
