import type { ResponseOf } from "./types.ts";

type LoginResponse = ResponseOf<"/v1/auth/login", "post">;

/** The signed-in user carried in a session, as the API describes it. */
export type SessionUser = LoginResponse extends { user: infer U } ? U : { id: string; email: string };

/** A signed-in session (spec 01 §3). `expires_at` is in seconds since the epoch. */
export interface Session {
  access_token: string;
  refresh_token: string;
  /** Lifetime of the access token in seconds, as issued. */
  expires_in: number;
  /** When the access token expires, in seconds since the epoch. */
  expires_at: number;
  token_type: string;
  user: SessionUser;
}

export type AuthChangeEvent = "SIGNED_IN" | "SIGNED_OUT" | "TOKEN_REFRESHED";

/**
 * Where a client keeps its session. Synchronous so `auth.getSession()` can answer at once
 * (browsers' localStorage is synchronous too). `subscribe` lets a store report changes made
 * elsewhere, e.g. another browser tab signing out.
 */
export interface SessionStorage {
  get(): Session | null;
  set(session: Session | null): void;
  subscribe?(listener: (session: Session | null) => void): () => void;
}

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (value && typeof value.access_token === "string" && typeof value.refresh_token === "string") {
      return value as Session;
    }
  } catch {
    // A corrupt entry (hand-edited, truncated) is treated as signed out rather than crashing the app.
  }
  return null;
}

/** Keeps the session in memory only: tests, scripts, server-side use. */
export function memorySession(initial: Session | null = null): SessionStorage {
  let current = initial;
  return {
    get: () => current,
    set(session) {
      current = session;
    },
  };
}

/**
 * Keeps the session in the browser's localStorage under `key`, shared by every tab of the
 * origin. Falls back to memory where localStorage is missing or blocked (private mode, SSR).
 */
export function localStorageSession(key = "adlens.session"): SessionStorage {
  const store = typeof globalThis.localStorage === "undefined" ? undefined : globalThis.localStorage;
  if (!store) return memorySession();
  return {
    get: () => parseSession(store.getItem(key)),
    set(session) {
      try {
        if (session) store.setItem(key, JSON.stringify(session));
        else store.removeItem(key);
      } catch {
        // Quota or privacy-mode failures leave the previous value; the in-flight session still works.
      }
    },
    subscribe(listener) {
      if (typeof globalThis.addEventListener !== "function") return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener(parseSession(event.newValue));
      };
      globalThis.addEventListener("storage", onStorage);
      return () => globalThis.removeEventListener("storage", onStorage);
    },
  };
}

/** Fills `expires_at` from `expires_in` when the API left it out. */
export function normaliseSession(raw: Omit<Session, "expires_at"> & { expires_at?: number }, nowMs: number): Session {
  const expiresAt = typeof raw.expires_at === "number" ? raw.expires_at : Math.floor(nowMs / 1000) + raw.expires_in;
  return { ...raw, expires_at: expiresAt };
}
