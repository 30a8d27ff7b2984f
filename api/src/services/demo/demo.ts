import { normalizeAnalysisResult } from "../../analysis/normalize.ts";
import type { AnalysisResult } from "../../analysis/result.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { runEngine } from "../analyses/run-engine.ts";
import { cleanFilename } from "../analyses/source.ts";
import { prepareImage } from "../images/prepare.ts";
import { hitRateLimit, type RateLimitRule } from "../rate-limit/rate-limit.ts";

/** Anonymous visitors share the CPU with paying users, so each IP gets a few demos an hour. */
export const DEMO_RULE: RateLimitRule = { name: "demo:ip", limit: 5, windowSeconds: 60 * 60 };

export interface DemoResult {
  filename: string;
  created_at: string;
  analysis_result: AnalysisResult;
  /** The attention heatmap PNG inline, since nothing is stored to link to. */
  heatmap_url: string;
}

/** Counts the attempt against the visitor's IP before any work is done. */
export async function takeDemoSlot(deps: AppDeps, ip: string): Promise<void> {
  try {
    await hitRateLimit(deps.db, DEMO_RULE, ip, deps.now());
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") {
      throw new ApiError(
        "rate_limited",
        `The demo analyses ${DEMO_RULE.limit} images per hour. Sign up for free to analyse more.`,
        { retryAfter: error.details?.retryAfter },
      );
    }
    throw error;
  }
}

/** Analyses an image without an account and without storing anything. */
export async function demoAnalyze(deps: AppDeps, bytes: Uint8Array, rawName: string | undefined): Promise<DemoResult> {
  const image = await prepareImage(bytes);
  const filename = cleanFilename(rawName, image.ext);
  const output = await runEngine(deps, image.bytes, filename);
  return {
    filename,
    created_at: deps.now().toISOString(),
    analysis_result: { ...normalizeAnalysisResult(output.result), filename },
    heatmap_url: `data:image/png;base64,${Buffer.from(output.heatmapPng).toString("base64")}`,
  };
}
