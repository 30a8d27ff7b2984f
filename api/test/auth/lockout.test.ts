import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestApp, type TestApp } from "../harness.ts";
import { freshIp, post, uniqueEmail } from "./helpers.ts";

const T0 = new Date("2031-05-01T08:00:00Z");
let clock = T0;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function attempt(email: string, password: string, ip: string) {
  const res = await post(t, "/v1/auth/login", { email, password }, ip);
  return { status: res.status, retryAfter: Number(res.headers.get("retry-after") ?? 0) };
}

const WRONG = "Wrong-Pass-99";

describe("sign-in throttling an attacker cannot turn against the owner", () => {
  test("guessing spread over many addresses is stopped, while the owner still signs in from their own client", async () => {
    clock = T0;
    const owner = await t.createUser();
    const home = freshIp();
    // The owner has signed in from home before, which makes home one of the account's clients.
    expect((await attempt(owner.email, owner.password, home)).status).toBe(200);

    // 25 addresses, two wrong guesses each: 50 failures from clients the account has never seen.
    for (let i = 0; i < 25; i++) {
      const ip = freshIp();
      for (let j = 0; j < 2; j++) expect((await attempt(owner.email, WRONG, ip)).status).toBe(400);
    }
    // The next unknown address is refused, even with the right password (it cannot be told apart).
    const stranger = await attempt(owner.email, owner.password, freshIp());
    expect(stranger.status).toBe(429);
    expect(stranger.retryAfter).toBeGreaterThan(0);
    expect(stranger.retryAfter).toBeLessThanOrEqual(3600);

    expect((await attempt(owner.email, owner.password, home)).status).toBe(200);
    // A wrong guess of the owner's own does not count against the account-wide bucket either.
    expect((await attempt(owner.email, WRONG, home)).status).toBe(400);
    expect((await attempt(owner.email, owner.password, home)).status).toBe(200);
  });

  test("one client's failures at one account lock only that client, in growing waits", async () => {
    clock = T0;
    const owner = await t.createUser();
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await attempt(owner.email, WRONG, attacker)).status).toBe(400);
    const first = await attempt(owner.email, WRONG, attacker);
    expect(first.status).toBe(429);
    expect(first.retryAfter).toBeLessThanOrEqual(60);

    // Meanwhile the owner, from a client of their own that has never signed in before, gets in.
    expect((await attempt(owner.email, owner.password, freshIp())).status).toBe(200);

    advance(61);
    for (let i = 0; i < 5; i++) expect((await attempt(owner.email, WRONG, attacker)).status).toBe(400);
    const second = await attempt(owner.email, WRONG, attacker);
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBeGreaterThan(60);
    expect(second.retryAfter).toBeLessThanOrEqual(15 * 60);

    advance(15 * 60 + 1);
    for (let i = 0; i < 10; i++) {
      if (i === 5) advance(61);
      expect((await attempt(owner.email, WRONG, attacker)).status).toBe(400);
    }
    const third = await attempt(owner.email, WRONG, attacker);
    expect(third.status).toBe(429);
    expect(third.retryAfter).toBeGreaterThan(15 * 60);
    expect(third.retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Locked out even with the right password: the client has used up its guesses for the day.
    expect((await attempt(owner.email, owner.password, attacker)).status).toBe(429);
  });

  test("an address with no account answers exactly like one with an account", async () => {
    clock = T0;
    const real = await t.createUser();
    const sequences = await Promise.all(
      [real.email, uniqueEmail("nobody")].map(async (email) => {
        const ip = freshIp();
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) statuses.push((await attempt(email, WRONG, ip)).status);
        return statuses;
      }),
    );
    expect(sequences[0]).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(sequences[1]).toEqual(sequences[0]);
  });
});
