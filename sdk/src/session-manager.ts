import { AdLensError, adLensError } from "./errors.ts";
import type { AuthChangeEvent, Session, SessionStorage } from "./session.ts";

export type AuthChangeListener = (event: AuthChangeEvent, session: Session | null) => void;

/** Refresh when the access token has less than this left (spec 01 §9: three 30 s ticks). */
export const REFRESH_MARGIN_MS = 90_000;
/** How often browsers check the session in the background (spec 01 §9). */
export const AUTO_REFRESH_TICK_MS = 30_000;

/**
 * Owns the stored session: hands out a fresh access token (refreshing first when it is within
 * 90 s of expiry, one refresh at a time however many requests wait on it), reports changes to
 * `onChange` listeners, and signs out when the API refuses the refresh token.
 */
export class SessionManager {
  private readonly listeners = new Set<AuthChangeListener>();
  private refreshing: Promise<Session> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private unsubscribeStorage: (() => void) | undefined;
  /** Whose session we last reported, to tell another tab's refresh from another user's sign-in. */
  private knownUserId: string | null;

  constructor(
    private readonly storage: SessionStorage,
    private readonly options: {
      now: () => number;
      staticToken?: string;
      refresh: (refreshToken: string) => Promise<Session>;
    },
  ) {
    this.knownUserId = storage.get()?.user.id ?? null;
    this.unsubscribeStorage = storage.subscribe?.((next) => this.onExternalChange(next));
  }

  get(): Session | null {
    return this.storage.get();
  }

  /** Stores a session the API just issued and tells listeners. */
  set(session: Session, event: "SIGNED_IN" | "TOKEN_REFRESHED"): Session {
    this.storage.set(session);
    this.knownUserId = session.user.id;
    this.emit(event, session);
    return session;
  }

  /** Forgets the session; listeners hear SIGNED_OUT only if there was one. */
  clear(): void {
    const had = this.storage.get() !== null;
    this.storage.set(null);
    this.knownUserId = null;
    if (had) this.emit("SIGNED_OUT", null);
  }

  onChange(listener: AuthChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: AuthChangeEvent, session: Session | null): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event, session);
      } catch {
        // One faulty listener must not stop the others or break the request that triggered it.
      }
    }
  }

  private onExternalChange(next: Session | null): void {
    const previous = this.knownUserId;
    this.knownUserId = next?.user.id ?? null;
    if (!next) {
      if (previous !== null) this.emit("SIGNED_OUT", null);
    } else this.emit(previous === next.user.id ? "TOKEN_REFRESHED" : "SIGNED_IN", next);
  }

  private expiresSoon(session: Session): boolean {
    return session.expires_at * 1000 - this.options.now() < REFRESH_MARGIN_MS;
  }

  /** The bearer token for the next request: the session's (refreshed if due) or the static token. */
  async accessToken(): Promise<string | null> {
    const session = this.storage.get();
    if (!session) return this.options.staticToken ?? null;
    if (!this.expiresSoon(session)) return session.access_token;
    try {
      return (await this.refresh()).access_token;
    } catch (error) {
      // A network blip while the token still has a few seconds left should not fail the call.
      const current = this.storage.get();
      if (current && current.expires_at * 1000 > this.options.now()) return current.access_token;
      if (!current) return this.options.staticToken ?? null;
      throw error;
    }
  }

  /**
   * Exchanges the stored refresh token for a new session. When the API refuses it (revoked,
   * reused, expired) the session is cleared and listeners hear SIGNED_OUT; network and server
   * failures leave the session in place so a later attempt can succeed.
   */
  refresh(): Promise<Session> {
    if (this.refreshing) return this.refreshing;
    const session = this.storage.get();
    if (!session) {
      return Promise.reject(
        adLensError({ status: 401, code: "unauthorized", message: "There is no session to refresh." }),
      );
    }
    this.refreshing = this.options
      .refresh(session.refresh_token)
      .then((next) => this.set(next, "TOKEN_REFRESHED"))
      .catch((error: unknown) => {
        if (error instanceof AdLensError && error.status >= 400 && error.status < 500 && error.status !== 429) {
          this.clear();
        }
        throw error;
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  /** On a 401: refresh once if the failed token is the session's; true means "retry the request". */
  async handleUnauthorized(failedToken: string): Promise<boolean> {
    const session = this.storage.get();
    if (!session) return false;
    if (session.access_token !== failedToken) return true;
    try {
      await this.refresh();
      return true;
    } catch {
      return false;
    }
  }

  /** Browsers: check every 30 s so an idle tab keeps its session alive. */
  startAutoRefresh(intervalMs = AUTO_REFRESH_TICK_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      const session = this.storage.get();
      if (session && this.expiresSoon(session)) this.refresh().catch(() => {});
    }, intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.unsubscribeStorage?.();
    this.unsubscribeStorage = undefined;
  }
}
