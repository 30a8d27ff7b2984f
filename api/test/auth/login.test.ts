import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { errorOf, freshIp, post, type Session, uniqueEmail, waitForMail } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("POST /v1/auth/login", () => {
  test("returns the session object of spec 01 §3 with an HS256 JWT that lives one hour", async () => {
    const user = await t.createUser();
    const res = await post(t, "/v1/auth/login", { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const session = await json<Session>(res);
    expect(Object.keys(session).sort()).toEqual(
      ["access_token", "expires_at", "expires_in", "refresh_token", "token_type", "user"].sort(),
    );
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(3600);
    expect(session.user).toMatchObject({ id: user.id, email: user.email, identities: [], factors: [] });

    expect(decodeProtectedHeader(session.access_token).alg).toBe("HS256");
    const claims = decodeJwt(session.access_token);
    expect(claims.sub).toBe(user.id);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.exp).toBe(session.expires_at);

    const me = await t.request("/v1/me", { token: session.access_token });
    expect(me.status).toBe(200);
  });

  test("the email is matched case-insensitively", async () => {
    const user = await t.createUser();
    const res = await post(t, "/v1/auth/login", { email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
  });

  test("a wrong password and an unknown address give the same invalid_credentials answer", async () => {
    const user = await t.createUser();
    const wrong = await post(t, "/v1/auth/login", { email: user.email, password: "Not-The-Password-1" });
    const unknown = await post(t, "/v1/auth/login", { email: uniqueEmail("nobody"), password: "Not-The-Password-1" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "invalid_credentials", message: "Invalid login credentials" });
    }
  });

  test("an unconfirmed account gets email_not_confirmed, but only with the right password", async () => {
    const email = uniqueEmail("unconfirmed");
    await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" });
    await waitForMail(t, email);
    const right = await post(t, "/v1/auth/login", { email, password: "Blue-Lantern-81" });
    expect(await errorOf(right)).toMatchObject({ code: "email_not_confirmed", message: "Email not confirmed" });
    const wrong = await post(t, "/v1/auth/login", { email, password: "Wrong-Lantern-81" });
    expect((await errorOf(wrong)).code).toBe("invalid_credentials");
  });

  test("spec 01 §5 login messages", async () => {
    expect(await errorOf(await post(t, "/v1/auth/login", { email: "x@", password: "long-enough" }))).toMatchObject({
      code: "validation_failed",
      message: "Invalid email address",
      field: "email",
    });
    expect(await errorOf(await post(t, "/v1/auth/login", { email: uniqueEmail(), password: "12345" }))).toMatchObject({
      code: "validation_failed",
      message: "Password must be at least 6 characters",
      field: "password",
    });
  });

  test("malformed JSON is invalid_json", async () => {
    const res = await t.request("/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: "{email:",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("invalid_json");
  });

  test("ten attempts a minute per IP, then 429 rate_limited with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await post(t, "/v1/auth/login", { email: uniqueEmail("ip"), password: "Wrong-Pass-99" }, ip);
      expect(res.status).toBe(400);
    }
    const limited = await post(t, "/v1/auth/login", { email: uniqueEmail("ip"), password: "Wrong-Pass-99" }, ip);
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

describe("access tokens", () => {
  async function session(): Promise<Session> {
    const user = await t.createUser();
    return json<Session>(await post(t, "/v1/auth/login", { email: user.email, password: user.password }));
  }
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

  test("alg none is refused", async () => {
    const { access_token } = await session();
    const claims = decodeJwt(access_token);
    const forged = `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`;
    const res = await t.request("/v1/me", { token: forged });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });

  test("a token signed with the right secret but HS512 is refused: the algorithm is pinned", async () => {
    const { access_token } = await session();
    const claims = decodeJwt(access_token);
    const hs512 = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: "HS512", typ: "JWT" })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await t.request("/v1/me", { token: hs512 });
    expect(res.status).toBe(401);
  });

  test("a tampered payload is refused", async () => {
    const { access_token } = await session();
    const [header, , signature] = access_token.split(".");
    const other = await t.createUser();
    const tampered = `${header}.${b64({ ...decodeJwt(access_token), sub: other.id })}.${signature}`;
    expect((await t.request("/v1/me", { token: tampered })).status).toBe(401);
  });
});
