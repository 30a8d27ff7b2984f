import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { startImageServer } from "../fetch/image-server.ts";
import type { TestApp } from "../harness.ts";
import { batchForm, generatedAd } from "../jobs/ads.ts";
import { inWorkspace, teamWithRoles } from "../workspaces/helpers.ts";
import { errorOf, type Item, multipart, startAppWithImageHost, TEST_TIMEOUT_MS, tinyPng } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS * 2);

let t: TestApp;
let images: ReturnType<typeof startImageServer>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, images, close } = await startAppWithImageHost("ad-005.png"));
});
afterAll(() => close());

interface Batch {
  id: string;
  status: string;
  items: { id: string; status: string }[];
}

async function team() {
  const roles = await teamWithRoles(t);
  const as = (token = roles.owner.token) => inWorkspace(roles.workspaceId, token);
  const project = async (name: string) => {
    const res = await t.request("/v1/projects", { ...as(), json: { name } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const filed = async (projectId: string) => {
    const res = await t.request(`/v1/analyses?project=${projectId}&limit=100`, as(roles.viewer.token));
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { id: string }[] }).data.map((a) => a.id).sort();
  };
  return { ...roles, as, project, filed };
}

function withProject(form: FormData, projectId: string): FormData {
  form.append("project_id", projectId);
  return form;
}

async function waitForBatch(init: ReturnType<typeof inWorkspace>, id: string): Promise<Batch> {
  for (;;) {
    const batch = (await (await t.request(`/v1/batches/${id}`, init)).json()) as Batch;
    if (batch.status === "completed") return batch;
    await Bun.sleep(100);
  }
}

/** What an upload can leave behind in a workspace: quota counted or reserved, jobs, stored files. */
async function footprint(workspaceId: string, payerId: string) {
  const payer = await t.deps.db
    .selectFrom("workspaces")
    .select(["current_month_uploads", "reserved_uploads"])
    .where("id", "=", payerId)
    .executeTakeFirstOrThrow();
  const jobs = await t.deps.db
    .selectFrom("analysis_jobs")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .execute();
  const files = await readdir(path.join(t.config.dataDir, "objects", workspaceId)).catch(() => []);
  return { ...payer, jobs: jobs.length, files: files.length };
}

describe("uploads filed in a project", () => {
  test("multipart and JSON uploads with project_id are in the project as soon as they are stored, archived ones too", async () => {
    const w = await team();
    const spring = await w.project("Spring");
    const upload = await t.request("/v1/analyses", {
      ...w.as(w.member.token),
      body: withProject(multipart(await tinyPng(1), "hero.png"), spring),
    });
    expect(upload.status).toBe(201);
    const hero = (await upload.json()) as Item;

    const outside = await t.request("/v1/analyses", { ...w.as(), body: multipart(await tinyPng(2), "other.png") });
    expect(outside.status).toBe(201);

    // An archived project still takes uploads, as it takes moves; the id is read case-insensitively.
    const archive = await t.request(`/v1/projects/${spring}`, { ...w.as(), method: "PATCH", json: { archived: true } });
    expect(archive.status).toBe(200);
    const byUrl = await t.request("/v1/analyses", {
      ...w.as(),
      json: { image_url: `${images.base}/ad.png`, filename: "from-url.png", project_id: spring.toUpperCase() },
    });
    expect(byUrl.status).toBe(201);
    const fromUrl = (await byUrl.json()) as Item;

    expect(await w.filed(spring)).toEqual([hero.id, fromUrl.id].sort());
    const listed = await t.request("/v1/projects?archived=true", w.as());
    expect(((await listed.json()) as { data: { id: string; analyses: number }[] }).data).toMatchObject([
      { id: spring, analyses: 2 },
    ]);
  });

  test("a batch with project_id files every item in the project, multipart and JSON", async () => {
    const w = await team();
    const launch = await w.project("Launch");
    const files = await Promise.all([0, 1, 2].map(async (i) => ({ bytes: await generatedAd(i), name: `ad-${i}.png` })));
    const multi = await t.request("/v1/batches", { ...w.as(), body: withProject(batchForm(files), launch) });
    expect(multi.status).toBe(202);
    const urls = await t.request("/v1/batches", {
      ...w.as(w.admin.token),
      json: {
        images: [{ image_url: `${images.base}/ad.png` }, { image_url: `${images.base}/ad.png` }],
        project_id: launch,
      },
    });
    expect(urls.status).toBe(202);

    const ids: string[] = [];
    for (const res of [multi, urls]) {
      const done = await waitForBatch(w.as(), ((await res.json()) as Batch).id);
      expect(done.items.map((i) => i.status)).toEqual(done.items.map(() => "done"));
      ids.push(...done.items.map((i) => i.id));
    }
    expect(ids.length).toBe(5);
    expect(await w.filed(launch)).toEqual(ids.sort());
  });

  test("a malformed project_id is 400 naming the field, on every upload shape", async () => {
    const w = await team();
    const png = await tinyPng(3);
    const refused = [
      await t.request("/v1/analyses", { ...w.as(), body: withProject(multipart(png), "not-a-uuid") }),
      await t.request("/v1/analyses", { ...w.as(), json: { image_url: `${images.base}/ad.png`, project_id: 42 } }),
      await t.request("/v1/batches", {
        ...w.as(),
        body: withProject(batchForm([{ bytes: png, name: "a.png" }]), "123"),
      }),
      await t.request("/v1/batches", {
        ...w.as(),
        json: { images: [{ image_url: `${images.base}/ad.png` }], project_id: "" },
      }),
    ];
    for (const res of refused) {
      expect(await errorOf(res)).toMatchObject({ status: 400, code: "validation_failed", field: "project_id" });
    }
    expect(await footprint(w.workspaceId, w.owner.workspaceId)).toEqual({
      current_month_uploads: 0,
      reserved_uploads: 0,
      jobs: 0,
      files: 0,
    });
  });

  test("another workspace's project, or none, is 404 before anything is fetched, stored or counted", async () => {
    const w = await team();
    const theirs = await team();
    const foreign = await theirs.project("Theirs");
    const missing = crypto.randomUUID();
    const fetchedBefore = images.hosts.length;
    const png = await tinyPng(4);
    for (const projectId of [foreign, missing]) {
      const refused = [
        await t.request("/v1/analyses", { ...w.as(), body: withProject(multipart(png), projectId) }),
        await t.request("/v1/analyses", {
          ...w.as(),
          json: { image_url: `${images.base}/ad.png`, project_id: projectId },
        }),
        await t.request("/v1/batches", {
          ...w.as(w.member.token),
          body: withProject(batchForm([{ bytes: png, name: "a.png" }]), projectId),
        }),
        await t.request("/v1/batches", {
          ...w.as(),
          json: { images: [{ image_url: `${images.base}/ad.png` }], project_id: projectId },
        }),
      ];
      for (const res of refused) {
        expect(await errorOf(res)).toMatchObject({
          status: 404,
          code: "not_found",
          message: "No project with this id.",
        });
      }
    }
    expect(images.hosts.length).toBe(fetchedBefore);
    expect(await footprint(w.workspaceId, w.owner.workspaceId)).toEqual({
      current_month_uploads: 0,
      reserved_uploads: 0,
      jobs: 0,
      files: 0,
    });
    expect(await theirs.filed(foreign)).toEqual([]);
  });

  test("a viewer cannot upload into a project", async () => {
    const w = await team();
    const spring = await w.project("Spring");
    const res = await t.request("/v1/analyses", {
      ...w.as(w.viewer.token),
      body: withProject(multipart(await tinyPng(5)), spring),
    });
    expect(await errorOf(res)).toMatchObject({ status: 403, code: "forbidden" });
    expect(await w.filed(spring)).toEqual([]);
  });

  test("a project deleted while its analysis runs leaves the analysis in the workspace, outside any project", async () => {
    const w = await team();
    const doomed = await w.project("Doomed");
    // The image host answers after 5 s, so the project is gone before the analysis is stored.
    const res = await t.request("/v1/batches", {
      ...w.as(),
      json: { images: [{ image_url: `${images.base}/slow`, filename: "slow.png" }], project_id: doomed },
    });
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as Batch;
    expect((await t.request(`/v1/projects/${doomed}`, { ...w.as(), method: "DELETE" })).status).toBe(204);

    const done = await waitForBatch(w.as(), accepted.id);
    expect(done.items.map((i) => i.status)).toEqual(["done"]);
    const stored = await t.deps.db
      .selectFrom("image_analyses")
      .select(["workspace_id", "project_id"])
      .where("id", "=", done.items[0]?.id as string)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ workspace_id: w.workspaceId, project_id: null });
  });
});
