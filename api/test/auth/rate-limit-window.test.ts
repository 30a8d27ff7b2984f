import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ApiError } from "../../src/errors.ts";
import { hitRateLimit } from "../../src/services/rate-limit/rate-limit.ts";
import { startTestApp, type TestApp } from "../harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rule = { name: "window-test", limit: 3, windowSeconds: 60 };
const at = (base: number, seconds: number) => new Date(base + seconds * 1000);

async function attempt(subject: string, now: Date): Promise<number | "ok"> {
  try {
    await hitRateLimit(t.deps.db, rule, subject, now);
    return "ok";
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") return error.details?.retryAfter ?? -1;
    throw error;
  }
}

describe("rate-limit windows", () => {
  test("a window opens with the first attempt, so a burst across a clock minute is still one window", async () => {
    // 50 s past a whole minute: an epoch-aligned window would reset 10 s into this burst.
    const base = Math.floor(Date.now() / 60_000) * 60_000 + 50_000;
    const subject = crypto.randomUUID();
    expect(await attempt(subject, at(base, 0))).toBe("ok");
    expect(await attempt(subject, at(base, 5))).toBe("ok");
    expect(await attempt(subject, at(base, 12))).toBe("ok");
    expect(await attempt(subject, at(base, 15))).toBe(45);
    expect(await attempt(subject, at(base, 59))).toBe(1);
    expect(await attempt(subject, at(base, 61))).toBe("ok");
  });

  test("buckets are separate per subject and per rule", async () => {
    const now = new Date();
    const a = crypto.randomUUID();
    for (let i = 0; i < 3; i++) expect(await attempt(a, now)).toBe("ok");
    expect(await attempt(a, now)).not.toBe("ok");
    expect(await attempt(crypto.randomUUID(), now)).toBe("ok");
    await hitRateLimit(t.deps.db, { ...rule, name: "other-rule" }, a, now);
  });
});
