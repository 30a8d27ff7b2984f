import type { ApiErrorCode } from "./types.ts";

/**
 * Codes the client raises itself, when no API response exists to carry a code:
 * `network_error` (the request never got an HTTP answer), `timeout` (`timeoutMs` elapsed),
 * `unexpected_response` (an answer that is not the API's JSON: `baseUrl` points at something
 * other than AdLens, such as a web server or a captive portal; see `codeForStatus`) and
 * `file_unreadable` (a file path given for upload could not be read: missing, a directory,
 * no permission).
 */
export type ClientErrorCode = "network_error" | "timeout" | "unexpected_response" | "file_unreadable";

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

/**
 * The code for an answer whose body is not the API's error shape. Gateways in front of the API
 * (load balancers, reverse proxies) answer 413, 429 and 5xx in their own words, and those keep
 * their meaning and their retries; any other status in foreign words means that something other
 * than AdLens answered.
 */
export function codeForStatus(status: number): AdLensErrorCode {
  if (status === 413) return "payload_too_large";
  if (status === 429) return "rate_limited";
  if (status === 502) return "analysis_failed";
  if (status === 503 || status === 504) return "service_unavailable";
  if (status >= 500) return "internal_error";
  return "unexpected_response";
}
