import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { multipart, tinyPng } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

// No analysis workers: every job stays queued until it is cancelled, so nothing here races one.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ANALYSIS_WORKERS: "0" } });
}, 60_000);
afterAll(() => t.close());

type Batch = {
  id: string;
  status: string;
  counts: Record<string, number>;
  items: { id: string; status: string; error: { code: string; message: string } | null }[];
};

async function usage(workspaceId: string) {
  return t.deps.db
    .selectFrom("workspaces")
    .select(["current_month_uploads", "reserved_uploads"])
    .where("id", "=", workspaceId)
    .executeTakeFirstOrThrow();
}

async function queueBatch(token: string, n: number): Promise<Batch> {
  const form = new FormData();
  for (let i = 0; i < n; i++) {
    form.append(
      "files",
      new File([(await tinyPng(40 + i)) as Uint8Array<ArrayBuffer>], `ad-${i}.png`, { type: "image/png" }),
    );
  }
  const res = await t.request("/v1/batches", { method: "POST", token, body: form });
  expect(res.status).toBe(202);
  return json<Batch>(res);
}

describe("POST /v1/batches/{id}/cancel", () => {
  test("cancels every queued item and gives its quota back; repeating it changes nothing", async () => {
    const user = await t.createUser({ tier: "pro" });
    const batch = await queueBatch(user.token, 3);
    expect(await usage(user.workspaceId)).toEqual({ current_month_uploads: 0, reserved_uploads: 3 });

    const res = await t.request(`/v1/batches/${batch.id}/cancel`, { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    const cancelled = await json<Batch>(res);
    expect(cancelled.status).toBe("completed");
    expect(cancelled.counts).toEqual({ queued: 0, running: 0, done: 0, failed: 3 });
    for (const item of cancelled.items) expect(item.error?.code).toBe("cancelled");
    expect(await usage(user.workspaceId)).toEqual({ current_month_uploads: 0, reserved_uploads: 0 });

    const again = await json<Batch>(
      await t.request(`/v1/batches/${batch.id}/cancel`, { method: "POST", token: user.token }),
    );
    expect(again).toEqual(cancelled);
  });

  test("another workspace's batch reads as missing and is left alone", async () => {
    const owner = await t.createUser({ tier: "pro" });
    const stranger = await t.createUser({ tier: "pro" });
    const batch = await queueBatch(owner.token, 1);
    const res = await t.request(`/v1/batches/${batch.id}/cancel`, { method: "POST", token: stranger.token });
    expect(res.status).toBe(404);
    expect((await usage(owner.workspaceId)).reserved_uploads).toBe(1);
  });

  test("a viewer, who may not create analyses, may not cancel them", async () => {
    const owner = await t.createUser({ tier: "pro" });
    const batch = await queueBatch(owner.token, 1);
    const viewer = await t.createUser();
    await t.deps.db
      .insertInto("workspace_members")
      .values({ workspace_id: owner.workspaceId, user_id: viewer.id, role: "viewer" })
      .execute();
    const res = await t.request(`/v1/batches/${batch.id}/cancel`, {
      method: "POST",
      token: viewer.token,
      headers: { "x-workspace-id": owner.workspaceId },
    });
    expect(res.status).toBe(403);
  });
});

describe("an upload whose caller hangs up", () => {
  test("is cancelled before it starts and not counted", async () => {
    const user = await t.createUser({ tier: "pro" });
    const hangUp = new AbortController();
    const answered = t.app.handle(
      new Request("http://localhost/v1/analyses", {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}` },
        body: multipart(await tinyPng(77)),
        signal: hangUp.signal,
      }),
    );
    // Wait until the job is queued (the quota is reserved), then hang up.
    while ((await usage(user.workspaceId)).reserved_uploads === 0) await Bun.sleep(20);
    hangUp.abort();
    const res = await answered;
    expect(res.status).toBe(409);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("cancelled");
    const job = await t.deps.db
      .selectFrom("analysis_jobs")
      .select(["status", "error_code"])
      .where("created_by", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: "failed", error_code: "cancelled" });
    expect(await usage(user.workspaceId)).toEqual({ current_month_uploads: 0, reserved_uploads: 0 });
  });
});
