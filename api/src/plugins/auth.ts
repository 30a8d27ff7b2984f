import { Elysia } from "elysia";
import type { AppDeps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { verifyAccessToken } from "../services/auth/access-token.ts";
import { API_TOKEN_PATTERN, sha256 } from "../services/auth/secrets.ts";

export interface Principal {
  userId: string;
  email: string;
  /** How the caller authenticated: a dashboard session, or a Pro API token. */
  via: "session" | "api_token";
  sessionId?: string;
  tokenId?: string;
}

const UNAUTHORIZED = "Missing or invalid access token. Send `Authorization: Bearer <token>`.";

const principals = new WeakMap<Request, Principal>();

/** Who an authenticated request came from, for the errors plugin (see accountDeletedMeanwhile). */
export function principalOf(request: Request): Principal | undefined {
  return principals.get(request);
}

/** Resolves a bearer credential (session JWT or `adlens_` API token) to a live user, or null. */
export async function resolvePrincipal(deps: AppDeps, header: string | null): Promise<Principal | null> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  const token = match?.[1];
  if (!token) return null;
  const now = deps.now();

  if (API_TOKEN_PATTERN.test(token)) {
    const row = await deps.db
      .updateTable("api_tokens")
      .set({ last_used_at: now })
      .from("users")
      .whereRef("users.id", "=", "api_tokens.user_id")
      .where("api_tokens.token_hash", "=", sha256(token))
      .where("api_tokens.is_active", "=", true)
      .returning(["api_tokens.id as tokenId", "users.id as userId", "users.email as email"])
      .executeTakeFirst();
    return row ? { userId: row.userId, email: row.email, via: "api_token", tokenId: row.tokenId } : null;
  }

  const claims = await verifyAccessToken(deps.config.jwtSecret, token, now);
  if (!claims) return null;
  // A revoked or expired session family invalidates its access tokens at once, not after 1 h.
  const row = await deps.db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id as userId", "users.email as email"])
    .where("sessions.id", "=", claims.sid)
    .where("sessions.user_id", "=", claims.sub)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
  return row ? { userId: row.userId, email: row.email, via: "session", sessionId: claims.sid } : null;
}

/**
 * `{ auth: true }` on a route requires a valid bearer credential and puts `principal` in the
 * handler's context; `{ auth: "session" }` additionally refuses API tokens (account management).
 */
export function authPlugin(deps: AppDeps) {
  return new Elysia({ name: "adlens.auth" }).macro({
    auth(mode: true | "session") {
      return {
        // The OpenAPI document reads this; routes without the macro are documented as public.
        detail: { security: [{ bearer: [] }] },
        async resolve({ request }) {
          const principal = await resolvePrincipal(deps, request.headers.get("authorization"));
          if (!principal) throw new ApiError("unauthorized", UNAUTHORIZED);
          principals.set(request, principal);
          if (mode === "session" && principal.via !== "session") {
            throw new ApiError("forbidden", "This endpoint needs a signed-in session, not an API token.");
          }
          return { principal };
        },
      };
    },
  });
}
