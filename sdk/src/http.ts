import { AdLensError, adLensError, codeForStatus } from "./errors.ts";
import type { ApiErrorBody } from "./types.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestSpec {
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Marks a POST whose repetition is harmless (it changes nothing, or changes it the same way),
   * so it may be retried after a 5xx or a network failure like GET and DELETE are.
   */
  idempotent?: boolean;
  /**
   * Sent as `Idempotency-Key` on every attempt of a POST that creates or charges: the API answers
   * a retry with the first attempt's answer instead of creating (and counting) again, so such a
   * POST may be retried too.
   */
  idempotencyKey?: string;
  /** Send the bearer token (default true). Sign-in calls turn it off. */
  auth?: boolean;
  /** `file`: a File named as the server's Content-Disposition names it. */
  responseType?: "json" | "text" | "blob" | "file";
}

export interface TransportOptions {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  maxRetries: number;
  /** Longest `Retry-After` we are willing to sleep through; longer waits fail at once. */
  maxRetryAfterMs: number;
  /** The bearer token for the next request, refreshed first when it is about to expire. */
  token: () => Promise<string | null>;
  /** Called once per request on a 401; returns true when new credentials are worth a retry. */
  onUnauthorized: (failedToken: string) => Promise<boolean>;
  /** The workspace to work in (sent as X-Workspace-Id); null for the personal workspace. */
  workspace?: () => string | null;
}

const IDEMPOTENT_METHODS = new Set<HttpMethod>(["GET", "PUT", "DELETE"]);
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

/** Exponential backoff with "equal jitter": half the window fixed, half random, capped. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const window = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return window / 2 + random() * (window / 2);
}

/** Seconds from a `Retry-After` header (delta-seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, (date - now) / 1000);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Who answered, for messages about answers that are not the API's: the content type, the
 * `server` header and the body's first characters (a web server's or a proxy's page says which).
 */
function describeAnswer(response: Response, text: string): string {
  const type = response.headers.get("content-type")?.split(";")[0] || "no content type";
  const server = response.headers.get("server");
  const flat = text.replace(/\s+/g, " ").trim();
  const snippet = flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
  return `HTTP ${response.status} with ${type}${server ? ` from ${server}` : ""}${snippet ? ` ("${snippet}")` : ""}`;
}

async function errorFrom(response: Response, target: string): Promise<AdLensError> {
  const requestId = response.headers.get("x-request-id");
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
  const text = await response.text().catch(() => "");
  let body: Partial<ApiErrorBody> | undefined;
  try {
    body = JSON.parse(text) as Partial<ApiErrorBody>;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  if (error && typeof error.code === "string" && typeof error.message === "string") {
    return adLensError({
      status: response.status,
      code: error.code,
      message: error.message,
      requestId: error.request_id ?? requestId,
      field: error.field,
      retryAfter,
      docUrl: error.doc_url,
    });
  }
  return adLensError({
    status: response.status,
    code: codeForStatus(response.status),
    message: `${target} answered ${describeAnswer(response, text)}, not an AdLens API error.`,
    requestId,
    retryAfter,
  });
}

/**
 * The one place requests leave the SDK: auth header, timeout, caller's AbortSignal, retries.
 *
 * Retry policy: a 429 `rate_limited` is always retried (the API refused before doing any work),
 * honouring `Retry-After`; `quota_exceeded` never is (the quota resets monthly). 5xx answers and
 * network failures are retried only for GET/PUT/DELETE and POSTs marked `idempotent`, because
 * repeating e.g. an analysis upload could analyse (and bill) an image twice.
 */
/** The file name a Content-Disposition header gives: its UTF-8 `filename*`, else its plain `filename`. */
function dispositionFilename(header: string | null): string | undefined {
  const extended = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {}
  }
  return header?.match(/filename="([^"]*)"/i)?.[1] ?? undefined;
}

export class Transport {
  constructor(private readonly options: TransportOptions) {}

  url(path: string, query?: Record<string, QueryValue>): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const qs = search.toString();
    return `${this.options.baseUrl.replace(/\/+$/, "")}${path}${qs ? `?${qs}` : ""}`;
  }

  async request<T>(spec: RequestSpec): Promise<T> {
    const response = await this.send(spec);
    if (response.status === 204) return undefined as T;
    const type = spec.responseType ?? "json";
    if (type === "text") return (await response.text()) as T;
    if (type === "blob") return (await response.blob()) as T;
    if (type === "file") {
      const blob = await response.blob();
      return new File([blob], dispositionFilename(response.headers.get("content-disposition")) ?? "download", {
        type: blob.type,
      }) as T;
    }
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw adLensError({
        status: response.status,
        code: "unexpected_response",
        message: `${this.target(spec)} answered ${describeAnswer(response, text)}, not the AdLens API's JSON.`,
        requestId: response.headers.get("x-request-id"),
      });
    }
  }

  /** "GET http://host/v1/me": the request as messages name it (no query: it may hold search text). */
  private target(spec: RequestSpec): string {
    return `${spec.method} ${this.url(spec.path)}`;
  }

  private retryable(spec: RequestSpec, error: AdLensError): boolean {
    if (error.status === 429) return error.code !== "quota_exceeded";
    const idempotent =
      IDEMPOTENT_METHODS.has(spec.method) || spec.idempotent === true || spec.idempotencyKey !== undefined;
    if (!idempotent) return false;
    return error.status === 0 || error.status >= 500;
  }

  private async send(spec: RequestSpec): Promise<Response> {
    const { maxRetries, maxRetryAfterMs } = this.options;
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const token = spec.auth === false ? null : await this.options.token();
      let error: AdLensError;
      try {
        const response = await this.attempt(spec, token);
        if (response.ok) return response;
        error = await errorFrom(response, this.target(spec));
      } catch (cause) {
        if (spec.signal?.aborted) throw spec.signal.reason;
        error =
          cause instanceof AdLensError
            ? cause
            : adLensError({
                status: 0,
                code: "network_error",
                message: `Could not reach ${this.target(spec)}: ${networkReason(cause)}.`,
                cause,
              });
      }
      if (error.status === 401 && token && !refreshed && (await this.options.onUnauthorized(token))) {
        refreshed = true;
        attempt--;
        continue;
      }
      if (attempt >= maxRetries || !this.retryable(spec, error)) throw error;
      const delay = error.retryAfter !== undefined ? error.retryAfter * 1000 : backoffDelay(attempt);
      if (delay > maxRetryAfterMs) throw error;
      await sleep(delay, spec.signal);
    }
  }

  private async attempt(spec: RequestSpec, token: string | null): Promise<Response> {
    const headers = new Headers({
      accept: spec.responseType === "json" || !spec.responseType ? "application/json" : "*/*",
    });
    if (token) headers.set("authorization", `Bearer ${token}`);
    if (spec.idempotencyKey) headers.set("idempotency-key", spec.idempotencyKey);
    const workspace = spec.auth === false ? null : (this.options.workspace?.() ?? null);
    if (workspace) headers.set("x-workspace-id", workspace);
    let body: BodyInit | undefined;
    if (spec.form) body = spec.form;
    else if (spec.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(spec.json);
    }
    const controller = new AbortController();
    const timeoutMs = spec.timeoutMs ?? this.options.timeoutMs;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(spec.signal?.reason);
    if (spec.signal?.aborted) onAbort();
    spec.signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const response = await this.options.fetch(this.url(spec.path, spec.query), {
        method: spec.method,
        headers,
        body,
        signal: controller.signal,
      });
      // Reading the body inside the timer makes the timeout cover slow bodies, not just headers.
      const buffer = await response.arrayBuffer();
      const empty = response.status === 204 || response.status === 304;
      return new Response(empty ? null : buffer, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (cause) {
      if (timedOut) {
        throw adLensError({
          status: 0,
          code: "timeout",
          message: `${spec.method} ${spec.path} did not answer within ${timeoutMs} ms.`,
          cause,
        });
      }
      throw cause;
    } finally {
      clearTimeout(timer);
      spec.signal?.removeEventListener("abort", onAbort);
    }
  }
}

/** Plain words for the usual reasons a connection fails, from Node's (undici) and Bun's codes. */
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused (nothing is listening there)",
  ConnectionRefused: "connection refused (nothing is listening there)",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found (DNS lookup failed)",
  ECONNRESET: "the connection was reset",
  ConnectionClosed: "the connection closed before an answer",
  UND_ERR_SOCKET: "the connection closed before an answer",
  ETIMEDOUT: "the connection timed out",
  UND_ERR_CONNECT_TIMEOUT: "the connection timed out",
  EPROTO: "the TLS handshake failed (does the server speak https on that port?)",
  ERR_SSL_WRONG_VERSION_NUMBER: "the TLS handshake failed (does the server speak https on that port?)",
};

function networkReason(cause: unknown): string {
  const errors = [cause, cause instanceof Error ? cause.cause : undefined].filter((e) => e instanceof Error);
  for (const error of errors) {
    const code = (error as Error & { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_REASONS[code]) return NETWORK_REASONS[code];
  }
  // undici wraps the useful message in `cause`; Bun puts it on the error itself.
  return (errors.at(-1) as Error | undefined)?.message || "no answer";
}
