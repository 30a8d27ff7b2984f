import type { TRef } from "@sinclair/typebox";
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
  "cancelled",
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
  cancelled: 409,
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

/** The request id the examples in the OpenAPI document show. */
export const EXAMPLE_REQUEST_ID = "3f0c9a4e-5d1b-4c1e-9f7a-2b8d6e4a1c00";

/**
 * Where the instance serves the API guide (docs/api.md as a page; routes/docs/get-guide.ts). Its
 * "Error codes" section has one heading per code, so `#not_found` lands on that code's entry.
 */
export const API_GUIDE_PATH = "/docs/api";

/** The page that explains an error code: the instance's own API guide at that code's heading. */
export function docUrl(publicUrl: string, code: ErrorCode): string {
  return `${publicUrl}${API_GUIDE_PATH}#${code}`;
}

/** The one error shape every failure is answered with (see the errors plugin). */
export function errorBody(publicUrl: string, code: ErrorCode, message: string, requestId: string, field?: string) {
  return {
    error: { code, message, request_id: requestId, doc_url: docUrl(publicUrl, code), ...(field ? { field } : {}) },
  };
}

/** The instance the examples in the OpenAPI document pretend to be. */
export const EXAMPLE_ORIGIN = "https://adlens.example";

export const ErrorBody = t.Object(
  {
    error: t.Object({
      code: t.UnionEnum([...ERROR_CODES], { description: "What went wrong, from a closed list clients switch on" }),
      message: t.String({ description: "A sentence for people; may change, never parse it" }),
      request_id: t.String({ description: "Echoes the x-request-id header; quote it when reporting a problem" }),
      doc_url: t.String({
        format: "uri",
        description: `This code's entry in the instance's API guide (\`${API_GUIDE_PATH}#<code>\`): what it means and what to do`,
      }),
      field: t.Optional(t.String({ description: "The request field a validation error is about" })),
    }),
  },
  {
    title: "Error",
    description:
      "Every non-2xx response: a code from the closed list, a message, the request id and a link to the code's documentation",
    examples: [
      errorBody(EXAMPLE_ORIGIN, "validation_failed", "limit: must be from 1 to 100", EXAMPLE_REQUEST_ID, "limit"),
    ],
  },
);

/**
 * Each error status documents its own schema, narrowed to the codes that status can carry, so a
 * client generated from the spec knows a 404 is always `not_found`.
 */
const STATUS_ERRORS = {
  400: [
    "BadRequestError",
    "The request is not valid: a field, the JSON body, a credential or a token",
    "email: must be an email address",
  ],
  401: [
    "UnauthorizedError",
    "No valid bearer token, or the signed link has expired",
    "Missing or invalid access token. Send `Authorization: Bearer <token>`.",
  ],
  403: [
    "ForbiddenError",
    "Signed in, but this plan or credential may not do this",
    "API access requires a Pro or Enterprise plan.",
  ],
  404: ["NotFoundError", "No such resource, or it belongs to someone else", "No analysis with this id."],
  409: ["ConflictError", "The resource is not in a state that allows this", "You already have this plan."],
  413: ["PayloadTooLargeError", "The request body or image is larger than allowed", "The image is larger than 10 MB."],
  415: [
    "UnsupportedMediaTypeError",
    "The body or image is not of a supported type",
    "Send multipart/form-data with a `file` field, or JSON with `image_url`.",
  ],
  422: [
    "UnprocessableError",
    "The image could not be read, fetched or is not allowed",
    "The file is not a JPEG, PNG or WebP image.",
  ],
  429: [
    "TooManyRequestsError",
    "The monthly quota or a rate limit is reached; see Retry-After",
    "Too many attempts. Try again in a minute.",
  ],
  500: [
    "InternalError",
    "Something failed on our side; the request id is in the logs",
    "Something went wrong on our side. Please try again.",
  ],
  502: ["BadGatewayError", "The analysis or the payment provider failed", "Failed to analyze image"],
  503: [
    "ServiceUnavailableError",
    "A dependency is not configured or not reachable",
    "Billing is not configured on this instance.",
  ],
} as const satisfies Record<number, readonly [string, string, string]>;

export type ErrorStatus = keyof typeof STATUS_ERRORS;

function codesFor(status: number): [ErrorCode, ...ErrorCode[]] {
  const [first, ...rest] = ERROR_CODES.filter((code) => STATUS[code] === status);
  if (!first) throw new Error(`no error code has status ${status}`);
  return [first, ...rest];
}

/** The named error schemas, one per status, registered as models beside `Error`. */
export const ERROR_MODELS = Object.fromEntries(
  Object.entries(STATUS_ERRORS).map(([status, [name, description, message]]) => {
    const codes = codesFor(Number(status));
    const narrowed = t.Intersect(
      [
        t.Ref("#/components/schemas/Error"),
        // Only narrows `code`; the other fields come from Error, so this part leaves them open.
        t.Object(
          {
            error: t.Object(
              { code: t.UnionEnum(codes, { description: `The codes a ${status} carries` }) },
              { additionalProperties: true },
            ),
          },
          { additionalProperties: true },
        ),
      ],
      {
        title: name,
        description,
        examples: [errorBody(EXAMPLE_ORIGIN, codes[0], message, EXAMPLE_REQUEST_ID)],
      },
    );
    return [name, narrowed];
  }),
);

/**
 * Response map entries for a route's error statuses, spread into its `response` option:
 * `response: { 200: Thing, ...errors(400, 401, 404) }`. Every route may also answer 503 while
 * the database is unreachable (see the errors plugin), so that one is always declared.
 */
export function errors<const S extends ErrorStatus>(...statuses: S[]) {
  const entries = {} as Record<S | 503, TRef>;
  for (const s of [...statuses, 503 as const]) entries[s] = t.Ref(`#/components/schemas/${STATUS_ERRORS[s][0]}`);
  return entries;
}

/** The OpenAPI response object of an error status, for statuses added to the document as a rule. */
export function errorResponseObject(status: ErrorStatus) {
  const [name, description] = STATUS_ERRORS[status];
  return { description, content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } } };
}

/** A validation error's JSON pointer as the request spells the field: `images[0].image_url`, not `/images/0/image_url`. */
export function fieldOf(pointer: string): string | undefined {
  return (
    pointer
      .replace(/^\//, "")
      .split("/")
      .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
      .join("") || undefined
  );
}
