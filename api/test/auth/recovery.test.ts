import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { errorOf, mailCount, post, type Session, tokenFrom, uniqueEmail, waitForMail } from "./helpers.ts";

let clock = new Date("2026-05-04T08:00:00Z");
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

const NEW_PASSWORD = "Sturdy-Maple-2026";

async function requestReset(email: string, nth = 1): Promise<string> {
  expect((await post(t, "/v1/auth/recover", { email })).status).toBe(200);
  const mails = await waitForMail(t, email, nth);
  return tokenFrom(mails[0] ?? ({} as never), "token");
}

describe("POST /v1/auth/recover", () => {
  test("answers byte-identically for known and unknown addresses; only the owner gets a link", async () => {
    const user = await t.createUser();
    const unknown = uniqueEmail("ghost");
    const known = await post(t, "/v1/auth/recover", { email: user.email });
    const other = await post(t, "/v1/auth/recover", { email: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    expect(await known.text()).toBe(await other.text());

    const [mail] = await waitForMail(t, user.email);
    expect(mail?.subject).toBe("Reset your AdLens password");
    expect(mail?.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(mail?.html).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(await mailCount(t, unknown)).toBe(0);
  });

  test("spec 01 §5 forgot-password message", async () => {
    expect(await errorOf(await post(t, "/v1/auth/recover", { email: "someone" }))).toMatchObject({
      code: "validation_failed",
      message: "Invalid email address",
      field: "email",
    });
  });

  test("three emails per address per hour, then 429", async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i++) expect((await post(t, "/v1/auth/recover", { email: user.email })).status).toBe(200);
    const limited = await post(t, "/v1/auth/recover", { email: user.email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /v1/auth/reset-password", () => {
  test("sets the new password, signs out every session and works once", async () => {
    const user = await t.createUser();
    const before = await json<Session>(await post(t, "/v1/auth/login", { email: user.email, password: user.password }));
    const token = await requestReset(user.email);

    const res = await post(t, "/v1/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe("Password updated successfully!");

    expect((await t.request("/v1/me", { token: user.token })).status).toBe(401);
    expect((await t.request("/v1/me", { token: before.access_token })).status).toBe(401);
    expect((await post(t, "/v1/auth/refresh", { refresh_token: before.refresh_token })).status).toBe(400);
    expect((await post(t, "/v1/auth/login", { email: user.email, password: user.password })).status).toBe(400);
    expect((await post(t, "/v1/auth/login", { email: user.email, password: NEW_PASSWORD })).status).toBe(200);

    const changed = await waitForMail(t, user.email, 2);
    expect(changed[0]?.subject).toBe("Your AdLens password was changed");

    const reused = await post(t, "/v1/auth/reset-password", { token, password: "Another-Maple-2027" });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toMatchObject({ code: "invalid_token", field: "token" });
  });

  test("a link older than one hour is refused with a clear message", async () => {
    const user = await t.createUser();
    const token = await requestReset(user.email);
    advance(3601);
    const res = await post(t, "/v1/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_token");
    expect(error.message).toContain("Invalid or expired reset link");
    expect((await post(t, "/v1/auth/login", { email: user.email, password: user.password })).status).toBe(200);
  });

  test("only the newest link works", async () => {
    const user = await t.createUser();
    const first = await requestReset(user.email);
    const second = await requestReset(user.email, 2);
    expect((await post(t, "/v1/auth/reset-password", { token: first, password: NEW_PASSWORD })).status).toBe(400);
    expect((await post(t, "/v1/auth/reset-password", { token: second, password: NEW_PASSWORD })).status).toBe(200);
  });

  test("spec 01 §5 reset rules, exact messages; a refused password does not spend the link", async () => {
    const user = await t.createUser();
    const token = await requestReset(user.email);
    const tooShort = await errorOf(await post(t, "/v1/auth/reset-password", { token, password: "Ab1def" }));
    expect(tooShort).toMatchObject({
      code: "validation_failed",
      message: "Password must be at least 8 characters",
      field: "password",
    });
    for (const password of ["alllowercase1", "ALLUPPERCASE1", "NoDigitsHere"]) {
      expect(await errorOf(await post(t, "/v1/auth/reset-password", { token, password }))).toMatchObject({
        code: "validation_failed",
        message: "Password must contain at least one uppercase letter, one lowercase letter, and one number",
        field: "password",
      });
    }
    const common = await errorOf(await post(t, "/v1/auth/reset-password", { token, password: "Password123" }));
    expect(common).toMatchObject({ code: "weak_password", field: "password" });

    expect((await post(t, "/v1/auth/reset-password", { token, password: NEW_PASSWORD })).status).toBe(200);
  });

  test("a reset link also confirms an address that was never confirmed", async () => {
    const email = uniqueEmail("late");
    await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" });
    await waitForMail(t, email);
    const token = await requestReset(email, 2);
    expect((await post(t, "/v1/auth/reset-password", { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await post(t, "/v1/auth/login", { email, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe("confirmation link expiry", () => {
  test("a confirmation link works for 24 hours and not after", async () => {
    const late = uniqueEmail("late-confirm");
    const onTime = uniqueEmail("on-time");
    await post(t, "/v1/auth/signup", { email: late, password: "Blue-Lantern-81" });
    await post(t, "/v1/auth/signup", { email: onTime, password: "Blue-Lantern-81" });
    const [lateMail] = await waitForMail(t, late);
    const [onTimeMail] = await waitForMail(t, onTime);
    advance(24 * 3600 - 5);
    const ok = await post(t, "/v1/auth/confirm", { token: tokenFrom(onTimeMail ?? ({} as never), "confirm_token") });
    expect(ok.status).toBe(200);
    advance(10);
    const expired = await post(t, "/v1/auth/confirm", { token: tokenFrom(lateMail ?? ({} as never), "confirm_token") });
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).code).toBe("invalid_token");
  });
});
