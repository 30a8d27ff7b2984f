import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, QueryOf, ResponseOf } from "../types.ts";

export type CreateWebhookInput = BodyOf<"/v1/webhooks", "post", { url: string; events: string[] }>;
export type ListDeliveriesParams = QueryOf<"/v1/webhooks/{id}/deliveries", "get", { limit?: number; cursor?: string }>;

export interface VerifyOptions {
  /** How old a signature may be, in seconds, before it counts as a replay. Default 300. */
  toleranceSeconds?: number;
  /** The current time in epoch milliseconds. Default Date.now(). */
  now?: number;
}

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares without stopping at the first difference, so timing says nothing about the secret. */
function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks an `AdLens-Signature` header (`t=<unix seconds>,v1=<hex>`) against the raw request body
 * and the endpoint's secret: the HMAC-SHA256 of `<t>.<body>` must match and `t` must be recent.
 * Pass the body exactly as received (before any JSON parsing). Works in Node, Bun, Deno and
 * browsers (Web Crypto).
 */
export async function verifyWebhook(
  signature: string | null | undefined,
  body: string | Uint8Array,
  secret: string,
  options: VerifyOptions = {},
): Promise<boolean> {
  if (!signature || !secret) return false;
  const parts = new Map<string, string>();
  for (const part of signature.split(",")) {
    const at = part.indexOf("=");
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const now = (options.now ?? Date.now()) / 1000;
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const text = typeof body === "string" ? body : new TextDecoder().decode(body);
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const expected = hex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${text}`)));
  return equalInConstantTime(expected, given);
}

/** Webhook endpoints (Pro and Enterprise), their delivery logs, and signature verification. */
export class WebhooksResource {
  constructor(private readonly ctx: ClientContext) {}

  /** Registers an endpoint; the response's `secret` is shown only this once. */
  create(input: CreateWebhookInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/webhooks", "post">>({
      method: "POST",
      path: "/v1/webhooks",
      json: input,
      ...opts,
    });
  }

  list(opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/webhooks", "get">>({ method: "GET", path: "/v1/webhooks", ...opts });
  }

  delete(id: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/webhooks/{id}", "delete">>({
      method: "DELETE",
      path: `/v1/webhooks/${encodeURIComponent(id)}`,
      ...opts,
    });
  }

  /** Replaces the endpoint's signing secret; the response's `secret` is shown only this once. */
  rotateSecret(id: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/webhooks/{id}/rotate-secret", "post">>({
      method: "POST",
      path: `/v1/webhooks/${encodeURIComponent(id)}/rotate-secret`,
      ...opts,
    });
  }

  /** Sends a signed `ping` to the endpoint now; it shows in `deliveries()` like any event. */
  test(id: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/webhooks/{id}/test", "post">>({
      method: "POST",
      path: `/v1/webhooks/${encodeURIComponent(id)}/test`,
      ...opts,
    });
  }

  deliveries(id: string, params: ListDeliveriesParams = {} as ListDeliveriesParams, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/webhooks/{id}/deliveries", "get">>({
      method: "GET",
      path: `/v1/webhooks/${encodeURIComponent(id)}/deliveries`,
      query: params as Record<string, string | number | undefined>,
      ...opts,
    });
  }

  /** See `verifyWebhook`: true when `signature` is a fresh, valid signature of `body`. */
  verify(signature: string | null | undefined, body: string | Uint8Array, secret: string, options?: VerifyOptions) {
    return verifyWebhook(signature, body, secret, options);
  }
}
