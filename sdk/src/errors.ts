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

/** What an error is made from: the API's answer, or what the client saw instead of one. */
export interface AdLensErrorInit {
  status: number;
  code: AdLensErrorCode;
  message: string;
  requestId?: string | null;
  field?: string;
  retryAfter?: number;
  docUrl?: string;
  cause?: unknown;
}

/**
 * Every failure the SDK reports, always as one of the subclasses below (see `adLensError`), so
 * `catch` can test either the class (`error instanceof NotFoundError`) or the `code`. `status`
 * is the HTTP status (0 when there was no response), `code` is the API's closed error enum (or
 * a client code), `requestId` is the API's `x-request-id` to quote in a support request.
 */
export class AdLensError extends Error {
  override readonly name: string = "AdLensError";
  readonly status: number;
  readonly code: AdLensErrorCode;
  readonly requestId: string | null;
  /** The request field a `validation_failed` error is about, when the API names one. */
  readonly field: string | undefined;
  /** Seconds the API asked us to wait (`Retry-After`), on 429 and 503 answers. */
  readonly retryAfter: number | undefined;
  /** The API guide's entry for this code (`…/docs/api#not_found`), when the API sent one. */
  readonly docUrl: string | undefined;

  constructor(init: AdLensErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.field = init.field;
    this.retryAfter = init.retryAfter;
    this.docUrl = init.docUrl;
  }

  static is(error: unknown, code?: AdLensErrorCode): error is AdLensError {
    return error instanceof AdLensError && (code === undefined || error.code === code);
  }
}

/** No valid credential (401), or a sign-in or emailed token that was refused. */
export class AuthenticationError extends AdLensError {
  override readonly name: string = "AuthenticationError";
}
/** Signed in, but this role, plan or kind of credential may not do this (403). */
export class PermissionError extends AdLensError {
  override readonly name: string = "PermissionError";
}
/** No such resource in this workspace, or no such route (404). */
export class NotFoundError extends AdLensError {
  override readonly name: string = "NotFoundError";
}
/** The request clashes with the current state: a duplicate, a reused idempotency key, a cancelled analysis (409). */
export class ConflictError extends AdLensError {
  override readonly name: string = "ConflictError";
}
/** The request or its image is not acceptable as sent (400, 413, 415, 422); `field` names the culprit. */
export class ValidationError extends AdLensError {
  override readonly name: string = "ValidationError";
}
/** Too many requests (`rate_limited`, see `retryAfter`) or the monthly quota is used up (`quota_exceeded`) (429). */
export class RateLimitError extends AdLensError {
  override readonly name: string = "RateLimitError";
}
/** The API, or something it depends on, failed (5xx). */
export class ServerError extends AdLensError {
  override readonly name: string = "ServerError";
}
/** No HTTP answer at all: the connection failed (`network_error`) or `timeoutMs` elapsed (`timeout`). */
export class ConnectionError extends AdLensError {
  override readonly name: string = "ConnectionError";
}
/** Something other than the AdLens API answered (`unexpected_response`). */
export class UnexpectedResponseError extends AdLensError {
  override readonly name: string = "UnexpectedResponseError";
}
/** A file path given for upload could not be read (`file_unreadable`). */
export class FileError extends AdLensError {
  override readonly name: string = "FileError";
}

type ErrorClass = new (init: AdLensErrorInit) => AdLensError;

/** The class of every code: a new API code fails the SDK's type check until it has one. */
const CLASS_OF_CODE: Record<AdLensErrorCode, ErrorClass> = {
  validation_failed: ValidationError,
  invalid_json: ValidationError,
  weak_password: ValidationError,
  invalid_credentials: AuthenticationError,
  email_not_confirmed: AuthenticationError,
  unauthorized: AuthenticationError,
  invalid_token: AuthenticationError,
  refresh_token_reused: AuthenticationError,
  forbidden: PermissionError,
  plan_required: PermissionError,
  not_found: NotFoundError,
  conflict: ConflictError,
  cancelled: ConflictError,
  quota_exceeded: RateLimitError,
  rate_limited: RateLimitError,
  unsupported_media_type: ValidationError,
  payload_too_large: ValidationError,
  invalid_image: ValidationError,
  url_not_allowed: ValidationError,
  fetch_failed: ValidationError,
  analysis_failed: ServerError,
  billing_not_configured: ServerError,
  billing_error: ServerError,
  invalid_signature: ValidationError,
  service_unavailable: ServerError,
  internal_error: ServerError,
  network_error: ConnectionError,
  timeout: ConnectionError,
  unexpected_response: UnexpectedResponseError,
  file_unreadable: FileError,
};

/** For a code this SDK does not know yet (a newer API): the class its status means. */
function classOfStatus(status: number): ErrorClass {
  if (status === 0) return ConnectionError;
  if (status === 401) return AuthenticationError;
  if (status === 403) return PermissionError;
  if (status === 404) return NotFoundError;
  if (status === 409) return ConflictError;
  if (status === 429) return RateLimitError;
  if (status >= 500) return ServerError;
  return ValidationError;
}

/** The one way the SDK (and the CLI) makes an error: the subclass its code, else its status, means. */
export function adLensError(init: AdLensErrorInit): AdLensError {
  const ErrorClass = Object.hasOwn(CLASS_OF_CODE, init.code) ? CLASS_OF_CODE[init.code] : classOfStatus(init.status);
  return new ErrorClass(init);
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
