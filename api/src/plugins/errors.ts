import { type Db, isDatabaseUnavailable } from "@adlens/db";
import { Elysia, ValidationError } from "elysia";
import type { AppDeps } from "../deps.ts";
import { ApiError, type ErrorCode, statusOf } from "../errors.ts";
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
export function payloadTooLargeResponse(request: Request, maxBodyBytes: number, headers: Record<string, string>) {
  const id = assignRequestId(request);
  return Response.json(body("payload_too_large", tooLarge(maxBodyBytes), id), {
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

function body(code: ErrorCode, message: string, requestId: string, field?: string) {
  return { error: { code, message, request_id: requestId, ...(field ? { field } : {}) } };
}

function describeValidation(error: ValidationError): { field?: string; message: string } {
  const first = error.all[0];
  const rawPath = first && "path" in first ? String(first.path) : "";
  // As the request spells it: `images[0].image_url`, not the JSON pointer `/images/0/image_url`.
  const field =
    rawPath
      .replace(/^\//, "")
      .split("/")
      .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
      .join("") || undefined;
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
  const { maxBodyBytes } = deps.config;
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
      const id = requestIdOf(request);
      set.headers["x-request-id"] = id;
      await releaseFailedRequest(deps, request).catch((releaseError) =>
        log.warn("idempotency key not released", { request_id: id, error: releaseError }),
      );
      if (await accountDeletedMeanwhile(deps.db, request, error)) {
        set.status = statusOf("unauthorized");
        return body("unauthorized", "This account has been deleted.", id);
      }
      if (error instanceof ApiError) {
        set.status = error.status;
        if (error.details?.retryAfter !== undefined) set.headers["retry-after"] = String(error.details.retryAfter);
        return body(error.code, error.message, id, error.details?.field);
      }
      if (code === "VALIDATION" && error instanceof ValidationError) {
        const { field, message } = describeValidation(error);
        set.status = 400;
        return body("validation_failed", message, id, field);
      }
      if (code === "PARSE") {
        const gated = isGated(`${request.method} ${route}`);
        if (gated && !(await resolvePrincipal(deps, request.headers.get("authorization")))) {
          set.status = statusOf("unauthorized");
          return body("unauthorized", UNAUTHORIZED, id);
        }
        set.status = 400;
        return body("invalid_json", "The request body could not be parsed.", id);
      }
      if (code === "NOT_FOUND") {
        // A Response, not an object: Elysia drops an unknown route's object body when any global
        // mapResponse hook exists (plugins/conditional.ts has one).
        return Response.json(body("not_found", "No such route.", id), {
          status: 404,
          headers: { "x-request-id": id },
        });
      }
      if (code === "INVALID_COOKIE_SIGNATURE") {
        set.status = 400;
        return body("validation_failed", "Invalid cookie.", id);
      }
      const status = (error as { status?: number }).status;
      if (status === 413) {
        set.status = 413;
        return body("payload_too_large", "The request body is too large.", id);
      }
      if (isForeignKeyViolation(error)) {
        set.status = statusOf("conflict");
        return body("conflict", "Something this request refers to was deleted meanwhile. Reload and try again.", id);
      }
      if (isDatabaseUnavailable(error)) {
        log.warn("database unavailable", { request_id: id, path: new URL(request.url).pathname, error });
        set.status = statusOf("service_unavailable");
        set.headers["retry-after"] = String(UNAVAILABLE_RETRY_AFTER_SECONDS);
        return body(
          "service_unavailable",
          "The service is briefly unavailable. Please try again in a few seconds.",
          id,
        );
      }
      log.error("unhandled error", { request_id: id, path: new URL(request.url).pathname, error });
      set.status = statusOf("internal_error");
      return body("internal_error", "Something went wrong on our side. Please try again.", id);
    });
}
