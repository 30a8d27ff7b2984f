import { afterAll, beforeAll, expect, test } from "bun:test";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { post, type Session, tokenFrom, uniqueEmail, waitForMail } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test("concurrent attempts from one IP share one counter: exactly the limit gets through", async () => {
  const ip = "198.51.100.200";
  const results = await Promise.all(
    Array.from({ length: 16 }, () => post(t, "/v1/auth/recover", { email: uniqueEmail("race") }, ip)),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(11);
});

test("two tabs refreshing with the same token at once both stay signed in", async () => {
  const user = await t.createUser();
  const session = await json<Session>(await post(t, "/v1/auth/login", { email: user.email, password: user.password }));
  const [a, b] = await Promise.all([
    post(t, "/v1/auth/refresh", { refresh_token: session.refresh_token }),
    post(t, "/v1/auth/refresh", { refresh_token: session.refresh_token }),
  ]);
  expect([a?.status, b?.status]).toEqual([200, 200]);
  const tabA = await json<Session>(a as Response);
  expect((await t.request("/v1/me", { token: tabA.access_token })).status).toBe(200);
});

test("a confirmation link clicked twice at once signs in only once", async () => {
  const email = uniqueEmail("double-click");
  await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" });
  const [mail] = await waitForMail(t, email);
  const token = tokenFrom(mail ?? ({} as never), "confirm_token");
  const results = await Promise.all([post(t, "/v1/auth/confirm", { token }), post(t, "/v1/auth/confirm", { token })]);
  expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
});
