import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { ApiError } from "../../errors.ts";
import { blockedAddressReason } from "./address.ts";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** DNS resolution, injectable so tests can stand in for a resolver answering private addresses. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchImageOptions {
  /** Hosts (or host:port) that may be reached although they are private or on other ports. */
  allowHosts: string[];
  maxBytes: number;
  /** Budget for the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects?: number;
  resolve?: Resolver;
}

export interface FetchedImage {
  bytes: Uint8Array;
  /** The last path segment of the final URL, for a default filename. */
  name: string;
}

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const notAllowed = (message: string) => new ApiError("url_not_allowed", message);
const failed = (message: string) => new ApiError("fetch_failed", message);

/**
 * Validates one hop and returns the one address the connection will go to. Shared with webhook
 * deliveries (`what` names the URL in messages): the same SSRF rules guard every outbound call.
 */
export async function checkTarget(
  url: URL,
  options: Pick<FetchImageOptions, "allowHosts" | "resolve">,
  deadline: number,
  what = "image URL",
): Promise<ResolvedAddress> {
  const What = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw notAllowed(`Only http and https ${what}s are allowed.`);
  }
  if (url.username || url.password) throw notAllowed(`${What}s must not contain credentials.`);
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const allowed = options.allowHosts.includes(host) || options.allowHosts.includes(url.host.toLowerCase());
  if (url.port !== "" && !allowed) throw notAllowed("Only the default ports (80 and 443) are allowed.");

  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(failed(`The ${what} took too long to answer.`)), deadline - Date.now());
    });
    try {
      addresses = await Promise.race([(options.resolve ?? systemResolver)(host).catch(() => []), timeout]);
    } finally {
      clearTimeout(timer);
    }
    if (addresses.length === 0) throw failed(`The host ${host} could not be resolved.`);
  }
  if (!allowed) {
    for (const { address } of addresses) {
      const reason = blockedAddressReason(address);
      if (reason) throw notAllowed(`The ${what} resolves to a ${reason} address, which is not allowed.`);
    }
  }
  return addresses[0] as ResolvedAddress;
}

/** Hands the socket the already-checked address instead of resolving the name again. */
export function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options?.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
}

type Hop = { kind: "redirect"; location: string } | { kind: "body"; bytes: Uint8Array };

/** One GET whose socket is pinned to the checked address, so DNS cannot change in between. */
function requestOnce(url: URL, target: ResolvedAddress, options: FetchImageOptions, deadline: number): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === "https:";
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const request = (secure ? https : http).request(
      {
        method: "GET",
        hostname: host,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        headers: { "user-agent": "AdLens/1.0 (image fetch)", accept: "image/jpeg,image/png,image/webp,image/*" },
        ...(secure && !isIP(host) ? { servername: host } : {}),
        lookup: pinnedLookup(target),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) && response.headers.location) {
          response.resume();
          resolve({ kind: "redirect", location: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(failed(`The image URL answered HTTP ${status}.`));
          return;
        }
        const tooLarge = () => new ApiError("payload_too_large", "The image at the URL is larger than 10 MB.");
        if (Number(response.headers["content-length"] ?? 0) > options.maxBytes) {
          request.destroy();
          reject(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        response.on("data", (chunk: Buffer) => {
          total += chunk.byteLength;
          if (total > options.maxBytes) {
            request.destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ kind: "body", bytes: new Uint8Array(Buffer.concat(chunks)) }));
        response.on("error", () => reject(failed("The image download was interrupted.")));
      },
    );
    const timer = setTimeout(
      () => {
        request.destroy();
        reject(failed("The image URL took too long to answer."));
      },
      Math.max(0, deadline - Date.now()),
    );
    request.on("close", () => clearTimeout(timer));
    request.on("error", () => reject(failed("The image URL could not be reached.")));
    request.end();
  });
}

/**
 * Downloads an image for analysis without becoming an SSRF proxy: every hop is checked
 * (scheme, port, every resolved address) and connected to the address that was checked;
 * redirects are followed by hand; size and total time are bounded.
 */
export async function fetchImage(rawUrl: string, options: FetchImageOptions): Promise<FetchedImage> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ApiError("validation_failed", "image_url must be an absolute http(s) URL.", { field: "image_url" });
  }
  const deadline = Date.now() + options.timeoutMs;
  const maxRedirects = options.maxRedirects ?? 3;
  for (let hop = 0; ; hop++) {
    const target = await checkTarget(url, options, deadline);
    const result = await requestOnce(url, target, options, deadline);
    if (result.kind === "body") {
      const last = url.pathname.split("/").filter(Boolean).pop() ?? "";
      return { bytes: result.bytes, name: safeDecode(last) };
    }
    if (hop >= maxRedirects) throw failed(`The image URL redirected more than ${maxRedirects} times.`);
    try {
      url = new URL(result.location, url);
    } catch {
      throw failed("The image URL redirected to an invalid location.");
    }
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
