import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { newApiToken, sha256 } from "../../src/services/auth/secrets.ts";
import { post, type Session, uniqueEmail, waitForMail } from "../auth/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

const clock = new Date("2026-07-15T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

interface Me {
  user: { id: string; email: string; identities: unknown[]; factors: unknown[] };
  profile: {
    subscription_tier: string;
    total_uploads: number;
    current_month_uploads: number;
    last_upload_reset: string;
  };
  subscription: { subscribed: boolean; subscription_tier: string; subscription_end: string | null };
}

const errorOf = async (res: Response) =>
  (await json<{ error: { code: string; message: string; field?: string } }>(res)).error;

describe("GET /v1/me", () => {
  test("returns the user, the profile and the subscription object", async () => {
    const user = await t.createUser();
    const res = await t.request("/v1/me", { token: user.token });
    expect(res.status).toBe(200);
    const me = await json<Me>(res);
    expect(me.user).toMatchObject({ id: user.id, email: user.email, identities: [], factors: [] });
    expect(me.profile).toMatchObject({ subscription_tier: "free", total_uploads: 0, current_month_uploads: 0 });
    expect(me.subscription).toEqual({ subscribed: false, subscription_tier: "free", subscription_end: null });
  });

  test("a counter from an earlier UTC month reads as 0 (spec 02 §4); this month's counts as stored", async () => {
    const stale = await t.createUser();
    const fresh = await t.createUser();
    await t.deps.db
      .updateTable("workspaces")
      .set({ total_uploads: 12, current_month_uploads: 7, last_upload_reset: new Date("2026-06-30T23:59:00Z") })
      .where("personal_owner_id", "=", stale.id)
      .execute();
    await t.deps.db
      .updateTable("workspaces")
      .set({ total_uploads: 4, current_month_uploads: 3, last_upload_reset: new Date("2026-07-01T00:00:00Z") })
      .where("personal_owner_id", "=", fresh.id)
      .execute();
    const staleMe = await json<Me>(await t.request("/v1/me", { token: stale.token }));
    expect(staleMe.profile).toMatchObject({ total_uploads: 12, current_month_uploads: 0 });
    const freshMe = await json<Me>(await t.request("/v1/me", { token: fresh.token }));
    expect(freshMe.profile).toMatchObject({ total_uploads: 4, current_month_uploads: 3 });
  });

  test("a live Stripe subscription decides the tier; an ended one means free", async () => {
    const paying = await t.createUser();
    const lapsed = await t.createUser({ tier: "basic" });
    const end = new Date("2026-08-15T10:00:00Z");
    await t.deps.db
      .insertInto("subscriptions")
      .values([
        {
          workspace_id: paying.workspaceId,
          status: "active",
          tier: "pro",
          current_period_end: end,
          stripe_customer_id: null,
          stripe_subscription_id: null,
        },
        {
          workspace_id: lapsed.workspaceId,
          status: "canceled",
          tier: "basic",
          current_period_end: null,
          stripe_customer_id: null,
          stripe_subscription_id: null,
        },
      ])
      .execute();
    const payingMe = await json<Me>(await t.request("/v1/me", { token: paying.token }));
    expect(payingMe.subscription).toEqual({
      subscribed: true,
      subscription_tier: "pro",
      subscription_end: end.toISOString(),
    });
    expect(payingMe.profile.subscription_tier).toBe("pro");
    const lapsedMe = await json<Me>(await t.request("/v1/me", { token: lapsed.token }));
    expect(lapsedMe.subscription).toEqual({ subscribed: false, subscription_tier: "free", subscription_end: null });
  });

  test("an operator-set tier without a subscription applies", async () => {
    const enterprise = await t.createUser({ tier: "enterprise" });
    const me = await json<Me>(await t.request("/v1/me", { token: enterprise.token }));
    expect(me.subscription).toEqual({ subscribed: true, subscription_tier: "enterprise", subscription_end: null });
  });

  test("needs a credential; an API token reads it, but cannot change or delete the account", async () => {
    expect((await t.request("/v1/me")).status).toBe(401);
    const user = await t.createUser({ tier: "pro" });
    const apiToken = newApiToken();
    await t.deps.db
      .insertInto("api_tokens")
      .values({
        workspace_id: user.workspaceId,
        created_by: user.id,
        name: "ci",
        token_hash: sha256(apiToken),
        display_prefix: apiToken.slice(0, 12),
      })
      .execute();
    const res = await t.request("/v1/me", { token: apiToken });
    expect(res.status).toBe(200);
    expect((await json<Me>(res)).user.email).toBe(user.email);
    const change = await t.request("/v1/me/password", {
      method: "POST",
      token: apiToken,
      json: { current_password: user.password, new_password: "Other-Pass-77" },
    });
    expect(change.status).toBe(403);
    expect((await errorOf(change)).code).toBe("forbidden");
    const del = await t.request("/v1/me", { method: "DELETE", token: apiToken });
    expect(del.status).toBe(403);
    expect((await t.request("/v1/me", { token: user.token })).status).toBe(200);
  });
});

describe("POST /v1/me/password", () => {
  const change = (token: string, body: unknown) =>
    t.request("/v1/me/password", { method: "POST", token, json: body, headers: { "x-forwarded-for": "192.0.2.9" } });

  test("changes the password, keeps this session and signs out the others", async () => {
    const user = await t.createUser();
    const other = await json<Session>(await post(t, "/v1/auth/login", { email: user.email, password: user.password }));
    const res = await change(user.token, { current_password: user.password, new_password: "Fresh-Orchid-31" });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe("Your password has been successfully changed.");
    expect((await t.request("/v1/me", { token: user.token })).status).toBe(200);
    expect((await t.request("/v1/me", { token: other.access_token })).status).toBe(401);
    expect((await post(t, "/v1/auth/login", { email: user.email, password: "Fresh-Orchid-31" })).status).toBe(200);
    expect((await post(t, "/v1/auth/login", { email: user.email, password: user.password })).status).toBe(400);
    const [mail] = await waitForMail(t, user.email);
    expect(mail?.subject).toBe("Your AdLens password was changed");
  });

  test("a wrong current password is invalid_credentials on current_password", async () => {
    const user = await t.createUser();
    const res = await change(user.token, { current_password: "Not-It-123", new_password: "Fresh-Orchid-31" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "invalid_credentials", field: "current_password" });
    expect((await post(t, "/v1/auth/login", { email: user.email, password: user.password })).status).toBe(200);
  });

  test("spec 02 §5 messages and the common-password list", async () => {
    const user = await t.createUser();
    expect(
      await errorOf(await change(user.token, { current_password: "", new_password: "Fresh-Orchid-31" })),
    ).toMatchObject({
      code: "validation_failed",
      message: "Current password is required",
      field: "current_password",
    });
    expect(
      await errorOf(await change(user.token, { current_password: user.password, new_password: "short" })),
    ).toMatchObject({
      code: "validation_failed",
      message: "Password must be at least 6 characters",
      field: "new_password",
    });
    expect(
      await errorOf(await change(user.token, { current_password: user.password, new_password: "monkey123" })),
    ).toMatchObject({
      code: "weak_password",
      field: "new_password",
    });
  });

  test("malformed JSON and an oversized body", async () => {
    const user = await t.createUser();
    const malformed = await t.request("/v1/me/password", {
      method: "POST",
      token: user.token,
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect((await errorOf(malformed)).code).toBe("invalid_json");
    const body = JSON.stringify({ current_password: user.password, new_password: "y".repeat(t.config.maxBodyBytes) });
    const oversized = await t.request("/v1/me/password", {
      method: "POST",
      token: user.token,
      headers: { "content-type": "application/json", "content-length": String(body.length) },
      body,
    });
    expect(oversized.status).toBe(413);
    expect((await errorOf(oversized)).code).toBe("payload_too_large");
  });
});

describe("DELETE /v1/me", () => {
  test("removes the user, their personal workspace with every row it holds, and their stored files", async () => {
    const user = await t.createUser({ tier: "pro" });
    const keep = await t.createUser();
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const mine = user.workspaceId;
    const keys = [`${mine}/1.png`, `${mine}/1-heatmap.png`, `${mine}/2.png`, `${keep.workspaceId}/1.png`];
    for (const key of keys) await t.deps.storage.put(key, png, "image/png");
    const analysis = (owner: { id: string; workspaceId: string }, image: string, heatmap: string | null) => ({
      workspace_id: owner.workspaceId,
      created_by: owner.id,
      image_key: image,
      heatmap_key: heatmap,
      original_filename: "ad.png",
      mime_type: "image/png",
      analysis_result: "{}",
    });
    await t.deps.db
      .insertInto("image_analyses")
      .values([
        analysis(user, keys[0] as string, keys[1] as string),
        analysis(user, keys[2] as string, null),
        analysis(keep, keys[3] as string, null),
      ])
      .execute();
    const apiToken = newApiToken();
    await t.deps.db
      .insertInto("api_tokens")
      .values({
        workspace_id: mine,
        created_by: user.id,
        name: "ci",
        token_hash: sha256(apiToken),
        display_prefix: apiToken.slice(0, 12),
      })
      .execute();
    await t.deps.db
      .insertInto("subscriptions")
      .values({
        workspace_id: mine,
        status: "active",
        tier: "pro",
        current_period_end: null,
        stripe_customer_id: null,
        stripe_subscription_id: null,
      })
      .execute();
    await t.deps.db
      .insertInto("usage_notifications")
      .values({ workspace_id: mine, month: "2026-07", threshold: 80 })
      .execute();
    await post(t, "/v1/auth/recover", { email: user.email });
    await waitForMail(t, user.email);

    const res = await t.request("/v1/me", { method: "DELETE", token: user.token });
    expect(res.status).toBe(204);

    const db = t.deps.db;
    for (const table of ["sessions", "email_tokens", "workspace_members"] as const) {
      const rows = await db.selectFrom(table).select("user_id").where("user_id", "=", user.id).execute();
      expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
    }
    for (const table of ["image_analyses", "api_tokens", "subscriptions", "usage_notifications"] as const) {
      const rows = await db.selectFrom(table).select("workspace_id").where("workspace_id", "=", mine).execute();
      expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
    }
    expect(await db.selectFrom("workspaces").select("id").where("id", "=", mine).execute()).toEqual([]);
    expect(await db.selectFrom("users").select("id").where("id", "=", user.id).execute()).toEqual([]);
    expect(
      await db
        .selectFrom("refresh_tokens")
        .innerJoin("sessions", "sessions.id", "refresh_tokens.session_id")
        .select("refresh_tokens.id")
        .where("sessions.user_id", "=", user.id)
        .execute(),
    ).toEqual([]);
    for (const key of keys.slice(0, 3)) expect(await t.deps.storage.get(key)).toBeNull();
    expect(await db.selectFrom("storage_deletions").select("id").execute()).toEqual([]);

    // Someone else's data is untouched.
    expect(await t.deps.storage.get(keys[3] as string)).not.toBeNull();
    expect((await t.request("/v1/me", { token: keep.token })).status).toBe(200);
    // The deleted account's credentials are dead.
    expect((await t.request("/v1/me", { token: user.token })).status).toBe(401);
    expect((await post(t, "/v1/auth/login", { email: user.email, password: user.password })).status).toBe(400);
  });

  test("the address can sign up again afterwards", async () => {
    const email = uniqueEmail("returning");
    const user = await t.createUser({ email });
    expect((await t.request("/v1/me", { method: "DELETE", token: user.token })).status).toBe(204);
    expect((await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" })).status).toBe(200);
    const [mail] = await waitForMail(t, email);
    expect(mail?.subject).toBe("Confirm your AdLens account");
  });
});
