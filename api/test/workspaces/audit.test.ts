import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { errorOf, seedAnalysis, startApp, TEST_TIMEOUT_MS } from "../analyses/helpers.ts";
import { tokenFrom, uniqueEmail, waitForMail } from "../auth/helpers.ts";
import type { TestApp } from "../harness.ts";
import { inWorkspace, refuseAuditEntries, teamWithRoles } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

interface Entry {
  action: string;
  actor: { id: string | null; email: string };
  target: string | null;
  details: Record<string, unknown>;
}

describe("audit log", () => {
  test("records member, role, invitation, token, rename and deletion changes; owners and admins read and export it", async () => {
    const team = await teamWithRoles(t);
    const ws = team.workspaceId;
    const path = `/v1/workspaces/${ws}/audit-log`;
    const joiner = await t.createUser();

    // A series of changes by different people.
    expect(
      (await t.request(`/v1/workspaces/${ws}`, { method: "PATCH", token: team.admin.token, json: { name: "Studio" } }))
        .status,
    ).toBe(200);
    const inv = await t.request(`/v1/workspaces/${ws}/invitations`, {
      token: team.owner.token,
      json: { email: joiner.email, role: "viewer" },
    });
    expect(inv.status).toBe(201);
    const [mail] = await waitForMail(t, joiner.email);
    const accepted = await t.request("/v1/invitations/accept", {
      token: joiner.token,
      json: { token: tokenFrom(mail as never, "token") },
    });
    expect(accepted.status).toBe(200);
    const other = await t.request(`/v1/workspaces/${ws}/invitations`, {
      token: team.admin.token,
      json: { email: uniqueEmail("gone"), role: "member" },
    });
    const otherId = ((await other.json()) as { id: string; email: string }).id;
    expect(
      (await t.request(`/v1/workspaces/${ws}/invitations/${otherId}`, { method: "DELETE", token: team.admin.token }))
        .status,
    ).toBe(204);
    expect(
      (
        await t.request(`/v1/workspaces/${ws}/members/${joiner.id}`, {
          method: "PATCH",
          token: team.admin.token,
          json: { role: "member" },
        })
      ).status,
    ).toBe(200);
    const made = await t.request("/v1/tokens", { ...inWorkspace(ws, team.member.token), json: { name: "ci" } });
    const tokenId = ((await made.json()) as { id: string }).id;
    expect(
      (await t.request(`/v1/tokens/${tokenId}`, { ...inWorkspace(ws, team.member.token), method: "DELETE" })).status,
    ).toBe(204);
    const row = await seedAnalysis(t, team.member.id, { workspaceId: ws });
    expect(
      (await t.request(`/v1/analyses/${row.id}`, { ...inWorkspace(ws, team.member.token), method: "DELETE" })).status,
    ).toBe(204);
    expect(
      (await t.request(`/v1/workspaces/${ws}/members/${team.viewer.id}`, { method: "DELETE", token: team.owner.token }))
        .status,
    ).toBe(204);
    expect(
      (await t.request(`/v1/workspaces/${ws}/members/${joiner.id}`, { method: "DELETE", token: joiner.token })).status,
    ).toBe(204);

    const res = await t.request(path, { token: team.admin.token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Entry[] };
    const lines = data.map((e) => `${e.action} by ${e.actor.email}: ${e.target}`).reverse();
    expect(lines).toEqual([
      `workspace.renamed by ${team.admin.email}: Studio`,
      `invitation.created by ${team.owner.email}: ${joiner.email}`,
      `invitation.accepted by ${joiner.email}: ${joiner.email}`,
      `invitation.created by ${team.admin.email}: ${lines[3]?.split(": ")[1]}`,
      `invitation.revoked by ${team.admin.email}: ${lines[3]?.split(": ")[1]}`,
      `member.role_changed by ${team.admin.email}: ${joiner.email}`,
      `token.created by ${team.member.email}: ci`,
      `token.revoked by ${team.member.email}: ci`,
      `analysis.deleted by ${team.member.email}: ${row.id}`,
      `member.removed by ${team.owner.email}: ${team.viewer.email}`,
      `member.left by ${joiner.email}: ${joiner.email}`,
    ]);
    expect(lines[3]).toContain("gone-");
    expect(data.find((e) => e.action === "member.role_changed")?.details).toEqual({ from: "viewer", to: "member" });
    expect(data.find((e) => e.action === "workspace.renamed")?.details).toEqual({ from: "Agency" });

    // Pages follow next_cursor without gaps or repeats.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (
        await t.request(`${path}?limit=4${cursor ? `&cursor=${cursor}` : ""}`, { token: team.owner.token })
      ).json()) as { data: Entry[]; next_cursor: string | null };
      seen.push(...page.data.map((e) => `${e.action}:${e.target}`));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(data.map((e) => `${e.action}:${e.target}`));

    // CSV export, oldest first.
    const csv = await t.request(`${path}?format=csv`, { token: team.owner.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="adlens-audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = (await csv.text()).trim().split("\r\n");
    expect(rows[0]).toBe("created_at,action,actor_email,target,details");
    expect(rows.length).toBe(12);
    expect(rows[1]).toContain(`workspace.renamed,${team.admin.email},Studio,`);
    expect(rows[11]).toContain(`member.left,${joiner.email}`);
  });

  test("members, viewers and API tokens cannot read it; other workspaces see 404 and their own log stays apart", async () => {
    const team = await teamWithRoles(t);
    const path = `/v1/workspaces/${team.workspaceId}/audit-log`;
    for (const who of [team.member, team.viewer]) {
      expect(await errorOf(await t.request(path, { token: who.token }))).toMatchObject({
        status: 403,
        code: "forbidden",
      });
      expect((await t.request(`${path}?format=csv`, { token: who.token })).status).toBe(403);
    }
    const made = await t.request("/v1/tokens", {
      ...inWorkspace(team.workspaceId, team.owner.token),
      json: { name: "reader" },
    });
    const { token } = (await made.json()) as { token: string };
    expect((await t.request(path, { token })).status).toBe(403);

    const rival = await teamWithRoles(t, "Rival");
    const cross = await t.request(path, { token: rival.owner.token });
    expect(await errorOf(cross)).toMatchObject({ status: 404, message: "No workspace with this id." });
    const own = await t.request(`/v1/workspaces/${rival.workspaceId}/audit-log`, { token: rival.owner.token });
    expect(((await own.json()) as { data: Entry[] }).data).toEqual([]);
  });
});

describe("an audit entry and its change are one transaction", () => {
  test("when the entry cannot be written, no audited change happens: members, invitations, projects, share links, tokens, rename, deletion", async () => {
    const team = await teamWithRoles(t);
    const ws = team.workspaceId;
    const as = (token: string) => inWorkspace(ws, token);
    const row = await seedAnalysis(t, team.owner.id, { workspaceId: ws });
    const made = await t.request("/v1/projects", { ...as(team.owner.token), json: { name: "Kept" } });
    const project = (await made.json()) as { id: string };
    const shared = await t.request("/v1/share-links", { ...as(team.owner.token), json: { analysis_ids: [row.id] } });
    const link = (await shared.json()) as { id: string };
    const minted = await t.request("/v1/tokens", { ...as(team.member.token), json: { name: "ci" } });
    const token = (await minted.json()) as { id: string };
    const invited = await t.request(`/v1/workspaces/${ws}/invitations`, {
      token: team.owner.token,
      json: { email: "pending@example.com", role: "member" },
    });
    const invitation = (await invited.json()) as { id: string };
    const invitations = async () =>
      (
        await t.deps.db
          .selectFrom("workspace_invitations")
          .select(["email", "revoked_at"])
          .where("workspace_id", "=", ws)
          .execute()
      ).map((i) => `${i.email}:${i.revoked_at === null ? "pending" : "revoked"}`);
    const tokens = async () =>
      (
        await t.deps.db.selectFrom("api_tokens").select(["name", "is_active"]).where("workspace_id", "=", ws).execute()
      ).map((k) => `${k.name}:${k.is_active}`);
    const workspaceName = async () =>
      (await t.deps.db.selectFrom("workspaces").select("name").where("id", "=", ws).executeTakeFirstOrThrow()).name;
    const links = async () =>
      (
        await t.deps.db.selectFrom("share_links").select(["id", "revoked_at"]).where("workspace_id", "=", ws).execute()
      ).map((l) => `${l.id}:${l.revoked_at === null ? "active" : "revoked"}`);
    const members = async () =>
      (
        await t.deps.db
          .selectFrom("workspace_members")
          .select(["user_id", "role"])
          .where("workspace_id", "=", ws)
          .orderBy("created_at")
          .execute()
      ).map((m) => `${m.user_id}:${m.role}`);
    const projects = async () =>
      (
        await t.deps.db
          .selectFrom("projects")
          .select(["id", "name", "archived_at"])
          .where("workspace_id", "=", ws)
          .execute()
      ).map((p) => `${p.name}:${p.archived_at === null ? "open" : "archived"}`);
    const filed = async () =>
      (await t.deps.db.selectFrom("image_analyses").select("project_id").where("id", "=", row.id).executeTakeFirst())
        ?.project_id;
    const before = {
      invitations: await invitations(),
      members: await members(),
      projects: await projects(),
      links: await links(),
      tokens: await tokens(),
      name: await workspaceName(),
    };
    const logBefore = await t.deps.db.selectFrom("audit_events").select("id").where("workspace_id", "=", ws).execute();

    const allow = await refuseAuditEntries(t.deps.db, ws);
    const attempts: [string, Response][] = [
      [
        "role change",
        await t.request(`/v1/workspaces/${ws}/members/${team.viewer.id}`, {
          method: "PATCH",
          token: team.admin.token,
          json: { role: "member" },
        }),
      ],
      [
        "removal",
        await t.request(`/v1/workspaces/${ws}/members/${team.member.id}`, {
          method: "DELETE",
          token: team.owner.token,
        }),
      ],
      [
        "leaving",
        await t.request(`/v1/workspaces/${ws}/members/${team.viewer.id}`, {
          method: "DELETE",
          token: team.viewer.token,
        }),
      ],
      [
        "invitation create",
        await t.request(`/v1/workspaces/${ws}/invitations`, {
          token: team.owner.token,
          json: { email: "lost@example.com", role: "viewer" },
        }),
      ],
      [
        "invitation revoke",
        await t.request(`/v1/workspaces/${ws}/invitations/${invitation.id}`, {
          method: "DELETE",
          token: team.owner.token,
        }),
      ],
      ["analysis delete", await t.request(`/v1/analyses/${row.id}`, { ...as(team.owner.token), method: "DELETE" })],
      ["project create", await t.request("/v1/projects", { ...as(team.member.token), json: { name: "Lost" } })],
      [
        "project rename and archive",
        await t.request(`/v1/projects/${project.id}`, {
          ...as(team.member.token),
          method: "PATCH",
          json: { name: "Renamed", archived: true },
        }),
      ],
      [
        "project move",
        await t.request(`/v1/projects/${project.id}`, {
          ...as(team.member.token),
          method: "PATCH",
          json: { analysis_ids: [row.id] },
        }),
      ],
      ["project delete", await t.request(`/v1/projects/${project.id}`, { ...as(team.member.token), method: "DELETE" })],
      [
        "share link create",
        await t.request("/v1/share-links", { ...as(team.member.token), json: { analysis_ids: [row.id] } }),
      ],
      [
        "share link revoke",
        await t.request(`/v1/share-links/${link.id}`, { ...as(team.member.token), method: "DELETE" }),
      ],
      ["token create", await t.request("/v1/tokens", { ...as(team.member.token), json: { name: "lost" } })],
      ["token revoke", await t.request(`/v1/tokens/${token.id}`, { ...as(team.member.token), method: "DELETE" })],
      [
        "workspace rename",
        await t.request(`/v1/workspaces/${ws}`, {
          method: "PATCH",
          token: team.admin.token,
          json: { name: "Renamed" },
        }),
      ],
    ];
    const outcome = await Promise.all(
      attempts.map(async ([what, res]) => `${what}: ${res.status} ${(await errorOf(res)).code}`),
    );
    expect(outcome).toEqual(attempts.map(([what]) => `${what}: 500 internal_error`));
    expect(await invitations()).toEqual(before.invitations);
    expect(await members()).toEqual(before.members);
    expect(await projects()).toEqual(before.projects);
    expect(await filed()).toBeNull();
    expect(await links()).toEqual(before.links);
    expect(await tokens()).toEqual(before.tokens);
    expect(await workspaceName()).toBe(before.name);
    const logAfter = await t.deps.db.selectFrom("audit_events").select("id").where("workspace_id", "=", ws).execute();
    expect(logAfter.length).toBe(logBefore.length);

    // With the log writable again the same calls go through, each with its entry.
    await allow();
    expect(
      (
        await t.request(`/v1/workspaces/${ws}/members/${team.viewer.id}`, {
          method: "PATCH",
          token: team.admin.token,
          json: { role: "member" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.request(`/v1/workspaces/${ws}/members/${team.member.id}`, { method: "DELETE", token: team.owner.token }))
        .status,
    ).toBe(204);
    expect(
      (
        await t.request(`/v1/workspaces/${ws}/members/${team.viewer.id}`, {
          method: "DELETE",
          token: team.viewer.token,
        })
      ).status,
    ).toBe(204);
    const log = await t.request(`/v1/workspaces/${ws}/audit-log?limit=3`, { token: team.owner.token });
    const latest = ((await log.json()) as { data: Entry[] }).data.map((e) => [e.action, e.target, e.details]);
    expect(latest).toEqual([
      ["member.left", team.viewer.email, { role: "member" }],
      ["member.removed", team.member.email, { role: "member" }],
      ["member.role_changed", team.viewer.email, { from: "viewer", to: "member" }],
    ]);
  });
});
