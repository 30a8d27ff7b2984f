import type { Db } from "@adlens/db";
import { sql } from "kysely";
import { csvCell } from "../analyses/export.ts";
import { afterCursor, createdText, pageOf } from "../pagination.ts";

/** Every action the log records; docs/workspaces.md lists them. */
export const AUDIT_ACTIONS = [
  "workspace.renamed",
  "workspace.logo_set",
  "workspace.logo_removed",
  "invitation.created",
  "invitation.revoked",
  "invitation.accepted",
  "member.role_changed",
  "member.removed",
  "member.left",
  "ownership.transferred",
  "token.created",
  "token.revoked",
  "analysis.deleted",
  "share_link.created",
  "share_link.revoked",
  "project.created",
  "project.renamed",
  "project.archived",
  "project.restored",
  "project.analyses_moved",
  "project.deleted",
  "brand_kit.updated",
  "brand_kit.logo_added",
  "brand_kit.logo_removed",
  "vision_model.set",
  "vision_model.removed",
  "vision_model.tested",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditInput {
  workspaceId: string;
  actor: { userId: string; email: string };
  action: AuditAction;
  target?: string | null;
  details?: Record<string, unknown>;
  now: Date;
}

export interface AuditEntry {
  id: string;
  action: AuditAction;
  actor: { id: string | null; email: string };
  target: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

/** Appends one entry. Called with the transaction of the change where there is one. */
export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  await db
    .insertInto("audit_events")
    .values({
      workspace_id: input.workspaceId,
      actor_id: input.actor.userId,
      actor_email: input.actor.email,
      action: input.action,
      target: input.target ?? null,
      details: JSON.stringify(input.details ?? {}),
      created_at: input.now,
    })
    .execute();
}

function baseQuery(db: Db, workspaceId: string) {
  return db
    .selectFrom("audit_events")
    .select([
      "id",
      "action",
      "actor_id",
      "actor_email",
      "target",
      "details",
      "created_at",
      createdText("created_at").as("created_text"),
    ])
    .where("workspace_id", "=", workspaceId);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

const entry = (r: Row): AuditEntry => ({
  id: r.id,
  action: r.action as AuditAction,
  actor: { id: r.actor_id, email: r.actor_email },
  target: r.target,
  details: r.details,
  created_at: r.created_at.toISOString(),
});

/** The workspace's log, newest first, cursor-paginated. */
export async function listAudit(
  db: Db,
  workspaceId: string,
  input: { limit: number; cursor?: string },
): Promise<{ data: AuditEntry[]; next_cursor: string | null }> {
  let query = baseQuery(db, workspaceId);
  const after = afterCursor(input.cursor, "created_at", "id");
  if (after) query = query.where(after);
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(input.limit + 1)
    .execute();
  const page = pageOf(rows, input.limit, (r) => r.id);
  return { data: page.rows.map(entry), next_cursor: page.nextCursor };
}

/** The whole log as CSV, oldest first, read in pages so memory stays flat. */
export async function exportAuditCsv(db: Db, workspaceId: string): Promise<string> {
  const lines = ["created_at,action,actor_email,target,details"];
  let after: { created: string; id: string } | null = null;
  for (;;) {
    let query = baseQuery(db, workspaceId);
    if (after) {
      const { created, id } = after;
      query = query.where(sql<boolean>`(created_at, id) > (${created}::timestamptz, ${id}::uuid)`);
    }
    const rows = await query.orderBy("created_at").orderBy("id").limit(500).execute();
    for (const r of rows) {
      const e = entry(r);
      lines.push(
        [e.created_at, e.action, e.actor.email, e.target ?? "", JSON.stringify(e.details)].map(csvCell).join(","),
      );
    }
    const last = rows.at(-1);
    if (!last || rows.length < 500) break;
    after = { created: last.created_text, id: last.id };
  }
  return `${lines.join("\r\n")}\r\n`;
}
