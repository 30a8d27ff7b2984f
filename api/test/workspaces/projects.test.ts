import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { errorOf, seedAnalysis, startApp, TEST_TIMEOUT_MS } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";
import { inWorkspace, teamWithRoles } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

interface Project {
  id: string;
  name: string;
  archived: boolean;
  analyses: number;
}

describe("projects", () => {
  test("create, move analyses in, filter gallery, analytics and export, rename, archive, delete", async () => {
    const team = await teamWithRoles(t);
    const as = (token: string) => inWorkspace(team.workspaceId, token);
    const a = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId, filename: "spring-a.png" });
    const b = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId, filename: "spring-b.png" });
    await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId, filename: "other.png" });

    const created = await t.request("/v1/projects", { ...as(team.member.token), json: { name: "Spring launch" } });
    expect(created.status).toBe(201);
    const project = (await created.json()) as Project;
    expect(project).toMatchObject({ name: "Spring launch", archived: false, analyses: 0 });
    const dup = await t.request("/v1/projects", { ...as(team.admin.token), json: { name: "spring LAUNCH" } });
    expect(await errorOf(dup)).toMatchObject({ status: 409, code: "conflict", field: "name" });

    const moved = await t.request(`/v1/projects/${project.id}`, {
      ...as(team.member.token),
      method: "PATCH",
      json: { analysis_ids: [a.id, b.id] },
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as Project).analyses).toBe(2);

    const gallery = await t.request(`/v1/analyses?project=${project.id}`, as(team.viewer.token));
    const names = ((await gallery.json()) as { data: { filename: string }[] }).data.map((x) => x.filename).sort();
    expect(names).toEqual(["spring-a.png", "spring-b.png"]);
    const all = await t.request("/v1/analyses", as(team.viewer.token));
    expect(((await all.json()) as { data: unknown[] }).data.length).toBe(3);
    const analytics = await t.request(`/v1/analytics?project=${project.id}`, as(team.viewer.token));
    expect(analytics.status).toBe(200);
    expect(JSON.stringify(await analytics.json())).toContain('"total_analyses":2');
    const csv = await t.request(`/v1/analyses/export?format=csv&project=${project.id}`, as(team.viewer.token));
    const rows = (await csv.text()).trim().split("\r\n");
    expect(rows.length).toBe(3);
    expect(rows.slice(1).every((r) => r.includes("spring-"))).toBe(true);

    // Rename and archive: hidden from the list unless asked for; viewers cannot change projects.
    const viewerEdit = await t.request(`/v1/projects/${project.id}`, {
      ...as(team.viewer.token),
      method: "PATCH",
      json: { name: "x" },
    });
    expect(viewerEdit.status).toBe(403);
    const archived = await t.request(`/v1/projects/${project.id}`, {
      ...as(team.admin.token),
      method: "PATCH",
      json: { name: "Spring 2026", archived: true },
    });
    expect(await archived.json()).toMatchObject({ name: "Spring 2026", archived: true });
    const listed = async (q = "") =>
      ((await (await t.request(`/v1/projects${q}`, as(team.viewer.token))).json()) as { data: Project[] }).data.map(
        (p) => p.name,
      );
    expect(await listed()).toEqual([]);
    expect(await listed("?archived=true")).toEqual(["Spring 2026"]);

    // Deleting the project keeps its analyses in the workspace.
    expect((await t.request(`/v1/projects/${project.id}`, { ...as(team.member.token), method: "DELETE" })).status).toBe(
      204,
    );
    const after = await t.request("/v1/analyses", as(team.viewer.token));
    expect(((await after.json()) as { data: unknown[] }).data.length).toBe(3);
    const gone = await t.request(`/v1/analyses?project=${project.id}`, as(team.viewer.token));
    expect(await errorOf(gone)).toMatchObject({ status: 404, code: "not_found" });
  });

  test("another workspace's projects and analyses are 404; a bad move changes nothing", async () => {
    const team = await teamWithRoles(t);
    const rival = await teamWithRoles(t, "Rival");
    const mine = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId });
    const theirs = await seedAnalysis(t, rival.owner.id, { workspaceId: rival.workspaceId });
    const make = async (ws: string, token: string, name: string) =>
      (await (await t.request("/v1/projects", { ...inWorkspace(ws, token), json: { name } })).json()) as Project;
    const p = await make(team.workspaceId, team.owner.token, "Ours");
    const q = await make(rival.workspaceId, rival.owner.token, "Theirs");

    const steal = await t.request(`/v1/projects/${p.id}`, {
      ...inWorkspace(team.workspaceId, team.owner.token),
      method: "PATCH",
      json: { analysis_ids: [mine.id, theirs.id] },
    });
    expect(await errorOf(steal)).toMatchObject({ status: 404, code: "not_found" });
    const row = await t.deps.db
      .selectFrom("image_analyses")
      .select(["id", "project_id"])
      .where("id", "in", [mine.id, theirs.id])
      .execute();
    expect(row.every((r) => r.project_id === null)).toBe(true);

    for (const [method, path] of [
      ["PATCH", `/v1/projects/${q.id}`],
      ["DELETE", `/v1/projects/${q.id}`],
      ["GET", `/v1/analyses?project=${q.id}`],
      ["GET", `/v1/analytics?project=${q.id}`],
    ] as const) {
      const res = await t.request(path, {
        ...inWorkspace(team.workspaceId, team.owner.token),
        method,
        json: method === "PATCH" ? { name: "mine now" } : undefined,
      });
      expect(`${method} ${path.split("?")[0]}: ${res.status}`).toBe(`${method} ${path.split("?")[0]}: 404`);
    }
    const theirsNow = await t.deps.db.selectFrom("projects").select("name").where("id", "=", q.id).executeTakeFirst();
    expect(theirsNow?.name).toBe("Theirs");
  });

  test("each project change is in the audit log: who, which project, what changed", async () => {
    const team = await teamWithRoles(t);
    const as = (token: string) => inWorkspace(team.workspaceId, token);
    const a = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId });
    const b = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId });
    const created = await t.request("/v1/projects", { ...as(team.member.token), json: { name: "Autumn" } });
    const project = (await created.json()) as Project;
    const patch = async (token: string, json: Record<string, unknown>) => {
      const res = await t.request(`/v1/projects/${project.id}`, { ...as(token), method: "PATCH", json });
      expect(res.status).toBe(200);
    };
    await patch(team.member.token, { analysis_ids: [a.id, b.id] });
    await patch(team.admin.token, { name: "Autumn 2026", archived: true });
    // Sending what is already there changes nothing, so nothing is recorded.
    await patch(team.admin.token, { name: "Autumn 2026", archived: true });
    await patch(team.owner.token, { archived: false });
    const refused = await t.request(`/v1/projects/${project.id}`, {
      ...as(team.member.token),
      method: "PATCH",
      json: { name: "Winter", analysis_ids: [crypto.randomUUID()] },
    });
    expect(refused.status).toBe(404);
    expect((await t.request(`/v1/projects/${project.id}`, { ...as(team.member.token), method: "DELETE" })).status).toBe(
      204,
    );

    const log = await t.request(`/v1/workspaces/${team.workspaceId}/audit-log`, { token: team.owner.token });
    const entries = (
      (await log.json()) as {
        data: { action: string; actor: { email: string }; target: string; details: Record<string, unknown> }[];
      }
    ).data
      .filter((e) => e.action.startsWith("project."))
      .reverse();
    const rows = entries.map((e) => [e.action, e.actor.email, e.target, e.details] as const);
    // The PATCH that renames and archives records both at once: their order between them is free.
    const renameAndArchive = rows.slice(2, 4).sort((x, y) => x[0].localeCompare(y[0]));
    expect([...rows.slice(0, 2), ...renameAndArchive, ...rows.slice(4)]).toEqual([
      ["project.created", team.member.email, "Autumn", { project_id: project.id }],
      ["project.analyses_moved", team.member.email, "Autumn", { project_id: project.id, analysis_ids: [a.id, b.id] }],
      ["project.archived", team.admin.email, "Autumn 2026", { project_id: project.id }],
      ["project.renamed", team.admin.email, "Autumn 2026", { project_id: project.id, from: "Autumn" }],
      ["project.restored", team.owner.email, "Autumn 2026", { project_id: project.id }],
      ["project.deleted", team.member.email, "Autumn 2026", { project_id: project.id }],
    ]);
  });
});
