import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { json, startTestApp, type TestApp } from "../harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (body: unknown, ip = "203.0.113.7") =>
  t.request("/v1/events", { json: body, headers: { "x-forwarded-for": ip } });

describe("POST /v1/events", () => {
  test("stores a page_not_found event with its path and props, answering 202", async () => {
    const res = await post({ name: "page_not_found", path: "/no-such-page", props: { referrer: "direct", n: 1 } });
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ accepted: true });
    const rows = await t.deps.db
      .selectFrom("analytics_events")
      .selectAll()
      .where("path", "=", "/no-such-page")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("page_not_found");
    expect(rows[0]?.props).toEqual({ referrer: "direct", n: 1 });
  });

  test("refuses names outside the snake_case pattern, naming the field", async () => {
    for (const name of ["Page View", "x", "drop table;", "a".repeat(65)]) {
      const res = await post({ name });
      expect(res.status).toBe(400);
      const body = await json<{ error: { code: string; field?: string } }>(res);
      expect(body.error.code).toBe("validation_failed");
    }
  });

  test("refuses props that are too many or too large, and nested values", async () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    const tooMany = await post({ name: "page_view", props: many });
    expect(tooMany.status).toBe(400);
    expect((await json<{ error: { field?: string } }>(tooMany)).error.field).toBe("props");

    const big = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, "x".repeat(500)]));
    const tooBig = await post({ name: "page_view", props: big });
    expect(tooBig.status).toBe(400);

    const nested = await post({ name: "page_view", props: { a: { b: 1 } } });
    expect(nested.status).toBe(400);
  });

  test("rate-limits one IP without affecting another", async () => {
    const ip = "198.51.100.23";
    let limited: Response | null = null;
    for (let i = 0; i < 125 && !limited; i++) {
      const res = await post({ name: "page_view", path: `/p/${i}` }, ip);
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(202);
    }
    expect(limited).not.toBeNull();
    expect((await json<{ error: { code: string } }>(limited as Response)).error.code).toBe("rate_limited");
    expect((await post({ name: "page_view" }, "198.51.100.99")).status).toBe(202);
  });
});
