import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sweepStorageDeletions } from "../../src/services/account/delete-account.ts";
import { seedAnalysis, startApp, TEST_TIMEOUT_MS, tinyPng, upload } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

async function codeOf(res: Response): Promise<string> {
  if (res.status < 400) return String(res.status);
  const body = (await res.json()) as { error: { code: string } };
  return `${res.status} ${body.error.code}`;
}

const tally = (answers: string[]) =>
  answers.reduce<Record<string, number>>((acc, a) => {
    acc[a] = (acc[a] ?? 0) + 1;
    return acc;
  }, {});

describe("races end in a clear 4xx, never a 500", () => {
  test("uploads racing the deletion of their account: 201 or 401, and nothing of the account is left", async () => {
    const user = await t.createUser({ tier: "basic" });
    const images = await Promise.all(Array.from({ length: 6 }, (_, i) => tinyPng(40 + i)));
    const uploads = images.map((png, i) => upload(t, user.token, png, `race-${i}.png`).then(codeOf));
    // Delete once the first upload holds a reservation, so others are mid-analysis or queued.
    for (let i = 0; i < 500; i++) {
      const open = await t.deps.db
        .selectFrom("quota_reservations")
        .select("id")
        .where("workspace_id", "=", user.workspaceId)
        .execute();
      if (open.length > 0) break;
      await Bun.sleep(10);
    }
    const deleted = await t.request("/v1/me", { method: "DELETE", token: user.token });
    expect(deleted.status).toBe(204);
    const answers = await Promise.all(uploads);
    expect(Object.keys(tally(answers)).every((a) => a === "201" || a === "401 unauthorized")).toBe(true);
    expect(answers).toContain("401 unauthorized");

    await sweepStorageDeletions(t.deps);
    const left = {
      users: await t.deps.db.selectFrom("users").select("id").where("id", "=", user.id).execute(),
      rows: await t.deps.db.selectFrom("image_analyses").select("id").where("created_by", "=", user.id).execute(),
      reservations: await t.deps.db
        .selectFrom("quota_reservations")
        .select("id")
        .where("workspace_id", "=", user.workspaceId)
        .execute(),
      queued: await t.deps.db.selectFrom("storage_deletions").select("object_key").execute(),
      files: await readdir(path.join(t.config.dataDir, "objects", user.workspaceId)).catch(() => []),
    };
    expect(left).toEqual({ users: [], rows: [], reservations: [], queued: [], files: [] });
  });

  test("reads racing the deletion of an analysis: 200 or 404; of three deletes exactly one wins", async () => {
    const user = await t.createUser({ tier: "pro" });
    const row = await seedAnalysis(t, user.id);
    const reads = ["", "/image", "/heatmap"].flatMap((suffix) =>
      Array.from({ length: 6 }, () => t.request(`/v1/analyses/${row.id}${suffix}`, { token: user.token }).then(codeOf)),
    );
    const deletes = Array.from({ length: 3 }, () =>
      t.request(`/v1/analyses/${row.id}`, { method: "DELETE", token: user.token }).then(codeOf),
    );
    const readAnswers = await Promise.all(reads);
    expect(Object.keys(tally(readAnswers)).every((a) => a === "200" || a === "404 not_found")).toBe(true);
    expect(tally(await Promise.all(deletes))).toEqual({ "204": 1, "404 not_found": 2 });
    expect(await codeOf(await t.request(`/v1/analyses/${row.id}/image`, { token: user.token }))).toBe("404 not_found");
  });

  test("an API token used while it is revoked: 200 or 401, refused afterwards; of two revokes one wins", async () => {
    const user = await t.createUser({ tier: "pro" });
    const created = await t.request("/v1/tokens", { token: user.token, json: { name: "race" } });
    const { id, token } = (await created.json()) as { id: string; token: string };
    const uses = Array.from({ length: 20 }, () => t.request("/v1/me", { token }).then(codeOf));
    const revokes = Array.from({ length: 2 }, () =>
      t.request(`/v1/tokens/${id}`, { method: "DELETE", token: user.token }).then(codeOf),
    );
    expect(Object.keys(tally(await Promise.all(uses))).every((a) => a === "200" || a === "401 unauthorized")).toBe(
      true,
    );
    expect(tally(await Promise.all(revokes))).toEqual({ "204": 1, "404 not_found": 1 });
    expect(await codeOf(await t.request("/v1/me", { token }))).toBe("401 unauthorized");
  });
});
