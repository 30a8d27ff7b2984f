import type { Db } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "./access-token.ts";
import { randomToken, sha256 } from "./secrets.ts";
import { findUserById, type PublicUser, publicUser } from "./users.ts";

/** A login lasts at most 30 days however often it is refreshed; then the user signs in again. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/**
 * A rotated refresh token still works this long after its rotation, so two tabs refreshing at
 * the same moment both succeed; after it, presenting it again is treated as theft.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export interface SessionObject {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: "bearer";
  user: PublicUser;
}

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

type SessionDeps = Pick<AppDeps, "db" | "config" | "now">;

async function issueRefreshToken(db: Db, sessionId: string): Promise<string> {
  const token = randomToken(32);
  await db
    .insertInto("refresh_tokens")
    .values({ session_id: sessionId, token_hash: sha256(token) })
    .execute();
  return token;
}

async function sessionObject(deps: SessionDeps, userId: string, sessionId: string, refreshToken: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError("invalid_token", "This account no longer exists.");
  const { token, expiresAt } = await signAccessToken(deps.config.jwtSecret, { userId, sessionId }, deps.now());
  return {
    access_token: token,
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    token_type: "bearer",
    user: publicUser(user),
  } satisfies SessionObject;
}

/** Starts a new session family for a user who just proved who they are. */
export async function createSession(deps: SessionDeps, userId: string, client: ClientInfo): Promise<SessionObject> {
  const now = deps.now();
  const session = await deps.db
    .insertInto("sessions")
    .values({
      user_id: userId,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
      revoked_at: null,
      user_agent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return sessionObject(deps, userId, session.id, await issueRefreshToken(deps.db, session.id));
}

const SESSION_ENDED = "Your session has expired or was signed out. Please sign in again.";

/**
 * Exchanges a refresh token for a new pair and retires the old one. Presenting a retired token
 * after the grace window means it leaked: the whole family is revoked.
 */
export async function refreshSession(deps: SessionDeps, refreshToken: string): Promise<SessionObject> {
  const now = deps.now();
  const found = await deps.db
    .selectFrom("refresh_tokens")
    .innerJoin("sessions", "sessions.id", "refresh_tokens.session_id")
    .select([
      "refresh_tokens.id as tokenId",
      "sessions.id as sessionId",
      "sessions.user_id as userId",
      "sessions.expires_at as expiresAt",
      "sessions.revoked_at as revokedAt",
    ])
    .where("refresh_tokens.token_hash", "=", sha256(refreshToken))
    .executeTakeFirst();
  if (!found || found.revokedAt || found.expiresAt <= now) throw new ApiError("invalid_token", SESSION_ENDED);

  const rotated = await deps.db
    .updateTable("refresh_tokens")
    .set({ rotated_at: now })
    .where("id", "=", found.tokenId)
    .where("rotated_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!rotated) {
    const previous = await deps.db
      .selectFrom("refresh_tokens")
      .select("rotated_at")
      .where("id", "=", found.tokenId)
      .executeTakeFirstOrThrow();
    const rotatedAt = previous.rotated_at?.getTime() ?? now.getTime();
    if (now.getTime() - rotatedAt > REFRESH_REUSE_GRACE_SECONDS * 1000) {
      await revokeSession(deps.db, found.sessionId, now);
      throw new ApiError(
        "refresh_token_reused",
        "This refresh token was already used. For your safety this session has been signed out; please sign in again.",
      );
    }
  }
  return sessionObject(deps, found.userId, found.sessionId, await issueRefreshToken(deps.db, found.sessionId));
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Signs the user out everywhere except (optionally) the session making the request. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (keepSessionId) query = query.where("id", "!=", keepSessionId);
  await query.execute();
}
