import type { Db, Tier, WorkspaceRole } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { recordAudit } from "../audit/audit.ts";
import { afterCursor, createdText, pageOf } from "../pagination.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";
import type { WorkspaceContext } from "./context.ts";
import { seatsUsed } from "./invitations.ts";
import { personalWorkspaceId } from "./personal.ts";

export const TEAMS_PLAN_MESSAGE = "Team workspaces are part of the Enterprise plan.";
const NAME_MAX = 100;

export interface WorkspaceView {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
  plan: Tier;
  seats: { used: number; limit: number };
  owner: { id: string; email: string };
  has_logo: boolean;
  created_at: string;
}

export function cleanName(raw: string, field = "name"): string {
  const name = raw.trim();
  if (!name || name.length > NAME_MAX) {
    throw new ApiError("validation_failed", `${field}: 1 to ${NAME_MAX} characters`, { field });
  }
  return name;
}

/**
 * Seats of a workspace: members plus pending invitations, against what the plan allows. A
 * personal workspace is never shared (1 seat); a team workspace has the seats of the plan that
 * pays for it.
 */
export async function seatsOf(
  deps: Pick<AppDeps, "db" | "now">,
  workspace: { id: string; personal: boolean },
): Promise<{ used: number; limit: number }> {
  const used = await seatsUsed(deps.db, workspace.id, deps.now());
  if (workspace.personal) return { used, limit: 1 };
  const tier = await effectiveTier(deps.db, workspace.id, deps.now());
  return { used, limit: planFor(tier).team_seats };
}

export async function workspaceView(
  deps: Pick<AppDeps, "db" | "now">,
  workspace: WorkspaceContext,
): Promise<WorkspaceView> {
  const [row, plan, seats] = await Promise.all([
    deps.db
      .selectFrom("workspaces")
      .innerJoin("workspace_members", (join) =>
        join.onRef("workspace_members.workspace_id", "=", "workspaces.id").on("workspace_members.role", "=", "owner"),
      )
      .innerJoin("users", "users.id", "workspace_members.user_id")
      .select([
        "workspaces.name",
        "workspaces.created_at",
        "workspaces.logo_key",
        "users.id as ownerId",
        "users.email as ownerEmail",
      ])
      .where("workspaces.id", "=", workspace.id)
      .executeTakeFirstOrThrow(),
    effectiveTier(deps.db, workspace.id, deps.now()),
    seatsOf(deps, workspace),
  ]);
  return {
    id: workspace.id,
    name: row.name,
    personal: workspace.personal,
    role: workspace.role,
    plan,
    seats,
    owner: { id: row.ownerId, email: row.ownerEmail },
    has_logo: row.logo_key !== null,
    created_at: row.created_at.toISOString(),
  };
}

/** Every workspace the user belongs to (an API token: only its own), personal first, then by name. */
export async function listWorkspaces(
  deps: Pick<AppDeps, "db" | "now">,
  caller: { userId: string; tokenWorkspaceId?: string },
): Promise<WorkspaceView[]> {
  let query = deps.db
    .selectFrom("workspace_members")
    .innerJoin("workspaces", "workspaces.id", "workspace_members.workspace_id")
    .select(["workspaces.id", "workspaces.name", "workspaces.personal_owner_id", "workspace_members.role"])
    .where("workspace_members.user_id", "=", caller.userId);
  if (caller.tokenWorkspaceId) query = query.where("workspaces.id", "=", caller.tokenWorkspaceId);
  const rows = await query
    .orderBy((eb) => eb("workspaces.personal_owner_id", "is", null))
    .orderBy("workspaces.name")
    .orderBy("workspaces.id")
    .execute();
  return Promise.all(
    rows.map((r) =>
      workspaceView(deps, { id: r.id, name: r.name, personal: r.personal_owner_id !== null, role: r.role }),
    ),
  );
}

/**
 * A new team workspace, owned by the caller. Teams run on their owner's plan, so the caller's
 * own plan must include team seats (Enterprise).
 */
export async function createTeamWorkspace(
  deps: Pick<AppDeps, "db" | "now">,
  userId: string,
  rawName: string,
): Promise<WorkspaceContext> {
  const name = cleanName(rawName);
  const personal = await personalWorkspaceId(deps.db, userId);
  const tier = personal ? await effectiveTier(deps.db, personal, deps.now()) : "free";
  if (planFor(tier).team_seats === 0) throw new ApiError("plan_required", TEAMS_PLAN_MESSAGE);
  const id = await deps.db.transaction().execute(async (trx) => {
    const workspace = await trx
      .insertInto("workspaces")
      .values({ name, personal_owner_id: null, stripe_customer_id: null, created_at: deps.now() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("workspace_members")
      .values({ workspace_id: workspace.id, user_id: userId, role: "owner", created_at: deps.now() })
      .execute();
    return workspace.id;
  });
  return { id, name, personal: false, role: "owner" };
}

/** Renames the workspace and records it in the same transaction; answers the cleaned name. */
export async function renameWorkspace(
  deps: Pick<AppDeps, "db" | "now">,
  workspace: { id: string; name: string },
  actor: { userId: string; email: string },
  rawName: string,
): Promise<string> {
  const name = cleanName(rawName);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable("workspaces").set({ name }).where("id", "=", workspace.id).execute();
    await recordAudit(trx, {
      workspaceId: workspace.id,
      actor,
      action: "workspace.renamed",
      target: name,
      details: { from: workspace.name },
      now: deps.now(),
    });
  });
  return name;
}

export interface MemberView {
  user_id: string;
  email: string;
  role: WorkspaceRole;
  joined_at: string;
}

/** The workspace's members, newest first, cursor-paginated. */
export async function listMembers(
  db: Db,
  workspaceId: string,
  input: { limit: number; cursor?: string },
): Promise<{ data: MemberView[]; next_cursor: string | null }> {
  let query = db
    .selectFrom("workspace_members")
    .innerJoin("users", "users.id", "workspace_members.user_id")
    .select([
      "users.id",
      "users.email",
      "workspace_members.role",
      "workspace_members.created_at",
      createdText("workspace_members.created_at").as("created_text"),
    ])
    .where("workspace_members.workspace_id", "=", workspaceId);
  const after = afterCursor(input.cursor, "workspace_members.created_at", "users.id");
  if (after) query = query.where(after);
  const rows = await query
    .orderBy("workspace_members.created_at", "desc")
    .orderBy("users.id", "desc")
    .limit(input.limit + 1)
    .execute();
  const page = pageOf(rows, input.limit, (r) => r.id);
  return {
    data: page.rows.map((r) => ({
      user_id: r.id,
      email: r.email,
      role: r.role,
      joined_at: r.created_at.toISOString(),
    })),
    next_cursor: page.nextCursor,
  };
}
