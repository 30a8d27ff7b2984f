import type { WorkspaceRole } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { UUID } from "../../uuid.ts";
import { requireApiPlan } from "../tokens/api-access.ts";
import { type Action, allows, POLICY } from "./policy.ts";

/** The workspace a request works in, and the caller's role there. */
export interface WorkspaceContext {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
}

/** Who is asking: a user, and for an API token the workspace the token belongs to. */
export interface Caller {
  userId: string;
  via: "session" | "api_token";
  tokenWorkspaceId?: string;
}

export const WORKSPACE_NOT_FOUND = "No workspace with this id.";

const verb = (action: Action) => POLICY[action].what.charAt(0).toLowerCase() + POLICY[action].what.slice(1);

/** The 403 message for a role the policy does not allow `action`. */
export const roleRefusal = (role: WorkspaceRole, action: Action) =>
  `Your role in this workspace (${role}) cannot ${verb(action)}.`;

export const SESSION_REQUIRED = "This endpoint needs a signed-in session, not an API token.";

/**
 * The one gate of every workspace-scoped route. Picks the workspace (`requested`, from the
 * X-Workspace-Id header, `?workspace=` or the path; else the caller's personal one; an API token
 * is bound to its own), answers 404 for any workspace the caller is not a member of, then checks
 * the policy: the role may do `action`, and an API token only where the plan includes the API.
 */
export async function resolveWorkspace(
  deps: Pick<AppDeps, "db" | "now">,
  caller: Caller,
  requested: string | null,
  action: Action,
  /** Where the request named the workspace, for the error: the header, the query, or the path's id. */
  field = "workspace",
): Promise<WorkspaceContext> {
  const rule = POLICY[action];
  if (caller.via === "api_token" && rule.tokens === "never") {
    throw new ApiError("forbidden", SESSION_REQUIRED);
  }
  if (requested !== null && !UUID.test(requested)) {
    throw new ApiError("validation_failed", `${field}: must be a workspace id (UUID)`, { field });
  }
  if (caller.tokenWorkspaceId && requested && requested !== caller.tokenWorkspaceId) {
    throw new ApiError("not_found", WORKSPACE_NOT_FOUND);
  }
  const wanted = caller.tokenWorkspaceId ?? requested;
  let query = deps.db
    .selectFrom("workspaces")
    .innerJoin("workspace_members", "workspace_members.workspace_id", "workspaces.id")
    .select(["workspaces.id", "workspaces.name", "workspaces.personal_owner_id", "workspace_members.role"])
    .where("workspace_members.user_id", "=", caller.userId);
  query = wanted
    ? query.where("workspaces.id", "=", wanted)
    : query.where("workspaces.personal_owner_id", "=", caller.userId);
  return admit(deps, caller, await query.executeTakeFirst(), action);
}

/** The workspace row a caller's membership found (none: not a member, or no such workspace). */
export interface MemberRow {
  id: string;
  name: string;
  personal_owner_id: string | null;
  role: WorkspaceRole;
}

/** The policy half of the gate, once the membership row has been read. */
export async function admit(
  deps: Pick<AppDeps, "db" | "now">,
  caller: Caller,
  row: MemberRow | undefined,
  action: Action,
): Promise<WorkspaceContext> {
  if (!row) throw new ApiError("not_found", WORKSPACE_NOT_FOUND);
  if (!allows(row.role, action)) {
    throw new ApiError("forbidden", roleRefusal(row.role, action));
  }
  // API tokens outlive a downgrade (they "do not expire"), so every call made with one checks
  // that the plan still includes the API; dashboard sessions are not affected.
  if (caller.via === "api_token" && POLICY[action].tokens === "plan") await requireApiPlan(deps, row.id);
  return { id: row.id, name: row.name, personal: row.personal_owner_id !== null, role: row.role };
}

/**
 * The read half of the gate for a dashboard session, in one query: whether the session is live
 * (not revoked or expired) and, with its user, the user's membership of the workspace asked for
 * (else the personal one). Null when the session is not live (or the id is not a UUID, which the
 * full gate reports). Every workspace-scoped request of the web app comes through here, so it
 * saves a round trip per request; `admit` then applies the policy.
 */
export async function readSessionMembership(
  deps: Pick<AppDeps, "db" | "now">,
  session: { sid: string; sub: string },
  requested: string | null,
): Promise<{ userId: string; email: string; member: MemberRow | undefined } | null> {
  if (requested !== null && !UUID.test(requested)) return null;
  const row = await deps.db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("workspaces", (join) =>
      requested
        ? join.on("workspaces.id", "=", requested)
        : join.onRef("workspaces.personal_owner_id", "=", "users.id"),
    )
    .leftJoin("workspace_members", (join) =>
      join
        .onRef("workspace_members.workspace_id", "=", "workspaces.id")
        .onRef("workspace_members.user_id", "=", "users.id"),
    )
    .select([
      "users.id as userId",
      "users.email as email",
      "workspaces.id as id",
      "workspaces.name as name",
      "workspaces.personal_owner_id as personal_owner_id",
      "workspace_members.role as role",
    ])
    .where("sessions.id", "=", session.sid)
    .where("sessions.user_id", "=", session.sub)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", deps.now())
    .executeTakeFirst();
  if (!row) return null;
  const { id, name, personal_owner_id, role } = row;
  return {
    userId: row.userId,
    email: row.email,
    member: id !== null && name !== null && role !== null ? { id, name, personal_owner_id, role } : undefined,
  };
}
