import { type Db, isDatabaseUnavailable } from "@adlens/db";
import { Elysia, ValidationError } from "elysia";
import type { AppDeps } from "../deps.ts";
import { ApiError, type ErrorCode, errorBody, fieldOf, statusOf } from "../errors.ts";
import { principalOf, resolvePrincipal, UNAUTHORIZED } from "./auth.ts";
import { releaseFailedRequest } from "./idempotency.ts";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A restarting or failing-over PostgreSQL is usually back within seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
const requestIds = new WeakMap<Request, string>();

export function requestIdOf(request: Request): string {
  return requestIds.get(request) ?? "unknown";
}

/** The caller's own id when it sent a sensible one, so its logs and ours line up; else a new one. */
function assignRequestId(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  const id = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  requestIds.set(request, id);
  return id;
}

const tooLarge = (maxBodyBytes: number) => `The request body is larger than ${maxBodyBytes} bytes.`;

/**
 * The 413 for a body found too large while it streams in, before the request reaches the app
 * (see server.ts): the same shape and request id as every other error.
 */
export function payloadTooLargeResponse(
  request: Request,
  config: Pick<AppDeps["config"], "maxBodyBytes" | "publicUrl">,
  headers: Record<string, string>,
) {
  const id = assignRequestId(request);
  return Response.json(errorBody(config.publicUrl, "payload_too_large", tooLarge(config.maxBodyBytes), id), {
    status: statusOf("payload_too_large"),
    headers: { ...headers, "x-request-id": id, connection: "close" },
  });
}

/**
 * True for an authenticated request whose account was deleted while it ran (from another tab or
 * device). Whatever failed then (a foreign key, a profile no longer there to count the upload
 * on) failed because the account is gone, and the caller is told so.
 */
async function accountDeletedMeanwhile(db: Db, request: Request, error: unknown): Promise<boolean> {
  const principal = principalOf(request);
  if (!principal || isDatabaseUnavailable(error)) return false;
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", principal.userId)
    .executeTakeFirst()
    // Unable to tell: the original error stands.
    .catch(() => ({ id: principal.userId }));
  return !user;
}

/** PostgreSQL's foreign_key_violation: a row this request pointed at was deleted under it. */
const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "23503";

/**
 * The first problem of a validation error, named by its field. Elysia's summaries print the value
 * found, so reading them is guarded: a value they cannot print leaves the plain message.
 */
function describeValidation(error: ValidationError): { field?: string; message: string } {
  let first: ValidationError["all"][number] | undefined;
  try {
    first = error.all[0];
  } catch {
    return { message: "The request is not valid." };
  }
  const field = fieldOf(first && "path" in first ? String(first.path) : "");
  const schema = first && "schema" in first ? (first.schema as { error?: unknown; enum?: unknown }) : undefined;
  if (typeof schema?.error === "string") return { field, message: schema.error };
  // TypeBox says "Expected kind 'UnionEnum'"; a person needs the values allowed.
  if (field && Array.isArray(schema?.enum)) {
    return { field, message: `${field}: must be one of ${schema.enum.map(String).join(", ")}` };
  }
  const summary = first && "summary" in first && first.summary ? String(first.summary) : first?.message;
  if (!field) return { message: summary ?? "The request is not valid." };
  return { field, message: `${field}: ${summary ?? "is not valid"}` };
}

/** The answer for any failure; `field` names the request field a validation error is about. */
interface Answer {
  status: number;
  code: ErrorCode;
  message: string;
  field?: string;
  retryAfter?: number;
}

const answer = (code: ErrorCode, message: string, extra: Partial<Answer> = {}): Answer => ({
  status: statusOf(code),
  code,
  message,
  ...extra,
});

const INTERNAL = answer("internal_error", "Something went wrong on our side. Please try again.");

/** What a failure means to the caller. Unknown failures are logged here, with the request id. */
async function classify(
  deps: Pick<AppDeps, "db" | "log">,
  code: unknown,
  error: unknown,
  request: Request,
  id: string,
): Promise<Answer> {
  if (await accountDeletedMeanwhile(deps.db, request, error)) {
    return answer("unauthorized", "This account has been deleted.");
  }
  // A body parser's own refusal (415, 413, too deep) arrives wrapped in Elysia's ParseError.
  const cause = code === "PARSE" ? (error as { cause?: unknown }).cause : undefined;
  const known = error instanceof ApiError ? error : cause instanceof ApiError ? cause : null;
  if (known) {
    return { ...answer(known.code, known.message), field: known.details?.field, retryAfter: known.details?.retryAfter };
  }
  if (code === "VALIDATION" && error instanceof ValidationError) {
    if (error.type === "response") {
      deps.log.error("response does not match its schema", { request_id: id, path: pathOf(request), error });
      return INTERNAL;
    }
    const { field, message } = describeValidation(error);
    return answer("validation_failed", message, { field });
  }
  if (code === "PARSE") return answer("invalid_json", "The request body could not be parsed.");
  if (code === "NOT_FOUND") return answer("not_found", "No such route.");
  if (code === "INVALID_COOKIE_SIGNATURE") return answer("validation_failed", "Invalid cookie.");
  if ((error as { status?: number } | null)?.status === 413) {
    return answer("payload_too_large", "The request body is too large.");
  }
  if (isForeignKeyViolation(error)) {
    return answer("conflict", "Something this request refers to was deleted meanwhile. Reload and try again.");
  }
  if (isDatabaseUnavailable(error)) {
    deps.log.warn("database unavailable", { request_id: id, path: pathOf(request), error });
    return answer("service_unavailable", "The service is briefly unavailable. Please try again in a few seconds.", {
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  }
  deps.log.error("unhandled error", { request_id: id, path: pathOf(request), error });
  return INTERNAL;
}

const pathOf = (request: Request) => new URL(request.url).pathname;

/**
 * The one error path: whatever failed, and in every mode, the answer is the error shape with the
 * request id and never a stack. If working out the answer fails too, it is a plain internal_error.
 */
export async function errorAnswer(
  deps: Pick<AppDeps, "db" | "log">,
  code: unknown,
  error: unknown,
  request: Request,
): Promise<Answer & { id: string }> {
  // A request that failed before the app saw it (see server.ts) is given its id here.
  const id = requestIds.get(request) ?? assignRequestId(request);
  try {
    return { ...(await classify(deps, code, error, request, id)), id };
  } catch (failure) {
    try {
      deps.log.error("error handler failed", { request_id: id, error: String(failure) });
    } catch {}
    return { ...INTERNAL, id };
  }
}

/** A failure as a Response, for the server's last line of defence (see server.ts). */
export async function errorResponse(
  deps: Pick<AppDeps, "db" | "log" | "config">,
  error: unknown,
  request: Request,
  headers: Record<string, string> = {},
): Promise<Response> {
  const a = await errorAnswer(deps, undefined, error, request);
  return Response.json(errorBody(deps.config.publicUrl, a.code, a.message, a.id, a.field), {
    status: a.status,
    headers: { ...headers, "x-request-id": a.id, ...(a.retryAfter ? { "retry-after": String(a.retryAfter) } : {}) },
  });
}

/**
 * Gives every response an `x-request-id` and turns every failure into the one error shape:
 * `{"error": {"code", "message", "request_id"}}`. Unknown failures are logged with the id and
 * answered as `internal_error` without internals. `isGated("POST /v1/tokens")` says whether a
 * route needs credentials (see gatedRoutes), so a body that cannot be parsed does not answer
 * before authentication does.
 */
export function errorHandling(
  deps: Pick<AppDeps, "db" | "log" | "config" | "now">,
  isGated: (route: string) => boolean = () => false,
) {
  const { log } = deps;
  const { maxBodyBytes, publicUrl } = deps.config;
  const body = (code: ErrorCode, message: string, requestId: string, field?: string) =>
    errorBody(publicUrl, code, message, requestId, field);
  return new Elysia({ name: "adlens.errors" })
    .onRequest(({ request, set }) => {
      const id = assignRequestId(request);
      set.headers["x-request-id"] = id;
      // A declared length is refused before a byte of the body is read; server.ts counts
      // chunked bodies, which declare none.
      const length = Number(request.headers.get("content-length") ?? 0);
      if (length > maxBodyBytes) {
        set.status = 413;
        return body("payload_too_large", tooLarge(maxBodyBytes), id);
      }
    })
    .onError({ as: "global" }, async ({ code, error, request, set, route }) => {
      await releaseFailedRequest(deps, request).catch((releaseError) =>
        log.warn("idempotency key not released", { request_id: requestIdOf(request), error: releaseError }),
      );
      // A body that cannot be parsed does not answer before authentication does.
      if (code === "PARSE" && isGated(`${request.method} ${route}`)) {
        const principal = await resolvePrincipal(deps, request.headers.get("authorization")).catch(() => null);
        if (!principal) {
          const id = requestIdOf(request);
          set.headers["x-request-id"] = id;
          set.status = statusOf("unauthorized");
          return body("unauthorized", UNAUTHORIZED, id);
        }
      }
      const a = await errorAnswer(deps, code, error, request);
      set.headers["x-request-id"] = a.id;
      if (a.retryAfter !== undefined) set.headers["retry-after"] = String(a.retryAfter);
      if (code === "NOT_FOUND" || !route) {
        // A Response, not an object: Elysia drops the object body of an answer given outside a
        // route (an unknown path, a request refused before routing) when any global mapResponse
        // hook exists (plugins/conditional.ts has one).
        return Response.json(body(a.code, a.message, a.id, a.field), {
          status: a.status,
          headers: { ...(set.headers as Record<string, string>), "content-type": "application/json" },
        });
      }
      set.status = a.status;
      return body(a.code, a.message, a.id, a.field);
    });
}
