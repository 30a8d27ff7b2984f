import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { signAccessToken } from "../../src/services/auth/access-token.ts";
import { sha256 } from "../../src/services/auth/secrets.ts";
import { errorOf, startApp, TEST_TIMEOUT_MS } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let clock = new Date("2027-05-01T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ now: () => clock });
});
afterAll(() => t.close());

interface Token {
  id: string;
  name: string;
  display_prefix: string;
  created_at: string;
  last_used_at: string | null;
  created_by: string;
  token?: string;
}

const create = (token: string, body: unknown) => t.request("/v1/tokens", { token, json: body });

describe("API tokens", () => {
  test("created for Pro: adlens_ + 64 hex shown once; only a hash and 12-character prefix are stored", async () => {
    const user = await t.createUser({ tier: "pro" });
    const res = await create(user.token, { name: "  CI pipeline  " });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Token;
    expect(created.token).toMatch(/^adlens_[0-9a-f]{64}$/);
    expect(created.name).toBe("CI pipeline");
    expect(created.display_prefix).toBe(created.token?.slice(0, 12) ?? "");
    expect(created.last_used_at).toBeNull();
    const row = await t.deps.db
      .selectFrom("api_tokens")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(created.token ?? ""));
    expect(JSON.stringify(row)).not.toContain(created.token?.slice(12) ?? "");

    const list = (await (await t.request("/v1/tokens", { token: user.token })).json()) as { data: Token[] };
    expect(list.data).toEqual([
      {
        id: created.id,
        name: "CI pipeline",
        display_prefix: created.display_prefix,
        created_at: created.created_at,
        last_used_at: null,
        created_by: user.email,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.token ?? "");
  });

  test("Enterprise may create tokens; Free and Basic get plan_required", async () => {
    const enterprise = await t.createUser({ tier: "enterprise" });
    expect((await create(enterprise.token, { name: "prod" })).status).toBe(201);
    for (const tier of ["free", "basic"] as const) {
      const user = await t.createUser({ tier });
      expect(await errorOf(await create(user.token, { name: "prod" }))).toMatchObject({
        status: 403,
        code: "plan_required",
      });
    }
  });

  test("a blank or missing name is refused with the spec's message", async () => {
    const user = await t.createUser({ tier: "pro" });
    for (const body of [{ name: "   " }, { name: "" }, {}, { name: 42 }]) {
      const error = await errorOf(await create(user.token, body));
      expect(error).toMatchObject({
        status: 400,
        code: "validation_failed",
        field: "name",
        message: "Please enter a name for your API token",
      });
    }
    expect(await errorOf(await create(user.token, { name: "x".repeat(150) }))).toMatchObject({
      status: 400,
      field: "name",
    });
    const huge = await t.request("/v1/tokens", {
      token: user.token,
      headers: { "content-type": "application/json", "content-length": String(20 * 1024 * 1024) },
      body: "{}",
    });
    expect(huge.status).toBe(413);
  });

  test("the list shows only active tokens, newest first", async () => {
    const user = await t.createUser({ tier: "pro" });
    const ids: string[] = [];
    for (const [i, name] of ["one", "two", "three"].entries()) {
      clock = new Date(Date.UTC(2027, 4, 1, 12, 0, i));
      ids.push(((await (await create(user.token, { name })).json()) as Token).id);
    }
    clock = new Date("2027-05-01T12:00:10Z");
    expect((await t.request(`/v1/tokens/${ids[1]}`, { method: "DELETE", token: user.token })).status).toBe(204);
    const list = (await (await t.request("/v1/tokens", { token: user.token })).json()) as { data: Token[] };
    expect(list.data.map((x) => x.name)).toEqual(["three", "one"]);
    const row = await t.deps.db
      .selectFrom("api_tokens")
      .select("is_active")
      .where("id", "=", ids[1] ?? "")
      .executeTakeFirst();
    expect(row?.is_active).toBe(false);
  });

  test("a token authenticates API calls, records last_used_at, and stops working once deleted", async () => {
    const user = await t.createUser({ tier: "pro" });
    const created = (await (await create(user.token, { name: "script" })).json()) as Token;
    const apiToken = created.token ?? "";
    clock = new Date("2027-05-02T08:30:00Z");
    expect((await t.request("/v1/analyses", { token: apiToken })).status).toBe(200);
    const list = (await (await t.request("/v1/tokens", { token: (await t.createUser()).token })).json()) as {
      data: Token[];
    };
    expect(list.data).toEqual([]);
    const mine = (await (await t.request("/v1/tokens", { token: await freshSession(user.id) })).json()) as {
      data: Token[];
    };
    expect(mine.data[0]?.last_used_at).toBe("2027-05-02T08:30:00.000Z");

    expect(
      (await t.request(`/v1/tokens/${created.id}`, { method: "DELETE", token: await freshSession(user.id) })).status,
    ).toBe(204);
    expect(await errorOf(await t.request("/v1/analyses", { token: apiToken }))).toMatchObject({
      status: 401,
      code: "unauthorized",
    });
  });

  test("token management needs a signed-in session, not an API token", async () => {
    const user = await t.createUser({ tier: "pro" });
    const apiToken = ((await (await create(user.token, { name: "a" })).json()) as Token).token ?? "";
    expect(await errorOf(await create(apiToken, { name: "b" }))).toMatchObject({ status: 403, code: "forbidden" });
    expect((await t.request("/v1/tokens", { token: apiToken })).status).toBe(403);
    expect((await t.request("/v1/tokens")).status).toBe(401);
  });

  test("an API token of a user who is no longer on Pro gets plan_required", async () => {
    const user = await t.createUser({ tier: "pro" });
    const apiToken = ((await (await create(user.token, { name: "a" })).json()) as Token).token ?? "";
    await t.deps.db
      .updateTable("workspaces")
      .set({ plan_tier: "basic" })
      .where("personal_owner_id", "=", user.id)
      .execute();
    expect(await errorOf(await t.request("/v1/analyses", { token: apiToken }))).toMatchObject({
      status: 403,
      code: "plan_required",
    });
    expect((await t.request("/v1/analyses", { token: user.token })).status).toBe(200);
  });

  test("an expired session is 401; a malformed id is 400; an unknown id is 404", async () => {
    const user = await t.createUser({ tier: "pro" });
    clock = new Date(clock.getTime() + 2 * 3600_000);
    expect((await t.request("/v1/tokens", { token: user.token })).status).toBe(401);
    const session = await freshSession(user.id);
    expect((await t.request("/v1/tokens/nope", { method: "DELETE", token: session })).status).toBe(400);
    expect((await t.request(`/v1/tokens/${crypto.randomUUID()}`, { method: "DELETE", token: session })).status).toBe(
      404,
    );
  });

  test("two creates at once make two different tokens; two deletes at once: one 204, one 404", async () => {
    const user = await t.createUser({ tier: "pro" });
    const [a, b] = await Promise.all([create(user.token, { name: "same" }), create(user.token, { name: "same" })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [ta, tb] = [(await a.json()) as Token, (await b.json()) as Token];
    expect(ta.token).not.toBe(tb.token);
    const statuses = await Promise.all(
      [1, 2].map(async () => (await t.request(`/v1/tokens/${ta.id}`, { method: "DELETE", token: user.token })).status),
    );
    expect(statuses.sort()).toEqual([204, 404]);
  });
});

/** A new session access token for an existing user at the current test clock. */
async function freshSession(userId: string): Promise<string> {
  const session = await t.deps.db
    .insertInto("sessions")
    .values({ user_id: userId, expires_at: new Date(clock.getTime() + 86400_000), user_agent: null, ip: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return (await signAccessToken(t.config.jwtSecret, { userId, sessionId: session.id }, clock)).token;
}
