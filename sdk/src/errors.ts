import type { ApiErrorCode } from "./types.ts";

/**
 * Codes the client raises itself, when no API response exists to carry a code:
 * `network_error` (the request never got an HTTP answer) and `timeout` (`timeoutMs` elapsed).
 */
export type ClientErrorCode = "network_error" | "timeout";

export type AdLensErrorCode = ApiErrorCode | ClientErrorCode;

/**
 * Every failure the SDK reports. `status` is the HTTP status (0 when there was no response),
 * `code` is the API's closed error enum (or a client code), `requestId` is the API's
 * `x-request-id` to quote in a support request.
 */
export class AdLensError extends Error {
  override readonly name = "AdLensError";
  readonly status: number;
  readonly code: AdLensErrorCode;
  readonly requestId: string | null;
  /** The request field a `validation_failed` error is about, when the API names one. */
  readonly field: string | undefined;
  /** Seconds the API asked us to wait (`Retry-After`), on 429 and 503 answers. */
  readonly retryAfter: number | undefined;

  constructor(init: {
    status: number;
    code: AdLensErrorCode;
    message: string;
    requestId?: string | null;
    field?: string;
    retryAfter?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.field = init.field;
    this.retryAfter = init.retryAfter;
  }

  static is(error: unknown, code?: AdLensErrorCode): error is AdLensError {
    return error instanceof AdLensError && (code === undefined || error.code === code);
  }
}

/** The fallback code for a status when the body is not the API's error shape (e.g. a proxy page). */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 400) return "validation_failed";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  if (status === 429) return "rate_limited";
  if (status === 502) return "analysis_failed";
  if (status === 503 || status === 504) return "service_unavailable";
  return "internal_error";
}
