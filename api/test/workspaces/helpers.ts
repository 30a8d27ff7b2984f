import type { Db, WorkspaceRole } from "@adlens/db";
import { sql } from "kysely";
import type { TestApp } from "../harness.ts";

export type TestUser = Awaited<ReturnType<TestApp["createUser"]>>;

/**
 * A team workspace created through the API by an Enterprise owner, with one user in each other
 * role added straight in the database (the invitation flow has its own tests).
 */
export async function teamWithRoles(t: TestApp, name = "Agency") {
  const owner = await t.createUser({ tier: "enterprise" });
  const res = await t.request("/v1/workspaces", { token: owner.token, json: { name } });
  if (res.status !== 201) throw new Error(`create workspace: ${res.status} ${await res.text()}`);
  const workspaceId = ((await res.json()) as { id: string }).id;
  const admin = await t.createUser();
  const member = await t.createUser();
  const viewer = await t.createUser();
  // Joined one second apart, in this order, so lists sorted by joining time are predictable.
  const joined = (n: number) => new Date(t.deps.now().getTime() + n * 1000);
  await addMember(t, workspaceId, admin.id, "admin", joined(1));
  await addMember(t, workspaceId, member.id, "member", joined(2));
  await addMember(t, workspaceId, viewer.id, "viewer", joined(3));
  return { workspaceId, owner, admin, member, viewer, byRole: { owner, admin, member, viewer } };
}

export async function addMember(
  t: TestApp,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
  joinedAt = t.deps.now(),
) {
  await t.deps.db
    .insertInto("workspace_members")
    .values({ workspace_id: workspaceId, user_id: userId, role, created_at: joinedAt })
    .execute();
}

/** Request options working in `workspaceId` through the X-Workspace-Id header. */
export const inWorkspace = (workspaceId: string, token: string) => ({
  token,
  headers: { "x-workspace-id": workspaceId },
});

/**
 * Makes the database refuse every audit entry of one workspace, as a full disk or a broken
 * constraint would: a real trigger on the test's database, removed by the returned function.
 */
export async function refuseAuditEntries(db: Db, workspaceId: string): Promise<() => Promise<void>> {
  const name = `refuse_audit_${workspaceId.replaceAll("-", "")}`;
  await sql
    .raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'audit entry refused by the test'; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON audit_events FOR EACH ROW
       WHEN (NEW.workspace_id = '${workspaceId}'::uuid) EXECUTE FUNCTION ${name}()`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`DROP TRIGGER ${name} ON audit_events`).execute(db);
    await sql.raw(`DROP FUNCTION ${name}()`).execute(db);
  };
}
