import type { Db, WorkspaceRole } from "@adlens/db";
import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { deliverInBackground } from "../../mail/deliver.ts";
import { invitationEmail } from "../../mail/templates/team.ts";
import { recordAudit } from "../audit/audit.ts";
import { links } from "../auth/links.ts";
import { randomToken, sha256 } from "../auth/secrets.ts";
import { normalizeEmail } from "../auth/users.ts";
import { afterCursor, createdText, pageOf } from "../pagination.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";
import type { WorkspaceContext } from "./context.ts";
import { outranks } from "./policy.ts";

/** How long an emailed invitation works. */
export const INVITATION_DAYS = 7;
export const INVITATION_NOT_FOUND = "No invitation with this id.";
export const INVITATION_INVALID = "This invitation link is not valid: it was revoked, already used, or mistyped.";
export const INVITATION_EXPIRED = "This invitation has expired. Ask the workspace's owner or an admin for a new one.";

type Deps = Pick<AppDeps, "db" | "config" | "log" | "mailer" | "now">;
export type InvitedRole = Exclude<WorkspaceRole, "owner">;

export interface InvitationView {
  id: string;
  email: string;
  role: InvitedRole;
  invited_by: { id: string; email: string } | null;
  created_at: string;
  expires_at: string;
  status: "pending" | "expired";
}

/** Pending, unexpired invitations hold a seat, as members do. */
const pendingAt = (now: Date) =>
  sql<boolean>`accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz`;

/** Members plus pending invitations of a workspace (the seats in use). */
export async function seatsUsed(db: Db, workspaceId: string, now: Date, exceptEmail?: string): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("workspace_members")
        .select((c) => c.fn.countAll<string>().as("n"))
        .where("workspace_id", "=", workspaceId)
        .as("members"),
      eb
        .selectFrom("workspace_invitations")
        .select((c) => c.fn.countAll<string>().as("n"))
        .where("workspace_id", "=", workspaceId)
        .where(pendingAt(now))
        .$if(exceptEmail !== undefined, (q) => q.where("email", "<>", exceptEmail as string))
        .as("invited"),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.members ?? 0) + Number(row.invited ?? 0);
}

/**
 * Invites `email` to a team workspace with a role ranked below the inviter's. The emailed link
 * carries a random secret (only its hash is stored) that works once, for INVITATION_DAYS, until
 * revoked. Inviting an address again replaces its pending invitation (a fresh link, the old one
 * stops working). The seat check and the insert run under a lock on the workspace row, so two
 * invitations at once cannot both take the last seat.
 */
export async function createInvitation(
  deps: Deps,
  workspace: WorkspaceContext,
  inviter: { userId: string; email: string },
  input: { email: string; role: InvitedRole },
): Promise<InvitationView> {
  if (workspace.personal) {
    throw new ApiError("forbidden", "A personal workspace is never shared. Create a team workspace to invite people.");
  }
  if (!outranks(workspace.role, input.role)) {
    throw new ApiError("forbidden", `Your role (${workspace.role}) can only invite roles ranked below it.`, {
      field: "role",
    });
  }
  const email = normalizeEmail(input.email);
  const now = deps.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

  const row = await deps.db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM workspaces WHERE id = ${workspace.id} FOR UPDATE`.execute(trx);
    const member = await trx
      .selectFrom("workspace_members")
      .innerJoin("users", "users.id", "workspace_members.user_id")
      .select("users.id")
      .where("workspace_members.workspace_id", "=", workspace.id)
      .where(sql<string>`lower(users.email)`, "=", email)
      .executeTakeFirst();
    if (member) throw new ApiError("conflict", `${email} is already a member of this workspace.`, { field: "email" });
    const limit = planFor(await effectiveTier(trx, workspace.id, now)).team_seats;
    if ((await seatsUsed(trx, workspace.id, now, email)) >= limit) {
      throw new ApiError(
        "conflict",
        `All ${limit} seats of this workspace are taken (members and pending invitations). Remove a member or revoke an invitation first.`,
      );
    }
    await trx
      .updateTable("workspace_invitations")
      .set({ revoked_at: now })
      .where("workspace_id", "=", workspace.id)
      .where("email", "=", email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    const created = await trx
      .insertInto("workspace_invitations")
      .values({
        workspace_id: workspace.id,
        email,
        role: input.role,
        token_hash: sha256(token),
        invited_by: inviter.userId,
        created_at: now,
        expires_at: expiresAt,
      })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      workspaceId: workspace.id,
      actor: inviter,
      action: "invitation.created",
      target: email,
      details: { role: input.role },
      now,
    });
    return created;
  });
  deliverInBackground(
    deps,
    invitationEmail(email, {
      workspace: workspace.name,
      inviter: inviter.email,
      role: input.role,
      url: links.invitation(deps.config.publicUrl, token),
      days: INVITATION_DAYS,
    }),
  );
  return {
    id: row.id,
    email,
    role: input.role,
    invited_by: { id: inviter.userId, email: inviter.email },
    created_at: row.created_at.toISOString(),
    expires_at: expiresAt.toISOString(),
    status: "pending",
  };
}

/** Invitations not yet accepted or revoked (expired ones too, to be sent again), newest first. */
export async function listInvitations(
  deps: Pick<AppDeps, "db" | "now">,
  workspaceId: string,
  input: { limit: number; cursor?: string },
): Promise<{ data: InvitationView[]; next_cursor: string | null }> {
  let query = deps.db
    .selectFrom("workspace_invitations as i")
    .leftJoin("users as u", "u.id", "i.invited_by")
    .select([
      "i.id",
      "i.email",
      "i.role",
      "i.created_at",
      "i.expires_at",
      "u.id as inviter_id",
      "u.email as inviter_email",
      createdText("i.created_at").as("created_text"),
    ])
    .where("i.workspace_id", "=", workspaceId)
    .where("i.accepted_at", "is", null)
    .where("i.revoked_at", "is", null);
  const after = afterCursor(input.cursor, "i.created_at", "i.id");
  if (after) query = query.where(after);
  const rows = await query
    .orderBy("i.created_at", "desc")
    .orderBy("i.id", "desc")
    .limit(input.limit + 1)
    .execute();
  const page = pageOf(rows, input.limit, (r) => r.id);
  const now = deps.now().getTime();
  return {
    data: page.rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role,
      invited_by: r.inviter_id && r.inviter_email ? { id: r.inviter_id, email: r.inviter_email } : null,
      created_at: r.created_at.toISOString(),
      expires_at: r.expires_at.toISOString(),
      status: r.expires_at.getTime() > now ? "pending" : "expired",
    })),
    next_cursor: page.nextCursor,
  };
}

/** Revokes a pending invitation of this workspace; its link stops working at once. */
export async function revokeInvitation(
  deps: Pick<AppDeps, "db" | "now">,
  workspaceId: string,
  invitationId: string,
  actor: { userId: string; email: string },
): Promise<{ email: string }> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable("workspace_invitations")
      .set({ revoked_at: now })
      .where("id", "=", invitationId)
      .where("workspace_id", "=", workspaceId)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .returning("email")
      .executeTakeFirst();
    if (!revoked) throw new ApiError("not_found", INVITATION_NOT_FOUND);
    await recordAudit(trx, { workspaceId, actor, action: "invitation.revoked", target: revoked.email, now });
    return revoked;
  });
}

/**
 * Accepts an invitation for the signed-in account, which must have the invited address. The
 * link is spent in the same statement that checks it (single use, also under concurrency), and
 * the membership is added in the same transaction. Joining a workspace one is already in spends
 * the link and keeps the current role.
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, "db" | "now">,
  user: { userId: string; email: string },
  token: string,
): Promise<{ workspaceId: string }> {
  const now = deps.now();
  const hash = sha256(token);
  return deps.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("workspace_invitations")
      .select(["id", "email", "workspace_id", "role", "expires_at", "accepted_at", "revoked_at"])
      .where("token_hash", "=", hash)
      .forUpdate()
      .executeTakeFirst();
    if (!found || found.accepted_at || found.revoked_at) throw new ApiError("invalid_token", INVITATION_INVALID);
    if (found.expires_at.getTime() <= now.getTime()) throw new ApiError("invalid_token", INVITATION_EXPIRED);
    if (normalizeEmail(user.email) !== found.email) {
      throw new ApiError(
        "forbidden",
        `This invitation was sent to ${found.email}. Sign in with that address to accept it.`,
      );
    }
    await trx
      .updateTable("workspace_invitations")
      .set({ accepted_at: now, accepted_by: user.userId })
      .where("id", "=", found.id)
      .execute();
    await trx
      .insertInto("workspace_members")
      .values({ workspace_id: found.workspace_id, user_id: user.userId, role: found.role, created_at: now })
      .onConflict((oc) => oc.columns(["workspace_id", "user_id"]).doNothing())
      .execute();
    await recordAudit(trx, {
      workspaceId: found.workspace_id,
      actor: user,
      action: "invitation.accepted",
      target: found.email,
      details: { role: found.role },
      now,
    });
    return { workspaceId: found.workspace_id };
  });
}
