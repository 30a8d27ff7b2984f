import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { multipart, TEST_TIMEOUT_MS, tinyPng } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  // A webhook receiver that is never called: the tests only register endpoints.
  t = await startTestApp({ now: () => new Date(clock), env: { FETCH_ALLOW_HOSTS: "127.0.0.1:4567" } });
}, 60_000);
afterAll(() => t.close());

type Me = { profile: { current_month_uploads: number } };
const uploads = async (token: string) =>
  (await json<Me>(await t.request("/v1/me", { token }))).profile.current_month_uploads;

describe("Idempotency-Key", () => {
  test(
    "a retried upload with the same key answers the first analysis and counts once",
    async () => {
      const user = await t.createUser({ tier: "pro" });
      const png = await tinyPng(3);
      const send = (key: string) =>
        t.request("/v1/analyses", {
          method: "POST",
          token: user.token,
          headers: { "idempotency-key": key },
          // A new FormData each time, as a retrying client sends: a new multipart boundary.
          body: multipart(png, "retry.png"),
        });
      const first = await send("upload-1");
      expect(first.status).toBe(201);
      const created = await json<{ id: string }>(first);
      const again = await send("upload-1");
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect((await json<{ id: string }>(again)).id).toBe(created.id);
      expect(await uploads(user.token)).toBe(1);
      const list = await json<{ data: unknown[] }>(await t.request("/v1/analyses", { token: user.token }));
      expect(list.data).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );

  test("a retried batch with the same key answers the first batch and reserves its quota once", async () => {
    const user = await t.createUser({ tier: "pro" });
    const [a, b] = [await tinyPng(11), await tinyPng(12)];
    const send = () => {
      const form = new FormData();
      form.append("files", new File([a as Uint8Array<ArrayBuffer>], "a.png", { type: "image/png" }));
      form.append("files", new File([b as Uint8Array<ArrayBuffer>], "b.png", { type: "image/png" }));
      return t.request("/v1/batches", {
        method: "POST",
        token: user.token,
        headers: { "idempotency-key": "batch-1" },
        body: form,
      });
    };
    const first = await json<{ id: string; total: number }>(await send());
    const again = await send();
    expect(again.status).toBe(202);
    expect((await json<{ id: string }>(again)).id).toBe(first.id);
    const reserved = await t.deps.db
      .selectFrom("batches")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_by", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(reserved.n)).toBe(1);
  });

  test("the same key with another body is a 409, and nothing is created", async () => {
    const user = await t.createUser({ tier: "pro" });
    const headers = { "idempotency-key": "token-1" };
    const first = await t.request("/v1/tokens", { json: { name: "ci" }, token: user.token, headers });
    expect(first.status).toBe(201);
    const other = await t.request("/v1/tokens", { json: { name: "another" }, token: user.token, headers });
    expect(other.status).toBe(409);
    expect((await json<{ error: { code: string; field: string } }>(other)).error).toMatchObject({
      code: "conflict",
      field: "idempotency-key",
    });
    const tokens = await json<{ data: { name: string }[] }>(await t.request("/v1/tokens", { token: user.token }));
    expect(tokens.data.map((x) => x.name)).toEqual(["ci"]);
  });

  test("a replayed token creation gives the same secret, which is not stored readable", async () => {
    const user = await t.createUser({ tier: "pro" });
    const headers = { "idempotency-key": crypto.randomUUID() };
    const first = await json<{ id: string; token: string }>(
      await t.request("/v1/tokens", { json: { name: "deploy" }, token: user.token, headers }),
    );
    const again = await json<{ id: string; token: string }>(
      await t.request("/v1/tokens", { json: { name: "deploy" }, token: user.token, headers }),
    );
    expect(again).toEqual(first);
    const rows = await t.deps.db.selectFrom("idempotency_keys").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first.token);
    expect(JSON.stringify(rows)).not.toContain(headers["idempotency-key"]);
  });

  test("keys belong to their user: another user's same key runs its own request", async () => {
    const [a, b] = [await t.createUser({ tier: "pro" }), await t.createUser({ tier: "pro" })];
    const headers = { "idempotency-key": "shared-key" };
    const ra = await json<{ id: string }>(
      await t.request("/v1/tokens", { json: { name: "a" }, token: a.token, headers }),
    );
    const rb = await json<{ id: string }>(
      await t.request("/v1/tokens", { json: { name: "b" }, token: b.token, headers }),
    );
    expect(rb.id).not.toBe(ra.id);
  });

  test("a request that failed can be retried with its key; a key expires after a day", async () => {
    const user = await t.createUser({ tier: "pro" });
    // An API token: it outlives the day the clock moves on, as a session would not.
    const { token } = await json<{ token: string }>(
      await t.request("/v1/tokens", { json: { name: "hooks" }, token: user.token }),
    );
    const headers = { "idempotency-key": "hook-1" };
    const bad = await t.request("/v1/webhooks", {
      json: { url: "http://127.0.0.1:9/x", events: ["analysis.completed"] },
      token,
      headers,
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const hook = { url: "http://127.0.0.1:4567/adlens", events: ["analysis.completed"] };
    const ok = await t.request("/v1/webhooks", { json: hook, token, headers });
    expect(ok.status).toBe(201);
    const { id } = await json<{ id: string }>(ok);
    clock += 25 * 3600_000;
    const later = await t.request("/v1/webhooks", { json: hook, token, headers });
    expect(later.status).toBe(201);
    expect((await json<{ id: string }>(later)).id).not.toBe(id);
  });

  test("a malformed key is refused by name", async () => {
    const user = await t.createUser({ tier: "pro" });
    const res = await t.request("/v1/tokens", {
      json: { name: "x" },
      token: user.token,
      headers: { "idempotency-key": "x".repeat(256) },
    });
    expect(res.status).toBe(400);
    expect((await json<{ error: { field: string } }>(res)).error.field).toBe("idempotency-key");
  });
});
