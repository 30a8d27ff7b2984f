import type { Db, Tier } from "@adlens/db";

export const PERSONAL_NAME = "Personal";

/**
 * The account's own workspace, created with the account (in the caller's transaction) and
 * deleted with it. `tier` is an operator-set plan, for tests and tools that start accounts on one.
 */
export async function createPersonalWorkspace(db: Db, userId: string, tier: Tier = "free"): Promise<string> {
  const workspace = await db
    .insertInto("workspaces")
    .values({ name: PERSONAL_NAME, personal_owner_id: userId, plan_tier: tier, stripe_customer_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("workspace_members")
    .values({ workspace_id: workspace.id, user_id: userId, role: "owner" })
    .execute();
  return workspace.id;
}

export async function personalWorkspaceId(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom("workspaces").select("id").where("personal_owner_id", "=", userId).executeTakeFirst();
  return row?.id ?? null;
}
