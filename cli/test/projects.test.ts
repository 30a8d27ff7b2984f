import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seedAnalysis } from "../../api/test/analyses/helpers.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { addMember } from "../../api/test/workspaces/helpers.ts";
import { buildCli, generateAds, json, type RunResult, runCli } from "./helpers.ts";

setDefaultTimeout(180_000);

let t: TestApp;
let url: string;
let tmp: string;
let adsDir: string;

beforeAll(async () => {
  await buildCli();
  t = await startTestApp();
  url = (await t.listen()).url;
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-cli-projects-"));
  adsDir = path.join(tmp, "ads");
  await generateAds(adsDir);
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

const errorCode = (result: RunResult) => (JSON.parse(result.stderr) as { error: { code: string } }).error.code;

interface Project {
  id: string;
  name: string;
  archived: boolean;
  analyses: number;
}

describe("adlens projects", () => {
  test("create, list, analyze --project, move, rename, archive and restore, delete, in the chosen workspace", async () => {
    const owner = await t.createUser({ tier: "enterprise" });
    const created = await t.request("/v1/workspaces", { token: owner.token, json: { name: "Client Team" } });
    const team = (await created.json()) as { id: string };
    const member = await t.createUser();
    await addMember(t, team.id, member.id, "member");
    const dir = await mkdtemp(path.join(tmp, "home-"));
    const env = { XDG_CONFIG_HOME: dir, HOME: dir, ADLENS_API_URL: url, ADLENS_TOKEN: member.token };
    const inTeam = { ...env, ADLENS_WORKSPACE: team.id };
    const cli = (args: string[], e: Record<string, string> = inTeam) => runCli(args, e);

    const made = await cli(["projects", "create", "Spring launch"]);
    expect(made.code).toBe(0);
    const project = json<Project>(made);
    expect(project).toMatchObject({ name: "Spring launch", archived: false, analyses: 0 });
    const dup = await cli(["projects", "create", "spring LAUNCH"]);
    expect([dup.code, errorCode(dup)]).toEqual([1, "conflict"]);
    expect(json<Project[]>(await cli(["projects", "list"])).map((p) => p.name)).toEqual(["Spring launch"]);
    // The project is the team's: the personal workspace has none.
    expect(json<Project[]>(await cli(["projects", "list"], env))).toEqual([]);

    // analyze --project (by name) uploads each image into the project: filed as it is stored.
    const analysed = await cli([
      "analyze",
      path.join(adsDir, "bold-sale.png"),
      path.join(adsDir, "night-run.png"),
      "--project",
      "spring launch",
    ]);
    expect(analysed.code).toBe(0);
    const run = json<{
      results: { id: string; status: string }[];
      project: { id: string; name: string; filed: number };
    }>(analysed);
    expect(run.project).toEqual({ id: project.id, name: "Spring launch", filed: 2 });
    const listed = async (extra: string[]) =>
      json<{ data: { id: string }[] }>(await cli(["analyses", "list", ...extra]))
        .data.map((a) => a.id)
        .sort();
    expect(await listed(["--project", project.id])).toEqual(run.results.map((r) => r.id).sort());
    const exported = await cli(["analyses", "export", "--format", "ndjson", "--project", "Spring launch"]);
    // Export records carry the analysis id (snake_case, like the rest of the API).
    const exportedIds = exported.stdout
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { id: string }).id);
    expect(exportedIds.sort()).toEqual(run.results.map((r) => r.id).sort());

    // An unknown project is a usage error before anything is uploaded.
    const before = (await listed([])).length;
    const unknown = await cli(["analyze", path.join(adsDir, "faint-tea.png"), "--project", "Nope"]);
    expect([unknown.code, errorCode(unknown)]).toEqual([2, "not_found"]);
    expect((await listed([])).length).toBe(before);

    // --async --no-wait files too: the batch carries the project, so nothing is left to do at the end.
    const queued = await cli([
      "analyze",
      path.join(adsDir, "faint-tea.png"),
      "--async",
      "--no-wait",
      "--project",
      "SPRING launch",
    ]);
    expect(queued.code).toBe(0);
    const batch = json<{ batches: { id: string }[]; project: { id: string; name: string } }>(queued);
    expect(batch.project).toEqual({ id: project.id, name: "Spring launch" });
    expect((await cli(["batches", "wait", batch.batches[0]?.id ?? ""])).code).toBe(0);
    const inProject = await listed(["--project", project.id]);
    expect(inProject.length).toBe(3);
    expect(inProject).toEqual(expect.arrayContaining(run.results.map((r) => r.id)));

    // Filed by the uploads themselves, never moved in afterwards (a second step that could fail).
    const moves = await t.deps.db
      .selectFrom("audit_events")
      .select("id")
      .where("workspace_id", "=", team.id)
      .where("action", "=", "project.analyses_moved")
      .execute();
    expect(moves).toEqual([]);

    // move: analyses by id into a project, by its name; a foreign id is 404 and moves nothing.
    const seeded = await seedAnalysis(t, owner.id, { workspaceId: team.id, filename: "older.png" });
    const moved = await cli(["projects", "move", "Spring launch", seeded.id]);
    expect(moved.code).toBe(0);
    expect(json<{ project: Project; moved: string[] }>(moved)).toMatchObject({
      project: { id: project.id, analyses: 4 },
      moved: [seeded.id],
    });
    const foreign = await seedAnalysis(t, member.id, { workspaceId: member.workspaceId });
    const refused = await cli(["projects", "move", project.id, foreign.id]);
    expect([refused.code, errorCode(refused)]).toEqual([1, "not_found"]);

    expect(json<Project>(await cli(["projects", "rename", "spring launch", "Spring 2026"])).name).toBe("Spring 2026");
    expect(json<Project>(await cli(["projects", "archive", "Spring 2026"])).archived).toBe(true);
    expect(json<Project[]>(await cli(["projects", "list"]))).toEqual([]);
    const archived = json<Project[]>(await cli(["projects", "list", "--archived"]));
    expect(archived.map((p) => [p.name, p.archived, p.analyses])).toEqual([["Spring 2026", true, 4]]);
    expect(json<Project>(await cli(["projects", "archive", project.id, "--restore"])).archived).toBe(false);

    // Deleting asks first (--yes when not interactive); the analyses stay in the workspace.
    const unconfirmed = await cli(["projects", "delete", "Spring 2026"]);
    expect([unconfirmed.code, errorCode(unconfirmed)]).toEqual([2, "confirmation_required"]);
    const deleted = await cli(["projects", "delete", "Spring 2026", "--yes"]);
    expect(json<{ deleted: string }>(deleted)).toEqual({ deleted: project.id });
    expect(json<Project[]>(await cli(["projects", "list", "--archived"]))).toEqual([]);
    expect((await listed([])).length).toBe(before + 2);

    // A viewer reads projects but cannot make one: the auth exit code.
    const viewer = await t.createUser();
    await addMember(t, team.id, viewer.id, "viewer");
    const asViewer = { ...inTeam, ADLENS_TOKEN: viewer.token };
    expect((await cli(["projects", "list"], asViewer)).code).toBe(0);
    const forbidden = await cli(["projects", "create", "Mine"], asViewer);
    expect([forbidden.code, errorCode(forbidden)]).toEqual([3, "forbidden"]);
  });
});
