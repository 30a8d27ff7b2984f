import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import path from "node:path";
import type { Tier } from "@adlens/db";
import { errorOf, fixture, startApp, TEST_TIMEOUT_MS, tinyPng, upload } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let clock = new Date("2027-01-15T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ now: () => clock });
});
afterAll(() => t.close());

async function userWith(tier: Tier, used: number, lastReset: Date = clock) {
  const user = await t.createUser({ tier });
  await t.deps.db
    .updateTable("workspaces")
    .set({ current_month_uploads: used, total_uploads: used + 5, last_upload_reset: lastReset })
    .where("personal_owner_id", "=", user.id)
    .execute();
  return user;
}

async function counters(userId: string) {
  const p = await t.deps.db
    .selectFrom("workspaces")
    .select(["total_uploads", "current_month_uploads", "last_upload_reset"])
    .where("personal_owner_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { total: p.total_uploads, month: p.current_month_uploads, reset: new Date(p.last_upload_reset).toISOString() };
}

describe("monthly quotas", () => {
  test("the free tier's 10th upload passes and the 11th gets the spec's message", async () => {
    const user = await userWith("free", 9);
    expect((await upload(t, user.token, await tinyPng(1))).status).toBe(201);
    expect(await counters(user.id)).toMatchObject({ total: 15, month: 10 });
    const refused = await errorOf(await upload(t, user.token, await tinyPng(2)));
    expect(refused).toMatchObject({
      status: 429,
      code: "quota_exceeded",
      message: "Upload limit exceeded: You can only upload 10 images in the free tier",
    });
    expect(await counters(user.id)).toMatchObject({ total: 15, month: 10 });
  });

  test("each paid plan stops at its own limit with a plan-specific message", async () => {
    for (const [tier, limit, name] of [
      ["basic", 300, "Basic"],
      ["pro", 1500, "Pro"],
      ["enterprise", 10000, "Enterprise"],
    ] as const) {
      const below = await userWith(tier, limit - 1);
      expect((await upload(t, below.token, await tinyPng(3))).status).toBe(201);
      const at = await userWith(tier, limit);
      const error = await errorOf(await upload(t, at.token, await tinyPng(4)));
      expect(error).toMatchObject({
        status: 429,
        code: "quota_exceeded",
        message: `Upload limit exceeded: You can only upload ${limit.toLocaleString("en-US")} images per month on the ${name} plan`,
      });
    }
  });

  test("a live subscription decides the limit, not the profile's tier", async () => {
    const user = await userWith("free", 10);
    await t.deps.db
      .insertInto("subscriptions")
      .values({
        workspace_id: user.workspaceId,
        stripe_customer_id: null,
        stripe_subscription_id: null,
        status: "active",
        tier: "basic",
        current_period_end: new Date(clock.getTime() + 20 * 86400_000),
      })
      .execute();
    expect((await upload(t, user.token, await tinyPng(5))).status).toBe(201);
  });

  test("the counter resets on the 1st of the month in UTC", async () => {
    clock = new Date("2027-01-31T23:59:30Z");
    const user = await userWith("free", 10, new Date("2027-01-31T23:59:00Z"));
    expect((await upload(t, user.token, await tinyPng(6))).status).toBe(429);
    clock = new Date("2027-02-01T00:00:05Z");
    expect((await upload(t, user.token, await tinyPng(7))).status).toBe(201);
    expect(await counters(user.id)).toEqual({ total: 16, month: 1, reset: "2027-02-01T00:00:05.000Z" });
    clock = new Date("2027-02-01T00:40:00Z");
    expect((await upload(t, user.token, await tinyPng(8))).status).toBe(201);
    expect(await counters(user.id)).toEqual({ total: 17, month: 2, reset: "2027-02-01T00:00:05.000Z" });
    clock = new Date("2027-01-15T10:00:00Z");
  });

  test("the same month of another year also resets", async () => {
    const user = await userWith("free", 10, new Date("2026-01-20T00:00:00Z"));
    expect((await upload(t, user.token, await tinyPng(9))).status).toBe(201);
    expect(await counters(user.id)).toMatchObject({ month: 1 });
  });

  test("a failed analysis gives the upload back and leaves nothing stored", async () => {
    const failing = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: () => Response.json({ error: { message: "Incorrect API key provided" } }, { status: 401 }),
    });
    const app = await startApp({
      now: () => clock,
      env: { OPENAI_API_KEY: "sk-test-wrong", OPENAI_BASE_URL: `http://127.0.0.1:${failing.port}/v1` },
    });
    try {
      const user = await app.createUser({ tier: "free" });
      const res = await upload(app, user.token, await fixture("ad-001.png"));
      expect(await errorOf(res)).toMatchObject({
        status: 502,
        code: "analysis_failed",
        message: "Analysis failed - please check your OpenAI API key configuration",
      });
      const p = await app.deps.db
        .selectFrom("workspaces")
        .select(["total_uploads", "current_month_uploads"])
        .where("personal_owner_id", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(p).toEqual({ total_uploads: 0, current_month_uploads: 0 });
      const rows = await app.deps.db
        .selectFrom("image_analyses")
        .select("id")
        .where("created_by", "=", user.id)
        .execute();
      expect(rows).toEqual([]);
      expect(await Bun.file(path.join(app.config.dataDir, "objects", user.workspaceId)).exists()).toBe(false);
    } finally {
      await app.close();
      failing.stop(true);
    }
  });

  test("a storage failure after the analysis gives the upload back too", async () => {
    const user = await userWith("free", 3);
    // A file where the workspace's folder should be makes every write fail.
    await Bun.write(path.join(t.config.dataDir, "objects", user.workspaceId), "not a folder");
    const res = await upload(t, user.token, await tinyPng(10));
    expect(await errorOf(res)).toMatchObject({ status: 500, code: "internal_error" });
    expect(await counters(user.id)).toMatchObject({ total: 8, month: 3 });
  });

  test.skipIf(!process.env.DATABASE_URL)("30 concurrent uploads at a free account: exactly 10 succeed", async () => {
    const user = await t.createUser({ tier: "free" });
    const png = await tinyPng(12);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => upload(t, user.token, png).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(20);
    expect(await counters(user.id)).toMatchObject({ total: 10, month: 10 });
    const rows = await t.deps.db.selectFrom("image_analyses").select("id").where("created_by", "=", user.id).execute();
    expect(rows.length).toBe(10);
  });
});
