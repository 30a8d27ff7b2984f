import { Elysia, ValidationError } from "elysia";
import { ApiError, type ErrorCode, statusOf } from "../errors.ts";
import type { Logger } from "../log.ts";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
const requestIds = new WeakMap<Request, string>();

export function requestIdOf(request: Request): string {
  return requestIds.get(request) ?? "unknown";
}

function body(code: ErrorCode, message: string, requestId: string, field?: string) {
  return { error: { code, message, request_id: requestId, ...(field ? { field } : {}) } };
}

function describeValidation(error: ValidationError): { field?: string; message: string } {
  const first = error.all[0];
  const rawPath = first && "path" in first ? String(first.path) : "";
  const field = rawPath.replace(/^\//, "").replaceAll("/", ".") || undefined;
  const custom = first && "schema" in first ? (first.schema as { error?: unknown }).error : undefined;
  if (typeof custom === "string") return { field, message: custom };
  const summary = first && "summary" in first && first.summary ? String(first.summary) : first?.message;
  if (!field) return { message: summary ?? "The request is not valid." };
  return { field, message: `${field}: ${summary ?? "is not valid"}` };
}

/**
 * Gives every response an `x-request-id` and turns every failure into the one error shape:
 * `{"error": {"code", "message", "request_id"}}`. Unknown failures are logged with the id and
 * answered as `internal_error` without internals.
 */
export function errorHandling(log: Logger, maxBodyBytes: number) {
  return new Elysia({ name: "adlens.errors" })
    .onRequest(({ request, set }) => {
      const incoming = request.headers.get("x-request-id");
      const id = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
      requestIds.set(request, id);
      set.headers["x-request-id"] = id;
      set.headers["x-content-type-options"] = "nosniff";
      // Bun enforces maxRequestBodySize on the socket; this also covers app.handle() and
      // honest clients that declare an oversized body up front.
      const length = Number(request.headers.get("content-length") ?? 0);
      if (length > maxBodyBytes) {
        set.status = 413;
        return body("payload_too_large", `The request body is larger than ${maxBodyBytes} bytes.`, id);
      }
    })
    .onError({ as: "global" }, ({ code, error, request, set }) => {
      const id = requestIdOf(request);
      set.headers["x-request-id"] = id;
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
        set.status = 400;
        return body("invalid_json", "The request body could not be parsed.", id);
      }
      if (code === "NOT_FOUND") {
        set.status = 404;
        return body("not_found", "No such route.", id);
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
      log.error("unhandled error", { request_id: id, path: new URL(request.url).pathname, error });
      set.status = statusOf("internal_error");
      return body("internal_error", "Something went wrong on our side. Please try again.", id);
    });
}
