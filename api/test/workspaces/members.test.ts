import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { errorOf, seedAnalysis, startApp, TEST_TIMEOUT_MS } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";
import { addMember, inWorkspace, type TestUser, teamWithRoles } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const memberPath = (workspaceId: string, userId: string) => `/v1/workspaces/${workspaceId}/members/${userId}`;
const remove = (actor: TestUser, workspaceId: string, userId: string) =>
  t.request(memberPath(workspaceId, userId), { method: "DELETE", token: actor.token });
const setRole = (actor: TestUser, workspaceId: string, userId: string, role: string) =>
  t.request(memberPath(workspaceId, userId), { method: "PATCH", token: actor.token, json: { role } });

async function rolesOf(workspaceId: string) {
  const rows = await t.deps.db
    .selectFrom("workspace_members")
    .select(["user_id", "role"])
    .where("workspace_id", "=", workspaceId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.user_id, r.role]));
}

const seats = async (team: { workspaceId: string; owner: TestUser }) =>
  (
    (await (await t.request(`/v1/workspaces/${team.workspaceId}`, { token: team.owner.token })).json()) as {
      seats: { used: number };
    }
  ).seats.used;

describe("removing members", () => {
  test("owners and admins remove members ranked below them; the removed lose access, their work stays", async () => {
    const team = await teamWithRoles(t);
    const row = await seedAnalysis(t, team.member.id, { workspaceId: team.workspaceId, filename: "stays.png" });
    const tokenRes = await t.request("/v1/tokens", {
      ...inWorkspace(team.workspaceId, team.member.token),
      json: { name: "ci" },
    });
    const { token: apiToken } = (await tokenRes.json()) as { token: string };
    expect(await seats(team)).toBe(4);

    const outcome: string[] = [];
    for (const [actor, target] of [
      ["member", "viewer"],
      ["viewer", "member"],
      ["admin", "owner"],
      ["admin", "member"],
    ] as const) {
      const res = await remove(team.byRole[actor], team.workspaceId, team.byRole[target].id);
      outcome.push(`${actor} removes ${target}: ${res.status}`);
    }
    expect(outcome).toEqual([
      "member removes viewer: 403",
      "viewer removes member: 403",
      "admin removes owner: 403",
      "admin removes member: 204",
    ]);
    const roles = await rolesOf(team.workspaceId);
    expect(roles[team.member.id]).toBeUndefined();
    expect(roles[team.owner.id]).toBe("owner");
    expect(await seats(team)).toBe(3);

    // The removed member: the workspace is gone for them, their token stops, their upload stays.
    const gone = await t.request(`/v1/workspaces/${team.workspaceId}`, { token: team.member.token });
    expect(await errorOf(gone)).toMatchObject({ status: 404, code: "not_found" });
    expect((await t.request("/v1/analyses", { token: apiToken })).status).toBe(401);
    const kept = await t.request(`/v1/analyses/${row.id}`, inWorkspace(team.workspaceId, team.owner.token));
    expect(kept.status).toBe(200);

    // Removing someone not in the workspace is 404; an outsider cannot tell the workspace exists.
    expect(await errorOf(await remove(team.owner, team.workspaceId, team.member.id))).toMatchObject({ status: 404 });
    const other = await teamWithRoles(t, "Rival");
    const cross = await remove(other.owner, team.workspaceId, team.viewer.id);
    expect(await errorOf(cross)).toMatchObject({ status: 404, message: "No workspace with this id." });
    expect((await rolesOf(team.workspaceId))[team.viewer.id]).toBe("viewer");
  });

  test("admins, members and viewers leave; the owner and a personal workspace's owner cannot", async () => {
    const team = await teamWithRoles(t);
    for (const role of ["viewer", "member", "admin"] as const) {
      const res = await remove(team.byRole[role], team.workspaceId, team.byRole[role].id);
      expect(res.status).toBe(204);
    }
    expect(Object.values(await rolesOf(team.workspaceId))).toEqual(["owner"]);
    const ownerLeaves = await remove(team.owner, team.workspaceId, team.owner.id);
    expect(await errorOf(ownerLeaves)).toMatchObject({ status: 403, code: "forbidden" });
    const solo = await t.createUser();
    const personal = await remove(solo, solo.workspaceId, solo.id);
    expect(await errorOf(personal)).toMatchObject({ status: 403, code: "forbidden" });
    expect((await rolesOf(solo.workspaceId))[solo.id]).toBe("owner");
    // Leaving needs a session, not an API token.
    const viaToken = await t.request(memberPath(team.workspaceId, team.owner.id), {
      method: "DELETE",
      token: `adlens_${"0".repeat(64)}`,
    });
    expect(viaToken.status).toBe(401);
  });
});

describe("changing roles", () => {
  test("only roles below the actor's, to roles below it; never your own", async () => {
    const team = await teamWithRoles(t);
    const extra = await t.createUser();
    await addMember(t, team.workspaceId, extra.id, "viewer");
    const outcome: string[] = [];
    for (const [actor, target, role] of [
      ["admin", extra, "member"],
      ["admin", extra, "admin"],
      ["admin", team.admin, "viewer"],
      ["member", extra, "viewer"],
      ["viewer", extra, "member"],
      ["admin", team.admin, "member"],
      ["owner", extra, "admin"],
      ["owner", team.admin, "viewer"],
    ] as const) {
      const res = await setRole(team.byRole[actor], team.workspaceId, target.id, role);
      outcome.push(`${actor} sets ${target === extra ? "extra" : "admin"} to ${role}: ${res.status}`);
    }
    expect(outcome).toEqual([
      "admin sets extra to member: 200",
      "admin sets extra to admin: 403",
      "admin sets admin to viewer: 403",
      "member sets extra to viewer: 403",
      "viewer sets extra to member: 403",
      "admin sets admin to member: 403",
      "owner sets extra to admin: 200",
      "owner sets admin to viewer: 200",
    ]);
    const roles = await rolesOf(team.workspaceId);
    expect(roles[extra.id]).toBe("admin");
    expect(roles[team.admin.id]).toBe("viewer");
    const bad = await setRole(team.owner, team.workspaceId, extra.id, "boss");
    expect(await errorOf(bad)).toMatchObject({ status: 400, field: "role" });
    const stranger = await t.createUser();
    expect(await errorOf(await setRole(team.owner, team.workspaceId, stranger.id, "member"))).toMatchObject({
      status: 404,
      code: "not_found",
    });
  });

  test("the owner hands the workspace to an Enterprise member and becomes an admin; the plan follows", async () => {
    const team = await teamWithRoles(t);
    // The admin is on Free: a team runs on its owner's plan, so the handover is refused.
    const refused = await setRole(team.owner, team.workspaceId, team.admin.id, "owner");
    expect(await errorOf(refused)).toMatchObject({ status: 403, code: "plan_required" });
    expect((await rolesOf(team.workspaceId))[team.owner.id]).toBe("owner");
    // Admins cannot hand it over at all.
    const byAdmin = await setRole(team.admin, team.workspaceId, team.member.id, "owner");
    expect(await errorOf(byAdmin)).toMatchObject({ status: 403, code: "forbidden" });

    await t.deps.db
      .updateTable("workspaces")
      .set({ plan_tier: "enterprise" })
      .where("id", "=", team.admin.workspaceId)
      .execute();
    const handed = await setRole(team.owner, team.workspaceId, team.admin.id, "owner");
    expect(handed.status).toBe(200);
    expect(await handed.json()).toMatchObject({ user_id: team.admin.id, role: "owner" });
    const roles = await rolesOf(team.workspaceId);
    expect(roles[team.admin.id]).toBe("owner");
    expect(roles[team.owner.id]).toBe("admin");
    const view = (await (
      await t.request(`/v1/workspaces/${team.workspaceId}`, { token: team.member.token })
    ).json()) as {
      owner: { id: string };
      plan: string;
    };
    expect(view).toMatchObject({ owner: { id: team.admin.id }, plan: "enterprise" });
    // The former owner, now an admin, can leave; and can no longer hand the workspace over.
    const again = await setRole(team.owner, team.workspaceId, team.member.id, "owner");
    expect(await errorOf(again)).toMatchObject({ status: 403, code: "forbidden" });
    expect((await remove(team.owner, team.workspaceId, team.owner.id)).status).toBe(204);
  });
});
