import type { Db } from "@adlens/db";
import { sql } from "kysely";

/**
 * The workspace whose plan, subscription and monthly quota `workspaceId` runs on: a personal
 * workspace pays for itself, a team workspace runs on its owner's personal workspace, so one
 * Enterprise contract covers its owner's teams and their members share one quota (ADR 0060).
 */
export function payerOf(workspaceId: string) {
  return sql<string>`(
    SELECT p.id FROM workspaces w
    JOIN workspace_members o ON o.workspace_id = w.id AND o.role = 'owner'
    JOIN workspaces p ON p.personal_owner_id = o.user_id
    WHERE w.id = ${workspaceId})`;
}

export async function payerId(db: Db, workspaceId: string): Promise<string | null> {
  const { rows } = await sql<{ id: string | null }>`SELECT ${payerOf(workspaceId)} AS id`.execute(db);
  return rows[0]?.id ?? null;
}
