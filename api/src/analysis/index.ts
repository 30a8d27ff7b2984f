import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";
import type { AnalysisEngine, AnalyzeInput, AnalyzeOutput } from "./engine.ts";
import { AnalysisFailedError, OPENAI_KEY_MESSAGE } from "./errors.ts";
import { mergeModelAnswer, OpenAiProvider } from "./openai.ts";
import { WorkerPool } from "./pool.ts";

export type { AnalysisEngine, AnalyzeInput, AnalyzeOutput } from "./engine.ts";
export { AnalysisFailedError, InvalidImageError, OPENAI_KEY_MESSAGE } from "./errors.ts";
export { normalizeAnalysisResult } from "./normalize.ts";
export type { AnalysisResult, Basis, KeyElement, ScoreFactor } from "./result.ts";

/**
 * The engine the API uses: the local analysis in a pool of Bun workers (size
 * `config.analysis.workers`), enriched by an OpenAI-compatible vision model when one is configured.
 *
 * A model that is down, slow or refuses costs the user only the enrichment: the measured analysis
 * is returned with `engine.enrichment_error`. A rejected key is a configuration error the operator
 * must see, so it fails the analysis with the spec's wording.
 */
export function createEngine(config: Config, log: Logger): AnalysisEngine {
  const pool = new WorkerPool(config.analysis.workers, log);
  const openai = config.analysis.openai ? new OpenAiProvider(config.analysis.openai, log) : null;
  return {
    async analyze(input: AnalyzeInput, signal?: AbortSignal): Promise<AnalyzeOutput> {
      const model = input.vision ? new OpenAiProvider(input.vision, log) : openai;
      const local = await pool.run(input.bytes, { modelImage: model !== null }, signal);
      if (!model || !local.modelImage) return { result: local.result, heatmapPng: local.heatmapPng };
      const started = performance.now();
      try {
        const answer = await model.describe(local.modelImage, local.result, signal);
        const result = mergeModelAnswer(local.result, answer, model.model, performance.now() - started);
        return { result, heatmapPng: local.heatmapPng };
      } catch (error) {
        // The instance's own key being refused is the operator's to fix; a workspace's own model
        // failing (its key included) costs that workspace the enrichment only, as any outage does.
        const operatorKey =
          !input.vision && error instanceof AnalysisFailedError && error.message === OPENAI_KEY_MESSAGE;
        if (!(error instanceof AnalysisFailedError) || operatorKey) throw error;
        log.warn("vision model unavailable; returning the local analysis", { reason: error.detail ?? error.message });
        const engine = local.result.engine && { ...local.result.engine, enrichment_error: error.message };
        return { result: { ...local.result, engine }, heatmapPng: local.heatmapPng };
      }
    },
    close: () => pool.close(),
  };
}
