import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
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
});
