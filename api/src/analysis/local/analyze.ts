import sharp from "sharp";
import type { AnalysisResult } from "../result.ts";
import type { RasterRgb } from "./raster.ts";
import { adviceStage } from "./stages/advice.ts";
import { assemble } from "./stages/assemble.ts";
import { attentionStage } from "./stages/attention.ts";
import { brandCtaStage } from "./stages/brand-cta.ts";
import { colourStage } from "./stages/colour.ts";
import {
  type AnalysisContext,
  fitSide,
  type LocalOptions,
  need,
  type Stage,
  type StageName,
} from "./stages/context.ts";
import { decodeStage } from "./stages/decode.ts";
import { layoutStage } from "./stages/layout.ts";
import { peopleStage } from "./stages/people.ts";
import { scoreStage } from "./stages/score.ts";
import { textStage } from "./stages/text.ts";

export interface LocalOutput {
  result: AnalysisResult;
  heatmapPng: Uint8Array;
  /** A downscaled JPEG for a vision model, when asked for. */
  modelImage: Uint8Array | null;
}

/**
 * The pipeline, in the order docs/analysis.md describes it.
 */
export const STAGES: Stage[] = [
  decodeStage,
  textStage,
  colourStage,
  layoutStage,
  brandCtaStage,
  peopleStage,
  attentionStage,
  scoreStage,
  adviceStage,
];

/**
 * Runs each stage as soon as the stages it needs are done, and records its wall time in ms.
 * Stages that overlap (one waits on sharp's threads while another runs here) each count their
 * own wall time, so the times can add up to more than the total.
 */
export async function runStages(ctx: AnalysisContext, stages: Stage[]): Promise<Record<string, number>> {
  const ms: Record<string, number> = {};
  const done = new Map<StageName, Promise<void>>();
  for (const stage of stages) {
    const before = stage.needs.map((n) => {
      const p = done.get(n);
      if (!p) throw new Error(`stage "${stage.name}" needs "${n}", which is not listed before it`);
      return p;
    });
    done.set(
      stage.name,
      Promise.all(before).then(async () => {
        const started = performance.now();
        await stage.run(ctx);
        ms[stage.name] = Math.round(performance.now() - started);
      }),
    );
  }
  await Promise.all(done.values());
  return ms;
}

/** The local, offline, deterministic analysis of one image. */
export async function analyzeLocal(bytes: Uint8Array, options: LocalOptions = {}): Promise<LocalOutput> {
  const started = performance.now();
  const ctx: AnalysisContext = { bytes, options };
  const stagesMs = await runStages(ctx, STAGES);
  const modelImage = options.modelImage ? await jpegForModel(need(ctx, "image").work) : null;
  const result = assemble(ctx, stagesMs, Math.round(performance.now() - started));
  return { result, heatmapPng: need(ctx, "attention").heatmapPng, modelImage };
}

async function jpegForModel(work: RasterRgb): Promise<Uint8Array> {
  const [w, h] = fitSide(work.width, work.height, Math.min(1024, Math.max(work.width, work.height)));
  const buf = await sharp(work.data, { raw: { width: work.width, height: work.height, channels: 3 } })
    .resize(w, h)
    .jpeg({ quality: 82 })
    .toBuffer();
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
}
