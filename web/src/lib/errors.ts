import { AdLensError } from "@adlens/sdk";

export const NETWORK_ERROR = "Network error. Please try again.";

/** True when the request never got an answer from the server (offline, DNS, server down). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof AdLensError) return error.code === "network_error";
  return error instanceof TypeError;
}

/** The error code the API sent, if any. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof AdLensError ? error.code : undefined;
}

/** A message fit for a toast: the spec's network text, or the server's own message. */
export function errorMessage(error: unknown, fallback = "An error occurred. Please try again."): string {
  if (isNetworkError(error)) return NETWORK_ERROR;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
