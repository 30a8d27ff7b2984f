/** Socket-level failures reaching the server: refused, reset, timed out, unresolvable. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs that say the server cannot serve right now rather than that the query was wrong:
 * class 08 (connection exception), 53 (insufficient resources: too many connections, disk
 * full), 57P01–57P03 (shutting down, crashed, starting up) and 58 (I/O error).
 */
function unavailableState(code: string): boolean {
  return /^(08|53|58)/.test(code) || code === "57P01" || code === "57P02" || code === "57P03";
}

/**
 * What node-postgres and PGlite say when the connection or the embedded engine is gone; neither
 * gives these a code. Kysely's own message covers a request that outlives the shutdown.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /not queryable/,
  /^Cannot use a pool after calling end/,
  /^PGlite is clos(ed|ing)$/,
  /^PGlite failed to initialize/,
  /^driver has already been destroyed$/,
];

/**
 * True when `error` means the database is unreachable or down, from node-postgres or PGlite,
 * as opposed to a failing query. Callers answer 503 and expect the next attempt to succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || unavailableState(code))) return true;
    // An aborted WebAssembly instance is PGlite's engine crashing; it cannot answer again.
    if (e instanceof WebAssembly.RuntimeError) return true;
    const { message } = e;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    e = e.cause;
  }
  return false;
}
