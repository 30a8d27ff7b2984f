import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { errorOf, freshIp, mailCount, post, signUpAndConfirm, tokenFrom, uniqueEmail, waitForMail } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("POST /v1/auth/signup", () => {
  test("creates an unconfirmed free account and emails a confirmation link to /login?confirm_token=", async () => {
    const email = uniqueEmail("new");
    const res = await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe("Check your email for a confirmation link to finish signing up.");

    const [mail] = await waitForMail(t, email);
    expect(mail?.subject).toBe("Confirm your AdLens account");
    expect(mail?.text).toContain(`${t.config.publicUrl}/login?confirm_token=`);
    expect(mail?.html).toContain(`${t.config.publicUrl}/login?confirm_token=`);
    expect(mail?.html).toContain("<a href=");

    const user = await t.deps.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).toBeNull();
    expect(user.password_hash).toStartWith("$argon2id$");
    const profile = await t.deps.db
      .selectFrom("workspaces")
      .selectAll()
      .where("personal_owner_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ name: "Personal", plan_tier: "free", current_month_uploads: 0 });
    const membership = await t.deps.db
      .selectFrom("workspace_members")
      .select(["workspace_id", "role"])
      .where("user_id", "=", user.id)
      .execute();
    expect(membership).toEqual([{ workspace_id: profile.id, role: "owner" }]);
    // Only the hash of the emailed token is stored.
    const stored = await t.deps.db.selectFrom("email_tokens").selectAll().where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(tokenFrom(mail ?? ({ text: "" } as never), "confirm_token"));
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test("spec 01 §5 messages name the field", async () => {
    const badEmail = await errorOf(
      await post(t, "/v1/auth/signup", { email: "not-an-email", password: "Blue-Lantern-81" }),
    );
    expect(badEmail).toMatchObject({ code: "validation_failed", message: "Invalid email address", field: "email" });
    const shortPassword = await errorOf(await post(t, "/v1/auth/signup", { email: uniqueEmail(), password: "abc12" }));
    expect(shortPassword).toMatchObject({
      code: "validation_failed",
      message: "Password must be at least 6 characters",
      field: "password",
    });
    const missing = await errorOf(await post(t, "/v1/auth/signup", { email: uniqueEmail() }));
    expect(missing).toMatchObject({ message: "Password must be at least 6 characters", field: "password" });
  });

  test("common and breached passwords are refused with weak_password", async () => {
    for (const password of ["password1", "Qwerty123", "iloveyou", "123456789"]) {
      const res = await post(t, "/v1/auth/signup", { email: uniqueEmail(), password });
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("weak_password");
      expect(error.field).toBe("password");
      expect(error.message).toContain("too common");
    }
  });

  test("a registered address gets the same answer, and its owner a 'someone tried to sign up' email", async () => {
    const owner = await t.createUser();
    const unknown = uniqueEmail("unknown");
    const forKnown = await post(t, "/v1/auth/signup", { email: owner.email, password: "Another-Pass-77" });
    const forUnknown = await post(t, "/v1/auth/signup", { email: unknown, password: "Another-Pass-77" });
    expect(forKnown.status).toBe(forUnknown.status);
    expect(await forKnown.text()).toBe(await forUnknown.text());

    const [mail] = await waitForMail(t, owner.email);
    expect(mail?.subject).toBe("Someone tried to sign up with your email address");
    expect(mail?.text).toContain(`${t.config.publicUrl}/forgot-password`);
    expect(mail?.text).not.toContain("confirm_token");
    // The existing account is untouched: its password still works.
    const login = await post(t, "/v1/auth/login", { email: owner.email, password: owner.password });
    expect(login.status).toBe(200);
  });

  test("signing up again before confirming sends a new link, retires the old one and takes the new password", async () => {
    const email = uniqueEmail("again");
    await post(t, "/v1/auth/signup", { email, password: "First-Pass-11" });
    const [first] = await waitForMail(t, email);
    await post(t, "/v1/auth/signup", { email, password: "Second-Pass-22" });
    const [latest] = await waitForMail(t, email, 2);
    const old = await post(t, "/v1/auth/confirm", { token: tokenFrom(first ?? ({} as never), "confirm_token") });
    expect((await errorOf(old)).code).toBe("invalid_token");
    const ok = await post(t, "/v1/auth/confirm", { token: tokenFrom(latest ?? ({} as never), "confirm_token") });
    expect(ok.status).toBe(200);
    expect((await post(t, "/v1/auth/login", { email, password: "Second-Pass-22" })).status).toBe(200);
  });

  test("mass assignment of tier or email_confirmed is ignored", async () => {
    const email = uniqueEmail("sneaky");
    const res = await post(t, "/v1/auth/signup", {
      email,
      password: "Blue-Lantern-81",
      tier: "enterprise",
      subscription_tier: "pro",
      email_confirmed: true,
      email_confirmed_at: "2020-01-01T00:00:00Z",
    });
    expect(res.status).toBe(200);
    const row = await t.deps.db
      .selectFrom("users")
      .innerJoin("workspaces", "workspaces.personal_owner_id", "users.id")
      .select(["users.email_confirmed_at", "workspaces.plan_tier"])
      .where("users.email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email_confirmed_at: null, plan_tier: "free" });
    const login = await post(t, "/v1/auth/login", { email, password: "Blue-Lantern-81" });
    expect((await errorOf(login)).code).toBe("email_not_confirmed");
  });

  test("malformed JSON is invalid_json and an oversized body payload_too_large", async () => {
    const malformed = await t.request("/v1/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: '{"email": "a@b.co", "password": ',
    });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe("invalid_json");

    const email = uniqueEmail("huge");
    const body = JSON.stringify({ email, password: "x".repeat(t.config.maxBodyBytes) });
    const oversized = await t.request("/v1/auth/signup", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(body.length),
        "x-forwarded-for": freshIp(),
      },
      body,
    });
    expect(oversized.status).toBe(413);
    expect((await errorOf(oversized)).code).toBe("payload_too_large");
    expect(await t.deps.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);
  });

  test("the sixth sign-up from one IP within 10 minutes is rate limited with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(t, "/v1/auth/signup", { email: uniqueEmail("burst"), password: "Blue-Lantern-81" }, ip)).status,
      ).toBe(200);
    }
    const limited = await post(t, "/v1/auth/signup", { email: uniqueEmail("burst"), password: "Blue-Lantern-81" }, ip);
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another client is not affected.
    expect(
      (await post(t, "/v1/auth/signup", { email: uniqueEmail("other"), password: "Blue-Lantern-81" })).status,
    ).toBe(200);
  });
});

describe("POST /v1/auth/resend", () => {
  test("answers identically for unknown, confirmed and unconfirmed addresses; only the unconfirmed gets mail", async () => {
    const pending = uniqueEmail("pending");
    await post(t, "/v1/auth/signup", { email: pending, password: "Blue-Lantern-81" });
    await waitForMail(t, pending);
    const confirmed = await t.createUser();
    const unknown = uniqueEmail("ghost");

    const bodies = await Promise.all(
      [pending, confirmed.email, unknown].map(async (email) => {
        const res = await post(t, "/v1/auth/resend", { email });
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    expect(new Set(bodies).size).toBe(1);

    const mails = await waitForMail(t, pending, 2);
    expect(mails[0]?.subject).toBe("Confirm your AdLens account");
    expect(await mailCount(t, confirmed.email)).toBe(0);
    expect(await mailCount(t, unknown)).toBe(0);
  });

  test("validates the address and limits mail to one inbox", async () => {
    expect(await errorOf(await post(t, "/v1/auth/resend", { email: "nope" }))).toMatchObject({
      code: "validation_failed",
      message: "Invalid email address",
      field: "email",
    });
    const email = uniqueEmail("bombed");
    for (let i = 0; i < 3; i++) expect((await post(t, "/v1/auth/resend", { email })).status).toBe(200);
    const limited = await post(t, "/v1/auth/resend", { email });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("POST /v1/auth/confirm", () => {
  test("confirms the address and signs the user in; the link works once", async () => {
    const email = uniqueEmail("confirm");
    await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" });
    const [mail] = await waitForMail(t, email);
    const token = tokenFrom(mail ?? ({} as never), "confirm_token");

    const res = await post(t, "/v1/auth/confirm", { token });
    expect(res.status).toBe(200);
    const session = await json<{ token_type: string; user: { email: string; email_confirmed_at: string | null } }>(res);
    expect(session.token_type).toBe("bearer");
    expect(session.user.email).toBe(email);
    expect(session.user.email_confirmed_at).not.toBeNull();

    const again = await post(t, "/v1/auth/confirm", { token });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ code: "invalid_token", field: "token" });
  });

  test("an unknown or empty token is refused", async () => {
    expect((await errorOf(await post(t, "/v1/auth/confirm", { token: "made-up" }))).code).toBe("invalid_token");
    expect((await errorOf(await post(t, "/v1/auth/confirm", { token: "" }))).code).toBe("validation_failed");
  });

  test("a confirmed account can sign in afterwards", async () => {
    const session = await signUpAndConfirm(t, uniqueEmail("after"), "Blue-Lantern-81");
    const login = await post(t, "/v1/auth/login", { email: session.user.email, password: "Blue-Lantern-81" });
    expect(login.status).toBe(200);
  });
});
