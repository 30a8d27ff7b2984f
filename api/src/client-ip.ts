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
