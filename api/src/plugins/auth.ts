import { type AnyElysia, type DocumentDecoration, Elysia, t } from "elysia";
import type { AppDeps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { verifyAccessToken } from "../services/auth/access-token.ts";
import { API_TOKEN_PATTERN, sha256 } from "../services/auth/secrets.ts";
import { credentialRule } from "../services/rate-limit/limits.ts";
import { meterCall } from "../services/rate-limit/rate-limit.ts";
import {
  admit,
  type MemberRow,
  readSessionMembership,
  resolveWorkspace,
  SESSION_REQUIRED,
  type WorkspaceContext,
} from "../services/workspaces/context.ts";
import { type Action, POLICY } from "../services/workspaces/policy.ts";

export interface Principal {
  userId: string;
  email: string;
  /** How the caller authenticated: a dashboard session, or a Pro API token. */
  via: "session" | "api_token";
  sessionId?: string;
  tokenId?: string;
  /** An API token works in the one workspace it was created in. */
  tokenWorkspaceId?: string;
}

export const UNAUTHORIZED = "Missing or invalid access token. Send `Authorization: Bearer <token>`.";

const principals = new WeakMap<Request, Principal>();

/** Who an authenticated request came from, for the errors plugin (see accountDeletedMeanwhile). */
export function principalOf(request: Request): Principal | undefined {
  return principals.get(request);
}

/** The credential of an `Authorization: Bearer …` header, or null. */
function bearerToken(header: string | null): string | null {
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

/**
 * Resolves a bearer credential (session JWT or `adlens_` API token) to a live user, or null. A
 * token only works while its creator is still a member of the token's workspace.
 */
export async function resolvePrincipal(
  deps: Pick<AppDeps, "db" | "config" | "now">,
  header: string | null,
): Promise<Principal | null> {
  const token = bearerToken(header);
  if (!token) return null;
  const now = deps.now();

  if (API_TOKEN_PATTERN.test(token)) {
    const row = await deps.db
      .updateTable("api_tokens")
      .set({ last_used_at: now })
      .from(["users", "workspace_members"])
      .whereRef("users.id", "=", "api_tokens.created_by")
      .whereRef("workspace_members.workspace_id", "=", "api_tokens.workspace_id")
      .whereRef("workspace_members.user_id", "=", "api_tokens.created_by")
      .where("api_tokens.token_hash", "=", sha256(token))
      .where("api_tokens.is_active", "=", true)
      .returning([
        "api_tokens.id as tokenId",
        "api_tokens.workspace_id as workspaceId",
        "users.id as userId",
        "users.email as email",
      ])
      .executeTakeFirst();
    return row
      ? {
          userId: row.userId,
          email: row.email,
          via: "api_token",
          tokenId: row.tokenId,
          tokenWorkspaceId: row.workspaceId,
        }
      : null;
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
 * Counts an authenticated call against its credential's bucket (an API token, or a session) and
 * reports it in the RateLimit-* headers; past the limit, 429 with Retry-After. Keyed by the
 * credential only its holder has, so nobody can spend another caller's allowance.
 */
export async function meterCredential(
  deps: Pick<AppDeps, "db" | "config" | "now">,
  principal: Principal,
  headers: Record<string, unknown>,
): Promise<void> {
  const subject = principal.via === "api_token" ? `token:${principal.tokenId}` : `session:${principal.sessionId}`;
  const state = await meterCall(deps.db, credentialRule(deps.config.apiRateLimit), subject, deps.now());
  headers["ratelimit-limit"] = String(state.limit);
  headers["ratelimit-remaining"] = String(state.remaining);
  headers["ratelimit-reset"] = String(state.reset);
  if (state.exceeded) {
    throw new ApiError(
      "rate_limited",
      `Too many requests: at most ${state.limit} a minute with one credential. Please wait ${state.reset} seconds.`,
      { retryAfter: state.reset },
    );
  }
}

async function requirePrincipal(deps: AppDeps, request: Request): Promise<Principal> {
  const principal = await resolvePrincipal(deps, request.headers.get("authorization"));
  if (!principal) throw new ApiError("unauthorized", UNAUTHORIZED);
  principals.set(request, principal);
  return principal;
}

/**
 * The gate's read for a dashboard session in one query (session, user and membership together),
 * or null to take the general path: an API token, a session that is not live, a malformed id.
 */
async function sessionInWorkspace(
  deps: AppDeps,
  request: Request,
  requested: string | null,
): Promise<{ principal: Principal; member: MemberRow | undefined } | null> {
  const token = bearerToken(request.headers.get("authorization"));
  if (!token || API_TOKEN_PATTERN.test(token)) return null;
  const claims = await verifyAccessToken(deps.config.jwtSecret, token, deps.now());
  if (!claims) return null;
  const found = await readSessionMembership(deps, claims, requested);
  if (!found) return null;
  const principal: Principal = { userId: found.userId, email: found.email, via: "session", sessionId: claims.sid };
  principals.set(request, principal);
  return { principal, member: found.member };
}

/** The workspace a request names: the X-Workspace-Id header, else `?workspace=`; null means personal. */
export function requestedWorkspace(request: Request): string | null {
  return request.headers.get("x-workspace-id") ?? new URL(request.url).searchParams.get("workspace");
}

/** How every workspace-scoped operation picks its workspace; validated and documented on each. */
export const WorkspaceHeaders = t.Object({
  "x-workspace-id": t.Optional(
    t.String({
      format: "uuid",
      description: "The workspace to work in; defaults to your personal workspace. An API token works in its own.",
    }),
  ),
});

export const WorkspaceQuery = t.Object({
  workspace: t.Optional(
    t.String({
      format: "uuid",
      description: "The same as X-Workspace-Id, for links and tools that cannot set headers.",
    }),
  ),
});

/** A workspace-scoped route: the action it performs, and where its workspace id comes from. */
export type WorkspaceScope = Action | { action: Action; from: "path" };

/** OpenAPI security for operations a dashboard session or a Pro API token may call. */
export const ANY_CREDENTIAL: Record<string, string[]>[] = [{ session: [] }, { api_token: [] }];
/** OpenAPI security for account, token, team and billing management: a signed-in session only. */
export const SESSION_ONLY: Record<string, string[]>[] = [{ session: [] }];

/** What the gate found for a request, kept between the transform and resolve stages. */
const admitted = new WeakMap<Request, { principal: Principal; workspace?: WorkspaceContext }>();

/** Who the gate admitted for a request (and to which workspace), for hooks that run after it. */
export function admittedOf(request: Request) {
  const found = admitted.get(request);
  // The transform stage of the same route always runs first; reaching here without it is a bug.
  if (!found) throw new Error("the auth gate did not run before resolve");
  return found;
}

/**
 * `{ auth: true }` on a route requires a valid bearer credential and puts `principal` in the
 * handler's context; `{ auth: "session" }` additionally refuses API tokens (account management).
 * `{ workspace: "analyses.read" }` also resolves the caller's workspace and checks the role
 * policy for that action (services/workspaces/policy.ts), putting `workspace` in the context;
 * `{ workspace: { action, from: "path" } }` takes the workspace from the `:id` path parameter.
 *
 * The gate runs at the transform stage, before Elysia validates the body, query and headers: a
 * caller who may not call an operation learns that (401/403), not what a valid body would be.
 */
export function authPlugin(deps: AppDeps) {
  return new Elysia({ name: "adlens.auth" }).macro({
    auth(mode: true | "session") {
      return {
        // The OpenAPI document reads this; routes without the macro are documented as public.
        detail: { security: mode === "session" ? SESSION_ONLY : ANY_CREDENTIAL },
        async transform({ request, set }) {
          const principal = await requirePrincipal(deps, request);
          await meterCredential(deps, principal, set.headers);
          if (mode === "session" && principal.via !== "session") {
            throw new ApiError("forbidden", SESSION_REQUIRED);
          }
          admitted.set(request, { principal });
        },
        resolve: ({ request }) => ({ principal: admittedOf(request).principal }),
      };
    },
    workspace(scope: WorkspaceScope) {
      const fromPath = typeof scope !== "string";
      const action = fromPath ? scope.action : scope;
      return {
        // The document reads both: the credentials, and the action its 403 example is written from.
        detail: {
          security: POLICY[action].tokens === "never" ? SESSION_ONLY : ANY_CREDENTIAL,
          "x-action": action,
        } as DocumentDecoration,
        ...(fromPath ? {} : { headers: WorkspaceHeaders, query: WorkspaceQuery }),
        async transform({ request, params, set }) {
          const requested = fromPath ? ((params as Record<string, string>).id ?? null) : requestedWorkspace(request);
          const fast = await sessionInWorkspace(deps, request, requested);
          if (fast) {
            await meterCredential(deps, fast.principal, set.headers);
            const workspace = await admit(deps, fast.principal, fast.member, action);
            admitted.set(request, { principal: fast.principal, workspace });
            return;
          }
          const principal = await requirePrincipal(deps, request);
          await meterCredential(deps, principal, set.headers);
          const field = fromPath ? "id" : request.headers.has("x-workspace-id") ? "x-workspace-id" : "workspace";
          const workspace = await resolveWorkspace(deps, principal, requested, action, field);
          admitted.set(request, { principal, workspace });
        },
        resolve({ request }) {
          const { principal, workspace } = admittedOf(request);
          if (!workspace) throw new Error("the workspace gate did not run before resolve");
          return { principal, workspace };
        },
      };
    },
  });
}

/**
 * The routes behind the gate, as "METHOD /path/:param", read from a complete route table. Elysia
 * parses a JSON body before the transform stage, so a malformed one fails before the gate runs;
 * the errors plugin asks this to answer such a request without credentials with 401, as any other.
 */
export function gatedRoutes(app: AnyElysia): Set<string> {
  const gated = new Set<string>();
  for (const route of app.routes) {
    const security = (route.hooks as { detail?: { security?: object[] } }).detail?.security ?? [];
    // Image links take a signature instead of a token: those are not behind the gate alone.
    if (security.length > 0 && security.every((s) => Object.keys(s).length > 0)) {
      gated.add(`${route.method} ${route.path}`);
    }
  }
  return gated;
}

/**
 * Whether a concrete request path is one of the gated routes ("GET /v1/analyses/:id" matches
 * `GET /v1/analyses/4f…`). HEAD is answered by the GET route.
 */
export function gatedPathMatcher(gated: Set<string>): (method: string, path: string) => boolean {
  const patterns = [...gated].map((route) => {
    const [method, path] = route.split(" ") as [string, string];
    const source = path
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    return { method, regex: new RegExp(`^${source}/?$`) };
  });
  return (method, path) => {
    const m = method === "HEAD" ? "GET" : method;
    return patterns.some((p) => p.method === m && p.regex.test(path));
  };
}
