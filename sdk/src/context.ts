import type { Transport } from "./http.ts";
import type { SessionManager } from "./session-manager.ts";

/** What every resource needs: the transport and the session. */
export interface ClientContext {
  http: Transport;
  session: SessionManager;
  now: () => number;
}

/** Per-call options every method accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}
