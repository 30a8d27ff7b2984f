import type { WorkspaceRole } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const verb = (action: Action) => POLICY[action].what.charAt(0).toLowerCase() + POLICY[action].what.slice(1);

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
): Promise<WorkspaceContext> {
  const rule = POLICY[action];
  if (caller.via === "api_token" && rule.tokens === "never") {
    throw new ApiError("forbidden", "This endpoint needs a signed-in session, not an API token.");
  }
  if (requested !== null && !UUID.test(requested)) {
    throw new ApiError("validation_failed", "workspace: must be a workspace id (UUID)", { field: "workspace" });
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
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError("not_found", WORKSPACE_NOT_FOUND);
  if (!allows(row.role, action)) {
    throw new ApiError("forbidden", `Your role in this workspace (${row.role}) cannot ${verb(action)}.`);
  }
  // API tokens outlive a downgrade (they "do not expire"), so every call made with one checks
  // that the plan still includes the API; dashboard sessions are not affected.
  if (caller.via === "api_token" && rule.tokens === "plan") await requireApiPlan(deps, row.id);
  return { id: row.id, name: row.name, personal: row.personal_owner_id !== null, role: row.role };
}
