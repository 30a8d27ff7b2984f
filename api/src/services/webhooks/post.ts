import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { Config } from "../../config.ts";
import { ApiError } from "../../errors.ts";
import { checkTarget, pinnedLookup, type Resolver } from "../fetch/fetch-image.ts";

export interface WebhookTargetOptions {
  allowHosts: string[];
  /** Plain http is only for test receivers; real endpoints must be https. */
  allowHttp: boolean;
  resolve?: Resolver;
}

/**
 * Loopback and private receivers are reachable only for named hosts: in tests those of
 * FETCH_ALLOW_HOSTS, on a development instance those of WEBHOOK_DEV_HOSTS (which the config
 * refuses in production). Everywhere else the SSRF rules of image fetching apply in full.
 */
export function webhookTargetOptions(config: Config): WebhookTargetOptions {
  if (config.env === "test") return { allowHosts: config.fetchAllowHosts, allowHttp: true };
  if (config.webhookDevHosts.length > 0) return { allowHosts: config.webhookDevHosts, allowHttp: true };
  return { allowHosts: [], allowHttp: false };
}

/** Characters RFC 3986 allows in a path, query or fragment, besides `%XX` escapes. */
const NOT_URI = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%(?![0-9A-Fa-f]{2})/g;
const escapeUri = (part: string) => part.replace(NOT_URI, (c) => (c === "%" ? "%25" : encodeURIComponent(c)));

/**
 * A webhook URL as it is stored and shown: the WHATWG parse (a backslash is a slash, the host in
 * ASCII), with whatever that leaves outside RFC 3986 (`|`, `[`, a stray `%`, …) escaped, so the
 * stored text is the URL deliveries go to and always passes the `format: uri` of the responses.
 */
export function canonicalWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError("validation_failed", "url: must be an absolute https URL", { field: "url" });
  }
  if (url.username || url.password) throw new ApiError("url_not_allowed", "Webhook URLs must not contain credentials.");
  return new URL(
    `${url.protocol}//${url.host}${escapeUri(url.pathname)}${escapeUri(url.search)}${url.hash && `#${escapeUri(url.hash.slice(1))}`}`,
  );
}

/** Parses and checks a webhook URL (scheme, credentials, port, resolved addresses). */
export async function checkWebhookUrl(raw: string, options: WebhookTargetOptions, timeoutMs = 5_000) {
  const url = canonicalWebhookUrl(raw);
  if (url.protocol !== "https:" && !(options.allowHttp && url.protocol === "http:")) {
    throw new ApiError("url_not_allowed", "Webhook URLs must use https.");
  }
  const target = await checkTarget(url, options, Date.now() + timeoutMs, "webhook URL");
  return { url, target };
}

export interface PostOutcome {
  status: number;
}

/**
 * One POST of a delivery, its socket pinned to the address just checked (no DNS rebinding).
 * Redirects are not followed: a receiver answers for itself. The response body is discarded.
 */
export async function postWebhook(
  raw: string,
  body: string,
  headers: Record<string, string>,
  options: WebhookTargetOptions & { timeoutMs: number },
): Promise<PostOutcome> {
  const { url, target } = await checkWebhookUrl(raw, options, options.timeoutMs);
  return new Promise((resolve, reject) => {
    const secure = url.protocol === "https:";
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const request = (secure ? https : http).request(
      {
        method: "POST",
        hostname: host,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "AdLens-Webhooks/1.0",
        },
        ...(secure && !isIP(host) ? { servername: host } : {}),
        lookup: pinnedLookup(target),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", () => reject(new ApiError("fetch_failed", "The receiver's answer was interrupted.")));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      reject(new ApiError("fetch_failed", `The receiver did not answer within ${options.timeoutMs / 1000} s.`));
    }, options.timeoutMs);
    request.on("error", (error) => reject(new ApiError("fetch_failed", `Could not connect: ${error.message}`)));
    request.on("close", () => clearTimeout(timer));
    request.end(body);
  });
}
