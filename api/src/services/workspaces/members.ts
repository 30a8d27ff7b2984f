import type { WorkspaceRole } from "@adlens/db";
import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { recordAudit } from "../audit/audit.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";
import type { WorkspaceContext } from "./context.ts";
import { personalWorkspaceId } from "./personal.ts";
import { outranks } from "./policy.ts";
import type { MemberView } from "./workspaces.ts";

export const MEMBER_NOT_FOUND = "No member with this id in this workspace.";

type Deps = Pick<AppDeps, "db" | "now">;

async function memberOf(deps: Deps, workspaceId: string, userId: string) {
  const row = await deps.db
    .selectFrom("workspace_members")
    .innerJoin("users", "users.id", "workspace_members.user_id")
    .select(["users.id", "users.email", "workspace_members.role", "workspace_members.created_at"])
    .where("workspace_members.workspace_id", "=", workspaceId)
    .where("workspace_members.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new ApiError("not_found", MEMBER_NOT_FOUND);
  return row;
}

const view = (r: { id: string; email: string; role: WorkspaceRole; created_at: Date }): MemberView => ({
  user_id: r.id,
  email: r.email,
  role: r.role,
  joined_at: r.created_at.toISOString(),
});

/**
 * Removes a member, or the caller themself (leaving). Others can only be removed by someone who
 * outranks them; the owner cannot leave (the policy refuses it: hand the workspace over first).
 * What they uploaded stays in the workspace, and their API tokens for it stop working.
 */
export async function removeMember(
  deps: Deps,
  workspace: WorkspaceContext,
  actor: { userId: string; email: string },
  targetId: string,
): Promise<void> {
  const actorId = actor.userId;
  let expected: WorkspaceRole | null = null;
  let targetEmail = actor.email;
  if (targetId !== actorId) {
    const target = await memberOf(deps, workspace.id, targetId);
    expected = target.role;
    targetEmail = target.email;
    if (!outranks(workspace.role, target.role)) {
      throw new ApiError(
        "forbidden",
        `Your role (${workspace.role}) can only remove members ranked below it; ${target.email} is ${target.role === "admin" ? "an" : "a"} ${target.role}.`,
      );
    }
  }
  // The role is part of the condition, so a role changed meanwhile cannot be removed on stale rights.
  // The entry is written in the same transaction: a removal is never left unrecorded.
  await deps.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("workspace_members")
      .where("workspace_id", "=", workspace.id)
      .where("user_id", "=", targetId)
      .where("role", "<>", "owner")
      .$if(expected !== null, (q) => q.where("role", "=", expected as WorkspaceRole))
      .returning(["user_id", "role"])
      .executeTakeFirst();
    if (!removed) throw new ApiError("not_found", MEMBER_NOT_FOUND);
    await recordAudit(trx, {
      workspaceId: workspace.id,
      actor,
      action: targetId === actorId ? "member.left" : "member.removed",
      target: targetEmail,
      details: { role: removed.role },
      now: deps.now(),
    });
  });
}

/**
 * Gives a member another role. Owners and admins change roles ranked below their own, to roles
 * ranked below their own; nobody changes their own. `owner` transfers the workspace: only the
 * owner can, and they become an admin in the same transaction (one owner at all times).
 */
export async function changeRole(
  deps: Deps,
  workspace: WorkspaceContext,
  actor: { userId: string; email: string },
  targetId: string,
  role: WorkspaceRole,
): Promise<MemberView> {
  const actorId = actor.userId;
  if (targetId === actorId) {
    throw new ApiError("forbidden", "You cannot change your own role. Another owner or admin can.");
  }
  const target = await memberOf(deps, workspace.id, targetId);
  if (role === "owner") {
    // A team runs on its owner's plan, so the new owner's plan must include team workspaces.
    const theirs = await personalWorkspaceId(deps.db, targetId);
    const tier = theirs ? await effectiveTier(deps.db, theirs, deps.now()) : "free";
    if (!workspace.personal && planFor(tier).team_seats === 0) {
      throw new ApiError(
        "plan_required",
        `A team workspace runs on its owner's plan, and ${target.email} is not on Enterprise. They need Enterprise before you can hand this workspace over.`,
      );
    }
    await deps.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM workspaces WHERE id = ${workspace.id} FOR UPDATE`.execute(trx);
      const demoted = await trx
        .updateTable("workspace_members")
        .set({ role: "admin" })
        .where("workspace_id", "=", workspace.id)
        .where("user_id", "=", actorId)
        .where("role", "=", "owner")
        .returning("user_id")
        .executeTakeFirst();
      if (!demoted) throw new ApiError("forbidden", "Only the workspace's owner can hand it over.");
      const promoted = await trx
        .updateTable("workspace_members")
        .set({ role: "owner" })
        .where("workspace_id", "=", workspace.id)
        .where("user_id", "=", targetId)
        .returning("user_id")
        .executeTakeFirst();
      if (!promoted) throw new ApiError("not_found", MEMBER_NOT_FOUND);
      await recordAudit(trx, {
        workspaceId: workspace.id,
        actor,
        action: "ownership.transferred",
        target: target.email,
        details: { from: target.role, to: "owner" },
        now: deps.now(),
      });
    });
    return view({ ...target, role: "owner" });
  }
  if (!outranks(workspace.role, target.role) || !outranks(workspace.role, role)) {
    throw new ApiError(
      "forbidden",
      `Your role (${workspace.role}) can only change roles ranked below it, to roles below it.`,
      {
        field: "role",
      },
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("workspace_members")
      .set({ role })
      .where("workspace_id", "=", workspace.id)
      .where("user_id", "=", targetId)
      .where("role", "=", target.role)
      .returning("user_id")
      .executeTakeFirst();
    if (!updated) throw new ApiError("conflict", "This member's role changed meanwhile; read the members again.");
    await recordAudit(trx, {
      workspaceId: workspace.id,
      actor,
      action: "member.role_changed",
      target: target.email,
      details: { from: target.role, to: role },
      now: deps.now(),
    });
  });
  return view({ ...target, role });
}
