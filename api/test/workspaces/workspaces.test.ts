import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { policyTable, ROLES } from "../../src/services/workspaces/policy.ts";
import { errorOf, multipart, startApp, TEST_TIMEOUT_MS, tinyPng, upload } from "../analyses/helpers.ts";
import { json, type TestApp } from "../harness.ts";
import { inWorkspace, teamWithRoles } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

interface Workspace {
  id: string;
  name: string;
  personal: boolean;
  role: string;
  plan: string;
  seats: { used: number; limit: number };
  owner: { id: string; email: string };
}

describe("workspaces", () => {
  test("every account starts with its personal workspace, on its own plan, with one seat", async () => {
    const user = await t.createUser({ tier: "pro" });
    const list = await json<{ data: Workspace[] }>(await t.request("/v1/workspaces", { token: user.token }));
    expect(list.data).toEqual([
      expect.objectContaining({
        id: user.workspaceId,
        name: "Personal",
        personal: true,
        role: "owner",
        plan: "pro",
        seats: { used: 1, limit: 1 },
        owner: { id: user.id, email: user.email },
      }),
    ]);
  });

  test("only an Enterprise plan creates team workspaces; the team runs on its owner's plan", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const refused = await t.request("/v1/workspaces", { token: pro.token, json: { name: "Agency" } });
    expect(await errorOf(refused)).toMatchObject({
      status: 403,
      code: "plan_required",
      message: "Team workspaces are part of the Enterprise plan.",
    });
    const boss = await t.createUser({ tier: "enterprise" });
    const created = await t.request("/v1/workspaces", { token: boss.token, json: { name: "  Northwind Agency " } });
    expect(created.status).toBe(201);
    const team = await json<Workspace>(created);
    expect(team).toMatchObject({
      name: "Northwind Agency",
      personal: false,
      role: "owner",
      plan: "enterprise",
      seats: { used: 1, limit: 25 },
    });
    const list = await json<{ data: Workspace[] }>(await t.request("/v1/workspaces", { token: boss.token }));
    expect(list.data.map((w) => w.name)).toEqual(["Personal", "Northwind Agency"]);
    const bad = await t.request("/v1/workspaces", { token: boss.token, json: { name: "   " } });
    expect(await errorOf(bad)).toMatchObject({ status: 400, code: "validation_failed", field: "name" });
  });

  test("members see the team's analyses, plan and usage; their own workspace stays separate", async () => {
    const team = await teamWithRoles(t, "Shared");
    const res = await upload(t, team.member.token, await tinyPng(2), "shared.png");
    expect(res.status).toBe(201);
    const meInTeam = await json<{ workspace: { name: string; role: string }; profile: { subscription_tier: string } }>(
      await t.request("/v1/me", inWorkspace(team.workspaceId, team.viewer.token)),
    );
    expect(meInTeam).toMatchObject({
      workspace: { name: "Shared", role: "viewer" },
      profile: { subscription_tier: "enterprise" },
    });
    const mePersonal = await json<{ workspace: { personal: boolean }; profile: { subscription_tier: string } }>(
      await t.request("/v1/me", { token: team.viewer.token }),
    );
    expect(mePersonal).toMatchObject({ workspace: { personal: true }, profile: { subscription_tier: "free" } });
    const teamList = await json<{ data: { filename: string }[] }>(
      await t.request("/v1/analyses", inWorkspace(team.workspaceId, team.viewer.token)),
    );
    expect(teamList.data).toEqual([]);
    const personalList = await json<{ data: { filename: string }[] }>(
      await t.request("/v1/analyses", { token: team.member.token }),
    );
    expect(personalList.data.map((a) => a.filename)).toEqual(["shared.png"]);
  });

  test("?workspace= works like the header; a malformed id names the field", async () => {
    const team = await teamWithRoles(t, "Query");
    const byQuery = await json<{ workspace: { name: string } }>(
      await t.request(`/v1/me?workspace=${team.workspaceId}`, { token: team.admin.token }),
    );
    expect(byQuery.workspace.name).toBe("Query");
    const bad = await t.request("/v1/analyses", { token: team.admin.token, headers: { "x-workspace-id": "nope" } });
    expect(await errorOf(bad)).toMatchObject({ status: 400, code: "validation_failed", field: "x-workspace-id" });
  });

  test("owners and admins rename; members are listed with their roles and paginate", async () => {
    const team = await teamWithRoles(t, "Before");
    const renamed = await t.request(`/v1/workspaces/${team.workspaceId}`, {
      method: "PATCH",
      token: team.admin.token,
      json: { name: "After" },
    });
    expect((await json<Workspace>(renamed)).name).toBe("After");
    const first = await json<{ data: { email: string; role: string }[]; next_cursor: string }>(
      await t.request(`/v1/workspaces/${team.workspaceId}/members?limit=3`, { token: team.viewer.token }),
    );
    expect(first.data.map((m) => m.role)).toEqual(["viewer", "member", "admin"]);
    const rest = await json<{ data: { email: string; role: string }[]; next_cursor: null }>(
      await t.request(`/v1/workspaces/${team.workspaceId}/members?limit=3&cursor=${first.next_cursor}`, {
        token: team.viewer.token,
      }),
    );
    expect(rest).toEqual({
      data: [expect.objectContaining({ email: team.owner.email, role: "owner" })],
      next_cursor: null,
    });
  });
});

describe("one monthly quota for a team", () => {
  test("members uploading at once never pass the owner's limit, and it is counted on the owner's plan", async () => {
    const team = await teamWithRoles(t, "Quota");
    await t.deps.db
      .updateTable("workspaces")
      .set({ current_month_uploads: 9_996, last_upload_reset: t.deps.now() })
      .where("id", "=", team.owner.workspaceId)
      .execute();
    const png = await tinyPng(7, 64, 64);
    const uploaders = [team.owner, team.admin, team.member, team.owner, team.admin, team.member];
    const statuses = await Promise.all(
      uploaders.flatMap((u) =>
        [0, 1].map(() =>
          t
            .request("/v1/analyses", {
              ...inWorkspace(team.workspaceId, u.token),
              method: "POST",
              body: multipart(png, "race.png"),
            })
            .then((r) => r.status),
        ),
      ),
    );
    expect(statuses.filter((s) => s === 201).length).toBe(4);
    expect(statuses.filter((s) => s === 429).length).toBe(8);
    const payer = await t.deps.db
      .selectFrom("workspaces")
      .select("current_month_uploads")
      .where("id", "=", team.owner.workspaceId)
      .executeTakeFirstOrThrow();
    expect(payer.current_month_uploads).toBe(10_000);
    const analyses = await t.deps.db
      .selectFrom("image_analyses")
      .select("id")
      .where("workspace_id", "=", team.workspaceId)
      .execute();
    expect(analyses.length).toBe(4);
    const usage = await json<{ profile: { current_month_uploads: number } }>(
      await t.request("/v1/me", inWorkspace(team.workspaceId, team.viewer.token)),
    );
    expect(usage.profile.current_month_uploads).toBe(10_000);
  });
});

describe("the policy is one table, printed in docs/workspaces.md", () => {
  test("the docs show exactly the table the code enforces", async () => {
    const docs = await Bun.file(new URL("../../../docs/workspaces.md", import.meta.url)).text();
    const table = policyTable();
    expect(table.split("\n")[0]).toBe(`| Action | ${ROLES.join(" | ")} | API token |`);
    expect(docs).toContain(table);
  });
});
