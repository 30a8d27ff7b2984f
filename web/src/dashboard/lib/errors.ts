/** What the UI needs from an API error, read without depending on the error class's identity. */
export interface ApiFailure {
  status: number | null;
  code: string | null;
  message: string | null;
}

export function readError(error: unknown): ApiFailure {
  if (typeof error !== "object" || error === null) {
    return { status: null, code: null, message: typeof error === "string" ? error : null };
  }
  const e = error as { status?: unknown; code?: unknown; message?: unknown };
  return {
    status: typeof e.status === "number" ? e.status : null,
    code: typeof e.code === "string" ? e.code : null,
    message: typeof e.message === "string" && e.message ? e.message : null,
  };
}

/** The "Analysis failed" toast text (spec 02 §8), with the spec's fallbacks by cause. */
export function analysisFailureMessage(error: unknown): string {
  const { code, message, status } = readError(error);
  if (code === "unauthorized" || code === "refresh_token_reused" || status === 401) {
    return message
      ? "Please log in again to analyze images - session expired"
      : "Please log in again to analyze images";
  }
  if (code === "service_unavailable" && !message) {
    return "Analysis failed - please check your OpenAI API key configuration";
  }
  return message ?? "Failed to analyze image";
}
