import type { OpenAiSettings } from "./openai.ts";
import type { AnalysisResult } from "./result.ts";

export interface AnalyzeInput {
  /** The image as stored: orientation applied, metadata stripped. */
  bytes: Uint8Array;
  filename: string;
  /** A workspace's own vision model, used instead of the instance's for this image's enrichment. */
  vision?: OpenAiSettings;
}

export interface AnalyzeOutput {
  result: AnalysisResult;
  /** The attention heatmap as a PNG overlay of the image's size. */
  heatmapPng: Uint8Array;
}

/** The analysis engine as the rest of the API sees it. */
export interface AnalysisEngine {
  analyze(input: AnalyzeInput, signal?: AbortSignal): Promise<AnalyzeOutput>;
  close(): Promise<void>;
}
