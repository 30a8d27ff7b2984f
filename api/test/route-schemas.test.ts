import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { FormatRegistry } from "@sinclair/typebox";
import { startTestApp, type TestApp } from "./harness.ts";

setDefaultTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("route schemas", () => {
  // Elysia builds each route's validators, and exact-mirror's normaliser for its responses, when
  // the route is first compiled. A schema the normaliser cannot follow (a nullable reference to
  // a model under its `#/components/schemas/` path) falls back to a slower cleaner and dumps the
  // whole schema to the log, once per route and process: thousands of lines in every test run.
  test("every route compiles its validators without a warning", () => {
    const warned: string[] = [];
    const { warn, dir } = console;
    console.warn = (...args: unknown[]) => void warned.push(args.map(String).join(" ").slice(0, 200));
    console.dir = (...args: unknown[]) => void warned.push(`dir ${String(args[0]).slice(0, 200)}`);
    try {
      for (const route of t.app.routes) route.compile();
    } finally {
      console.warn = warn;
      console.dir = dir;
    }
    expect(t.app.routes.length).toBeGreaterThan(40);
    expect(warned).toEqual([]);
  });

  // Every id and timestamp in a response is checked against its format. @elysiajs/openapi's
  // package root swaps TypeBox's checkers for ones that build a zod schema on every call
  // (~50 µs a uuid: 1 ms of a 50-item list page); the app imports its "/openapi" entry instead.
  test("format checks stay cheap once the whole app is loaded", () => {
    const uuid = FormatRegistry.Get("uuid");
    const dateTime = FormatRegistry.Get("date-time");
    if (!uuid || !dateTime) throw new Error("uuid and date-time formats are registered");
    expect(uuid("0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21")).toBe(true);
    expect(uuid("0b5e7f0a")).toBe(false);
    expect(dateTime("2026-03-02T09:41:12.000Z")).toBe(true);
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) uuid("0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21");
    // The zod-backed checker needs ~1 s for these on this machine, the regex a few ms.
    expect(performance.now() - started).toBeLessThan(250);
  });
});
