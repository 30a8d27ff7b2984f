import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Tier } from "@adlens/db";
import { startApp, TEST_TIMEOUT_MS, tinyPng, upload } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let clock = new Date("2027-03-10T09:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ now: () => clock });
});
afterAll(() => t.close());

async function userAt(tier: Tier, used: number) {
  const user = await t.createUser({ tier });
  await t.deps.db
    .updateTable("workspaces")
    .set({ current_month_uploads: used, last_upload_reset: clock })
    .where("personal_owner_id", "=", user.id)
    .execute();
  return user;
}

async function mails(to: string) {
  const rows = await t.deps.db
    .selectFrom("mailbox")
    .select(["subject", "text_body", "html_body"])
    .where("to_address", "=", to)
    .orderBy("created_at")
    .execute();
  return rows;
}

const APPROACHING = "You have used 80% of your AdLens analyses this month";
const REACHED = "You have used all of your AdLens analyses this month";
const EXCEEDED = "AdLens upload blocked: monthly limit exceeded";

describe("usage emails", () => {
  test("80%, then 100%, then the limit-exceeded email, each once a month", async () => {
    const user = await userAt("free", 7);
    const png = await tinyPng(1);
    expect((await upload(t, user.token, png)).status).toBe(201);
    expect((await mails(user.email)).map((m) => m.subject)).toEqual([APPROACHING]);
    const [first] = await mails(user.email);
    expect(first?.text_body).toContain("You have used 8 of the 10 image analyses in your Free plan this month.");
    expect(first?.text_body).toContain("Your quota resets on April 1, 2027.");
    expect(first?.text_body).toContain(`${t.config.publicUrl}/settings?tab=billing`);

    expect((await upload(t, user.token, png)).status).toBe(201);
    expect((await mails(user.email)).length).toBe(1);
    expect((await upload(t, user.token, png)).status).toBe(201);
    expect((await mails(user.email)).map((m) => m.subject)).toEqual([APPROACHING, REACHED]);

    expect((await upload(t, user.token, png)).status).toBe(429);
    expect((await upload(t, user.token, png)).status).toBe(429);
    const all = await mails(user.email);
    expect(all.map((m) => m.subject)).toEqual([APPROACHING, REACHED, EXCEEDED]);
    expect(all[2]?.text_body).toContain("limit of 10 analyses this month is used up");
  });

  test("a new month sends them again", async () => {
    const user = await userAt("free", 9);
    const png = await tinyPng(2);
    expect((await upload(t, user.token, png)).status).toBe(201);
    expect((await mails(user.email)).map((m) => m.subject)).toEqual([REACHED]);
    clock = new Date("2027-04-01T00:10:00Z");
    const fresh = await t.createUser({ email: `next-${user.email}` });
    await t.deps.db
      .updateTable("workspaces")
      .set({ current_month_uploads: 9, last_upload_reset: clock })
      .where("personal_owner_id", "=", fresh.id)
      .execute();
    await t.deps.db
      .insertInto("usage_notifications")
      .values({ workspace_id: fresh.workspaceId, month: "2027-03", threshold: 100 })
      .execute();
    expect((await upload(t, fresh.token, png)).status).toBe(201);
    expect((await mails(fresh.email)).map((m) => m.subject)).toEqual([REACHED]);
    clock = new Date("2027-03-10T09:00:00Z");
  });

  test("racing uploads across 80% send exactly one 80% email", async () => {
    const user = await userAt("basic", 236);
    const png = await tinyPng(3);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => upload(t, user.token, png).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(8).fill(201));
    expect((await mails(user.email)).map((m) => m.subject)).toEqual([APPROACHING]);
  });

  test("racing uploads over the limit send each email exactly once", async () => {
    const user = await userAt("basic", 297);
    const png = await tinyPng(4);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => upload(t, user.token, png).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201).length).toBe(3);
    expect(statuses.filter((s) => s === 429).length).toBe(5);
    const subjects = (await mails(user.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([APPROACHING, EXCEEDED, REACHED].sort());
    const rows = await t.deps.db
      .selectFrom("usage_notifications")
      .select(["month", "threshold"])
      .where("workspace_id", "=", user.workspaceId)
      .orderBy("threshold")
      .execute();
    expect(rows).toEqual([
      { month: "2027-03", threshold: 80 },
      { month: "2027-03", threshold: 100 },
      { month: "2027-03", threshold: 101 },
    ]);
  });
});
