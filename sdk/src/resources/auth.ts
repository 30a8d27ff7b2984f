import type { CallOptions, ClientContext } from "../context.ts";
import { normaliseSession, type Session } from "../session.ts";
import type { AuthChangeListener } from "../session-manager.ts";
import type { BodyOf, ResponseOf } from "../types.ts";

export type SignupInput = BodyOf<"/v1/auth/signup", "post", { email: string; password: string }>;
export type ResendInput = BodyOf<"/v1/auth/resend", "post", { email: string }>;
export type ConfirmInput = BodyOf<"/v1/auth/confirm", "post", { token: string }>;
export type LoginInput = BodyOf<"/v1/auth/login", "post", { email: string; password: string }>;
export type RecoverInput = BodyOf<"/v1/auth/recover", "post", { email: string }>;
export type ResetPasswordInput = BodyOf<"/v1/auth/reset-password", "post", { token: string; password: string }>;

type RawSession = Parameters<typeof normaliseSession>[0];

/** Sign-up, sign-in and the stored, auto-refreshed session. */
export class AuthResource {
  constructor(private readonly ctx: ClientContext) {}

  private issue(raw: RawSession, event: "SIGNED_IN" | "TOKEN_REFRESHED"): Session {
    return this.ctx.session.set(normaliseSession(raw, this.ctx.now()), event);
  }

  /** Creates an account and e-mails a confirmation link. No session until the link is followed. */
  signup(input: SignupInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/auth/signup", "post">>({
      method: "POST",
      path: "/v1/auth/signup",
      json: input,
      auth: false,
      ...opts,
    });
  }

  /** Sends the confirmation e-mail again. */
  resend(input: ResendInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/auth/resend", "post">>({
      method: "POST",
      path: "/v1/auth/resend",
      json: input,
      auth: false,
      ...opts,
    });
  }

  /** Confirms the e-mail address with the token from the link; signs the user in. */
  async confirm(input: ConfirmInput, opts?: CallOptions): Promise<Session> {
    const raw = await this.ctx.http.request<RawSession>({
      method: "POST",
      path: "/v1/auth/confirm",
      json: input,
      auth: false,
      ...opts,
    });
    return this.issue(raw, "SIGNED_IN");
  }

  /** Signs in with e-mail and password; the session is stored and kept fresh. */
  async login(input: LoginInput, opts?: CallOptions): Promise<Session> {
    const raw = await this.ctx.http.request<RawSession>({
      method: "POST",
      path: "/v1/auth/login",
      json: input,
      auth: false,
      // Signing in twice only creates a second session; safe to repeat after a network failure.
      idempotent: true,
      ...opts,
    });
    return this.issue(raw, "SIGNED_IN");
  }

  /** Rotates the stored refresh token now. Signs out (SIGNED_OUT) if the API refuses it. */
  refresh(): Promise<Session> {
    return this.ctx.session.refresh();
  }

  /** Revokes the session on the server and forgets it locally, even if the server is unreachable. */
  async logout(opts?: CallOptions): Promise<void> {
    const session = this.ctx.session.get();
    try {
      if (session) {
        await this.ctx.http.request<unknown>({
          method: "POST",
          path: "/v1/auth/logout",
          json: { refresh_token: session.refresh_token },
          ...opts,
        });
      }
    } finally {
      this.ctx.session.clear();
    }
  }

  /** E-mails a password-reset link. Answers the same whether or not the address has an account. */
  recover(input: RecoverInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/auth/recover", "post">>({
      method: "POST",
      path: "/v1/auth/recover",
      json: input,
      auth: false,
      ...opts,
    });
  }

  /** Sets a new password with the token from the reset e-mail. */
  resetPassword(input: ResetPasswordInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/auth/reset-password", "post">>({
      method: "POST",
      path: "/v1/auth/reset-password",
      json: input,
      auth: false,
      ...opts,
    });
  }

  /** The stored session, or null when signed out. */
  getSession(): Session | null {
    return this.ctx.session.get();
  }

  /** Adopts a session obtained elsewhere (e.g. tokens in a link) and emits SIGNED_IN. */
  setSession(session: RawSession): Session {
    return this.issue(session, "SIGNED_IN");
  }

  /** Calls `listener` on SIGNED_IN, TOKEN_REFRESHED and SIGNED_OUT; returns the unsubscribe function. */
  onChange(listener: AuthChangeListener): () => void {
    return this.ctx.session.onChange(listener);
  }
}
