import { t } from "elysia";

/**
 * The closed set of error codes. Clients (the SDK, the CLI, the web app) switch on these,
 * so adding one is an API change: add it here, document it in docs/api.md, regenerate the SDK.
 */
export const ERROR_CODES = [
  "validation_failed",
  "invalid_json",
  "weak_password",
  "invalid_credentials",
  "email_not_confirmed",
  "unauthorized",
  "invalid_token",
  "refresh_token_reused",
  "forbidden",
  "plan_required",
  "not_found",
  "conflict",
  "quota_exceeded",
  "rate_limited",
  "unsupported_media_type",
  "payload_too_large",
  "invalid_image",
  "url_not_allowed",
  "fetch_failed",
  "analysis_failed",
  "billing_not_configured",
  "billing_error",
  "invalid_signature",
  "service_unavailable",
  "internal_error",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  weak_password: 400,
  invalid_credentials: 400,
  email_not_confirmed: 400,
  unauthorized: 401,
  invalid_token: 400,
  refresh_token_reused: 401,
  forbidden: 403,
  plan_required: 403,
  not_found: 404,
  conflict: 409,
  quota_exceeded: 429,
  rate_limited: 429,
  unsupported_media_type: 415,
  payload_too_large: 413,
  invalid_image: 422,
  url_not_allowed: 422,
  fetch_failed: 422,
  analysis_failed: 502,
  billing_not_configured: 503,
  billing_error: 502,
  invalid_signature: 400,
  service_unavailable: 503,
  internal_error: 500,
};

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

/** Thrown by services and handlers; the error plugin turns it into the one error shape. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { field?: string; retryAfter?: number; [key: string]: unknown },
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const ErrorBody = t.Object(
  {
    error: t.Object({
      code: t.UnionEnum([...ERROR_CODES]),
      message: t.String(),
      request_id: t.String(),
      field: t.Optional(t.String({ description: "The request field a validation error is about" })),
    }),
  },
  { $id: "#/components/schemas/Error", title: "Error" },
);

const ErrorRef = t.Ref("#/components/schemas/Error");

/**
 * Response map entries for a route's error statuses, spread into its `response` option:
 * `response: { 200: Thing, ...errors(400, 401, 404) }`. Every route may also answer 503 while
 * the database is unreachable (see the errors plugin), so that one is always declared.
 */
export function errors<const S extends number>(...statuses: S[]): Record<S | 503, typeof ErrorRef> {
  return Object.fromEntries([...new Set([...statuses, 503])].map((s) => [s, ErrorRef])) as Record<
    S | 503,
    typeof ErrorRef
  >;
}
