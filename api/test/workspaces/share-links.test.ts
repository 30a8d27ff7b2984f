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

interface Link {
  id: string;
  url: string;
  kind: string;
  analysis_ids: string[];
  expires_at: string;
}
interface Shared {
  kind: string;
  analyses: {
    filename: string;
    image_url: string;
    heatmap_url: string | null;
    analysis_result: Record<string, unknown>;
  }[];
}

const pathOf = (link: Link) => new URL(link.url).pathname.replace(/^\/shared\//, "/v1/shared/");

describe("share links", () => {
  test("a member shares one analysis or a comparison; anyone opens it signed out and sees only those analyses", async () => {
    const team = await teamWithRoles(t);
    const a = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId, filename: "spring.png" });
    const b = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId, filename: "summer.png" });
    const hidden = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId, filename: "secret-plan.png" });
    const res = await t.request("/v1/share-links", {
      ...inWorkspace(team.workspaceId, team.member.token),
      json: { analysis_ids: [b.id, a.id], expires_in_days: 3 },
    });
    expect(res.status).toBe(201);
    const link = (await res.json()) as Link;
    expect(link).toMatchObject({ kind: "comparison", analysis_ids: [b.id, a.id] });
    expect(link.url.startsWith(`${t.config.publicUrl}/shared/`)).toBe(true);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    // Only a hash of the secret is stored.
    const secret = link.url.split("/shared/")[1] as string;
    const stored = await t.deps.db.selectFrom("share_links").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret);

    const opened = await t.request(pathOf(link));
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    const body = (await opened.json()) as Shared;
    expect(body.kind).toBe("comparison");
    expect(body.analyses.map((x) => x.filename)).toEqual(["summer.png", "spring.png"]);
    expect(body.analyses[0]?.analysis_result).toHaveProperty("effectiveness_score");
    expect(body.analyses[0]?.analysis_result).toHaveProperty("recommendations");
    // Nothing else of the workspace: no ids of it, of its members, of other analyses.
    const text = JSON.stringify(body);
    for (const secretBit of [team.workspaceId, team.owner.id, team.owner.email, "secret-plan", hidden.id, "Agency"]) {
      expect(text).not.toContain(secretBit);
    }
    // The signed image link works without an account.
    const image = await t.request(body.analyses[0]?.image_url as string);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
  });

  test("revoked, expired and made-up links are 404 alike; a deleted analysis drops out", async () => {
    const team = await teamWithRoles(t);
    const a = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId });
    const b = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId });
    const make = async (ids: string[]) =>
      (await (
        await t.request("/v1/share-links", {
          ...inWorkspace(team.workspaceId, team.admin.token),
          json: { analysis_ids: ids },
        })
      ).json()) as Link;
    const revoked = await make([a.id]);
    const expired = await make([a.id]);
    const pair = await make([a.id, b.id]);

    const del = await t.request(`/v1/share-links/${revoked.id}`, {
      ...inWorkspace(team.workspaceId, team.member.token),
      method: "DELETE",
    });
    expect(del.status).toBe(204);
    await t.deps.db
      .updateTable("share_links")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", expired.id)
      .execute();
    const messages = new Set<string>();
    for (const path of [pathOf(revoked), pathOf(expired), "/v1/shared/made-up-token"]) {
      const err = await errorOf(await t.request(path));
      expect(err).toMatchObject({ status: 404, code: "not_found" });
      messages.add(err.message);
    }
    expect(messages.size).toBe(1);

    expect(
      (
        await t.request(`/v1/analyses/${b.id}`, {
          ...inWorkspace(team.workspaceId, team.owner.token),
          method: "DELETE",
        })
      ).status,
    ).toBe(204);
    const left = (await (await t.request(pathOf(pair))).json()) as Shared;
    expect(left.analyses.length).toBe(1);
    // The audit log shows who shared and who revoked.
    const log = await t.request(`/v1/workspaces/${team.workspaceId}/audit-log`, { token: team.owner.token });
    const actions = ((await log.json()) as { data: { action: string }[] }).data.map((e) => e.action);
    expect(actions.filter((x) => x.startsWith("share_link."))).toEqual([
      "share_link.revoked",
      "share_link.created",
      "share_link.created",
      "share_link.created",
    ]);
  });

  test("viewers cannot share; another workspace's analyses and links are 404; bad input names the field", async () => {
    const team = await teamWithRoles(t);
    const rival = await teamWithRoles(t, "Rival");
    const mine = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId });
    const theirs = await seedAnalysis(t, rival.owner.id, { workspaceId: rival.workspaceId });
    const viewer = await t.request("/v1/share-links", {
      ...inWorkspace(team.workspaceId, team.viewer.token),
      json: { analysis_ids: [mine.id] },
    });
    expect(await errorOf(viewer)).toMatchObject({ status: 403, code: "forbidden" });
    const foreign = await t.request("/v1/share-links", {
      ...inWorkspace(team.workspaceId, team.owner.token),
      json: { analysis_ids: [mine.id, theirs.id] },
    });
    expect(await errorOf(foreign)).toMatchObject({ status: 404, code: "not_found" });
    const rivalLink = (await (
      await t.request("/v1/share-links", {
        ...inWorkspace(rival.workspaceId, rival.owner.token),
        json: { analysis_ids: [theirs.id] },
      })
    ).json()) as Link;
    const cross = await t.request(`/v1/share-links/${rivalLink.id}`, {
      ...inWorkspace(team.workspaceId, team.owner.token),
      method: "DELETE",
    });
    expect(await errorOf(cross)).toMatchObject({ status: 404 });
    expect((await t.request(pathOf(rivalLink))).status).toBe(200);
    const tooMany = await t.request("/v1/share-links", {
      ...inWorkspace(team.workspaceId, team.owner.token),
      json: { analysis_ids: Array.from({ length: 5 }, () => mine.id) },
    });
    expect(await errorOf(tooMany)).toMatchObject({ status: 400, field: "analysis_ids" });
    const tooLong = await t.request("/v1/share-links", {
      ...inWorkspace(team.workspaceId, team.owner.token),
      json: { analysis_ids: [mine.id], expires_in_days: 365 },
    });
    expect(await errorOf(tooLong)).toMatchObject({ status: 400, field: "expires_in_days" });
  });
});

interface Summary {
  id: string;
  kind: string;
  status: string;
  analysis_ids: string[];
  analyses: { id: string; filename: string }[];
  created_by: { id: string; email: string } | null;
  revoked_at: string | null;
}
interface SummaryPage {
  data: Summary[];
  next_cursor: string | null;
}

describe("listing share links", () => {
  test("newest first, paged, active only unless status=all, readable by every role, never another workspace's", async () => {
    const team = await teamWithRoles(t);
    const rival = await teamWithRoles(t, "Rival");
    const a = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId, filename: "alpha.png" });
    const b = await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId, filename: "beta.png" });
    const theirs = await seedAnalysis(t, rival.owner.id, { workspaceId: rival.workspaceId });
    const share = async (ws: string, token: string, ids: string[]) => {
      const res = await t.request("/v1/share-links", { ...inWorkspace(ws, token), json: { analysis_ids: ids } });
      expect(res.status).toBe(201);
      return (await res.json()) as Link;
    };
    const first = await share(team.workspaceId, team.member.token, [a.id]);
    const second = await share(team.workspaceId, team.admin.token, [a.id, b.id]);
    const third = await share(team.workspaceId, team.owner.token, [b.id]);
    const rivalLink = await share(rival.workspaceId, rival.owner.token, [theirs.id]);
    await t.request(`/v1/share-links/${third.id}`, {
      ...inWorkspace(team.workspaceId, team.owner.token),
      method: "DELETE",
    });
    await t.deps.db
      .updateTable("share_links")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", first.id)
      .execute();
    const list = async (query: string, token = team.viewer.token, ws = team.workspaceId) => {
      const res = await t.request(`/v1/share-links${query}`, inWorkspace(ws, token));
      expect(res.status).toBe(200);
      return (await res.json()) as SummaryPage;
    };

    // By default only the link that still opens; a viewer may read it, and no url is in it.
    const active = await list("");
    expect(active.data).toEqual([
      {
        id: second.id,
        kind: "comparison",
        status: "active",
        analysis_ids: [a.id, b.id],
        analyses: [
          { id: a.id, filename: "alpha.png" },
          { id: b.id, filename: "beta.png" },
        ],
        created_by: { id: team.admin.id, email: team.admin.email },
        created_at: expect.any(String),
        expires_at: second.expires_at,
        revoked_at: null,
      },
    ] as unknown as Summary[]);
    expect(active.next_cursor).toBeNull();
    expect(JSON.stringify(active)).not.toContain("/shared/");

    // status=all, one per page, newest first, with each link's state.
    const seen: Summary[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: SummaryPage = await list(`?status=all&limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.data.length).toBe(1);
      seen.push(...page.data);
      cursor = page.next_cursor;
    }
    expect(seen.map((l) => [l.id, l.status])).toEqual([
      [third.id, "revoked"],
      [second.id, "active"],
      [first.id, "expired"],
    ]);
    expect(seen[0]?.revoked_at).not.toBeNull();

    // A deleted analysis drops out of `analyses`; `analysis_ids` keeps what was shared.
    await t.request(`/v1/analyses/${b.id}`, { ...inWorkspace(team.workspaceId, team.owner.token), method: "DELETE" });
    expect((await list("")).data[0]?.analyses).toEqual([{ id: a.id, filename: "alpha.png" }]);

    // Another workspace's links never appear, and it sees only its own.
    const ids = (await list("?status=all", team.owner.token)).data.map((l) => l.id);
    expect(ids).not.toContain(rivalLink.id);
    expect((await list("?status=all", rival.viewer.token, rival.workspaceId)).data.map((l) => l.id)).toEqual([
      rivalLink.id,
    ]);
    const outsider = await t.request("/v1/share-links", inWorkspace(rival.workspaceId, team.owner.token));
    expect(await errorOf(outsider)).toMatchObject({ status: 404, code: "not_found" });
    expect(
      await errorOf(await t.request("/v1/share-links?limit=0", inWorkspace(team.workspaceId, team.owner.token))),
    ).toMatchObject({
      status: 400,
      field: "limit",
    });
    expect(
      await errorOf(await t.request("/v1/share-links?cursor=nope", inWorkspace(team.workspaceId, team.owner.token))),
    ).toMatchObject({
      status: 400,
      field: "cursor",
    });
  });
});
