import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { normalizeAnalysisResult } from "../../api/src/analysis/index.ts";
import { seedAnalysis, tinyPng } from "../../api/test/analyses/helpers.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { addMember } from "../../api/test/workspaces/helpers.ts";
import { AdLens, AdLensError } from "../src/index.ts";

setDefaultTimeout(60_000);

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = (await t.listen()).url;
});
afterAll(() => t.close());

/** Analyses of a workspace inserted in one statement: moving and exporting them needs rows, not images. */
async function bareAnalyses(workspaceId: string, userId: string, count: number): Promise<string[]> {
  const result = normalizeAnalysisResult({
    effectiveness_score: 6,
    message_clarity: 5,
    ad_type: "Display Ads",
    color_scheme: ["#FFFFFF"],
    emotions: ["Trust"],
  });
  const rows = await t.deps.db
    .insertInto("image_analyses")
    .values(
      Array.from({ length: count }, (_, i) => ({
        workspace_id: workspaceId,
        created_by: userId,
        image_key: `${workspaceId}/bare-${i}.png`,
        original_filename: `bare-${i}.png`,
        mime_type: "image/png",
        analysis_result: JSON.stringify(result),
        effectiveness_score: result.effectiveness_score,
        ad_type: result.ad_type,
      })),
    )
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

describe("projects in the SDK", () => {
  test("create, list, rename, archive, restore, move analyses in (more than one call's worth), delete", async () => {
    const owner = await t.createUser({ tier: "enterprise" });
    const client = new AdLens({ baseUrl: url, token: owner.token });
    const team = await client.workspaces.create({ name: "Studio" });
    client.useWorkspace(team.id);

    const project = await client.projects.create({ name: "Launch" });
    expect(project).toMatchObject({ name: "Launch", archived: false, analyses: 0 });
    const dup = await client.projects.create({ name: "launch" }).catch((e: unknown) => e);
    expect(AdLensError.is(dup) && [dup.status, dup.code, dup.field]).toEqual([409, "conflict", "name"]);

    expect((await client.projects.rename(project.id, "Launch 2026")).name).toBe("Launch 2026");
    const ad = await seedAnalysis(t, owner.id, { workspaceId: team.id, filename: "hero.png" });
    const many = [ad.id, ...(await bareAnalyses(team.id, owner.id, 120))];
    const moved = await client.projects.move(project.id, many);
    expect(moved.analyses).toBe(121);
    const filed = await client.analyses.list({ project: project.id, limit: 100 });
    expect(filed.data.length).toBe(100);
    expect(filed.next_cursor).not.toBeNull();
    // Export and analytics narrow to the project too: the analysis outside it is left out.
    const outside = await seedAnalysis(t, owner.id, { workspaceId: team.id, filename: "outside.png" });
    const csv = await client.analyses.export({ format: "csv", project: project.id });
    expect(csv.trim().split("\r\n").length).toBe(1 + 121);
    expect(csv).not.toContain(outside.id);
    expect(await client.analyses.export({ format: "csv" })).toContain(outside.id);
    expect((await client.analytics.get({ project: project.id })).insights.total_analyses).toBe(121);
    expect((await client.analytics.get()).insights.total_analyses).toBe(122);

    expect((await client.projects.archive(project.id)).archived).toBe(true);
    expect((await client.projects.list()).data).toEqual([]);
    const archived = await client.projects.list({ archived: "true" });
    expect(archived.data.map((p) => [p.name, p.archived, p.analyses])).toEqual([["Launch 2026", true, 121]]);
    expect((await client.projects.restore(project.id)).archived).toBe(false);
    expect((await client.projects.list()).data.map((p) => p.id)).toEqual([project.id]);

    // A viewer reads projects but cannot change them; another workspace's analysis is 404.
    const viewer = await t.createUser();
    await addMember(t, team.id, viewer.id, "viewer");
    const viewerClient = new AdLens({ baseUrl: url, token: viewer.token, workspace: team.id });
    expect((await viewerClient.projects.list()).data.length).toBe(1);
    const refused = await viewerClient.projects.archive(project.id).catch((e: unknown) => e);
    expect(AdLensError.is(refused) && refused.code).toBe("forbidden");
    const foreign = await seedAnalysis(t, owner.id, { workspaceId: owner.workspaceId });
    const notOurs = await client.projects.move(project.id, [foreign.id]).catch((e: unknown) => e);
    expect(AdLensError.is(notOurs) && notOurs.code).toBe("not_found");

    await client.projects.delete(project.id);
    expect((await client.projects.list({ archived: "true" })).data).toEqual([]);
    expect((await client.analyses.list({ limit: 100 })).data.length).toBe(100);
    expect((await client.analytics.get()).insights.total_analyses).toBe(122);
  });

  test("`project` on create and batches files every upload in the project as it is stored", async () => {
    const owner = await t.createUser({ tier: "enterprise" });
    const client = new AdLens({ baseUrl: url, token: owner.token });
    const project = await client.projects.create({ name: "Filed at upload" });

    const one = await client.analyses.create({ file: await tinyPng(11), filename: "one.png", project: project.id });
    const batch = await client.batches.create({
      files: [
        { file: await tinyPng(12), filename: "two.png" },
        { file: await tinyPng(13), filename: "three.png" },
      ],
      project: project.id,
    });
    await client.batches.wait(batch.id, { intervalMs: 100 });
    await client.analyses.create({ file: await tinyPng(14), filename: "outside.png" });

    const filed = await client.analyses.list({ project: project.id });
    expect(filed.data.map((a) => a.id).sort()).toEqual([one.id, ...batch.items.map((i) => i.id)].sort());
    expect((await client.analyses.list()).data.length).toBe(4);

    // The JSON shapes send it too: checked before the URL is fetched, so no image host is needed.
    const other = await t.createUser({ tier: "enterprise" });
    const theirs = await new AdLens({ baseUrl: url, token: other.token }).projects.create({ name: "Theirs" });
    const foreign = await client.analyses
      .create({ image_url: "https://cdn.example.com/ad.png", project: theirs.id })
      .catch((e: unknown) => e);
    expect(AdLensError.is(foreign) && [foreign.status, foreign.code]).toEqual([404, "not_found"]);
    const malformed = await client.batches
      .create({ images: [{ image_url: "https://cdn.example.com/ad.png" }], project: "spring" })
      .catch((e: unknown) => e);
    expect(AdLensError.is(malformed) && [malformed.status, malformed.code, malformed.field]).toEqual([
      400,
      "validation_failed",
      "project_id",
    ]);
  });
});
