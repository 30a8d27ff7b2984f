import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { errorOf, post, type Session } from "./helpers.ts";

let clock = new Date("2026-03-10T12:00:00Z");
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function login(): Promise<Session> {
  const user = await t.createUser();
  const res = await post(t, "/v1/auth/login", { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return json<Session>(res);
}

const refresh = (token: string) => post(t, "/v1/auth/refresh", { refresh_token: token });
const meStatus = async (token: string) => (await t.request("/v1/me", { token })).status;

describe("POST /v1/auth/refresh", () => {
  test("rotates the refresh token and returns a new session for the same user", async () => {
    const first = await login();
    advance(5);
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = await json<Session>(res);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.id).toBe(first.user.id);
    expect(second.expires_at).toBeGreaterThan(first.expires_at);
    expect(await meStatus(second.access_token)).toBe(200);
    const stored = await t.deps.db.selectFrom("refresh_tokens").select("token_hash").execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(second.refresh_token);
  });

  test("reuse inside the 10 s grace window (two tabs) returns a fresh pair", async () => {
    const first = await login();
    const a = await refresh(first.refresh_token);
    advance(9);
    const b = await refresh(first.refresh_token);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const tabB = await json<Session>(b);
    expect(tabB.refresh_token).not.toBe((await json<Session>(a)).refresh_token);
    expect(await meStatus(tabB.access_token)).toBe(200);
  });

  test("reuse after the grace window revokes the whole session family with refresh_token_reused", async () => {
    const first = await login();
    const rotated = await json<Session>(await refresh(first.refresh_token));
    advance(11);
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(401);
    expect((await errorOf(reused)).code).toBe("refresh_token_reused");

    // Everything from that family is dead: the legitimate new refresh token and the access tokens.
    const next = await refresh(rotated.refresh_token);
    expect(next.status).toBe(400);
    expect((await errorOf(next)).code).toBe("invalid_token");
    expect(await meStatus(rotated.access_token)).toBe(401);
    expect(await meStatus(first.access_token)).toBe(401);
  });

  test("another session of the same user survives a theft in one family", async () => {
    const user = await t.createUser();
    const creds = { email: user.email, password: user.password };
    const laptop = await json<Session>(await post(t, "/v1/auth/login", creds));
    const phone = await json<Session>(await post(t, "/v1/auth/login", creds));
    await refresh(laptop.refresh_token);
    advance(30);
    expect((await refresh(laptop.refresh_token)).status).toBe(401);
    expect(await meStatus(phone.access_token)).toBe(200);
    expect((await refresh(phone.refresh_token)).status).toBe(200);
  });

  test("a session ends 30 days after sign-in however often it is refreshed", async () => {
    let session = await login();
    for (let day = 0; day < 29; day += 7) {
      advance(7 * 86400);
      const res = await refresh(session.refresh_token);
      if (day + 7 < 30) {
        expect(res.status).toBe(200);
        session = await json<Session>(res);
      } else {
        expect(res.status).toBe(400);
        expect((await errorOf(res)).code).toBe("invalid_token");
      }
    }
  });

  test("an unknown refresh token is invalid_token", async () => {
    const res = await refresh("not-a-real-token");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("invalid_token");
  });

  test("an access token expires after one hour", async () => {
    const session = await login();
    advance(3599);
    expect(await meStatus(session.access_token)).toBe(200);
    advance(2);
    expect(await meStatus(session.access_token)).toBe(401);
  });
});

describe("POST /v1/auth/logout", () => {
  test("revokes the session: its access and refresh tokens stop working at once", async () => {
    const session = await login();
    const res = await t.request("/v1/auth/logout", { method: "POST", token: session.access_token });
    expect(res.status).toBe(204);
    expect(await meStatus(session.access_token)).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(400);
  });

  test("needs a session", async () => {
    const res = await t.request("/v1/auth/logout", { method: "POST" });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });
});

describe("refresh rate limit", () => {
  test("sixty refreshes a minute per IP", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 60; i++) await post(t, "/v1/auth/refresh", { refresh_token: `x${i}` }, ip);
    const limited = await post(t, "/v1/auth/refresh", { refresh_token: "x" }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
