import { Elysia } from "elysia";
import type { Config } from "../config.ts";

/**
 * Strict-Transport-Security for production instances (HSTS_MAX_AGE, 0 turns it off). Browsers
 * ignore it over plain HTTP, so it only takes effect once the instance is served over HTTPS.
 */
export function hstsHeader(config: Pick<Config, "isProduction" | "hstsMaxAge">): string | null {
  return config.isProduction && config.hstsMaxAge > 0 ? `max-age=${config.hstsMaxAge}` : null;
}

/** Headers every API response carries, errors included. Registered before anything may answer. */
export function securityHeaders(config: Config) {
  const hsts = hstsHeader(config);
  return new Elysia({ name: "adlens.security" }).onRequest(({ set }) => {
    set.headers["x-content-type-options"] = "nosniff";
    if (hsts) set.headers["strict-transport-security"] = hsts;
  });
}
