import type { AnalyzeOutput } from "../../analysis/engine.ts";
import { AnalysisFailedError, InvalidImageError } from "../../analysis/errors.ts";
import type { OpenAiSettings } from "../../analysis/openai.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";

/** Runs the engine and maps its failures to the API's error codes, with the engine's message. */
export async function runEngine(
  deps: Pick<AppDeps, "engine" | "log">,
  bytes: Uint8Array,
  filename: string,
  vision?: OpenAiSettings | null,
): Promise<AnalyzeOutput> {
  if (!deps.engine) throw new ApiError("service_unavailable", "This process runs no analyses (ANALYSIS_WORKERS=0).");
  try {
    return await deps.engine.analyze({ bytes, filename, ...(vision ? { vision } : {}) });
  } catch (error) {
    if (error instanceof InvalidImageError) throw new ApiError("invalid_image", error.message);
    if (error instanceof AnalysisFailedError) throw new ApiError("analysis_failed", error.message);
    deps.log.error("analysis engine failed", { error });
    throw new ApiError("analysis_failed", "Failed to analyze image");
  }
}
