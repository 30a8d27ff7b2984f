import { isIP } from "node:net";
import type { Server } from "elysia/universal";

/**
 * The caller's IP for rate limiting. X-Forwarded-For is believed only when TRUST_PROXY is set
 * (behind our own proxy); otherwise a client could pick its own rate-limit bucket.
 */
export function clientIp(request: Request, server: Server | null, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return server?.requestIP(request)?.address ?? "unknown";
}

/** What a new session records about the client that created it. */
export function clientInfo(request: Request, server: Server | null, trustProxy: boolean) {
  return { userAgent: request.headers.get("user-agent"), ip: clientIp(request, server, trustProxy) };
}

/**
 * The bucket an address is rate-limited in: an IPv4 address alone (also when written IPv4-mapped),
 * an IPv6 address by its /64, the smallest block one subscriber is given: anyone holding one
 * can rotate through its 2^64 addresses freely.
 */
export function rateLimitBucket(ip: string): string {
  const bare = ip.split("%")[0] ?? ip;
  const mapped = bare.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return mapped;
  if (isIP(bare) !== 6) return bare;
  const [head = "", tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = bare.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
