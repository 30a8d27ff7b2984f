/** The bytes are not an image the engine can decode (corrupt, truncated, or not an image). */
export class InvalidImageError extends Error {
  override name = "InvalidImageError";
}

/** The configured vision model refused or failed; spec 02 §8 gives the user-facing wording. */
export class AnalysisFailedError extends Error {
  override name = "AnalysisFailedError";
  constructor(
    message = "Analysis failed - please check your OpenAI API key configuration",
    /** What actually went wrong, for the log only (never shown to the user). */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export const OPENAI_KEY_MESSAGE = "Analysis failed - please check your OpenAI API key configuration";
