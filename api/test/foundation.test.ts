import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import os from "node:os";
import { WorkerPool } from "../src/analysis/pool.ts";
import { ConfigError, loadConfig } from "../src/config.ts";
import { createLogger } from "../src/log.ts";
import { json, startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("system routes", () => {
  test("GET /health reports the database and storage", async () => {
    const res = await t.request("/health");
    expect(res.status).toBe(200);
    const body = await json<{ status: string; database: { status: string; kind: string } }>(res);
    expect(body.status).toBe("ok");
    expect(body.database.status).toBe("ok");
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });

  test("every response carries x-request-id, and a sane incoming one is echoed", async () => {
    const fresh = await t.request("/health");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers.get("x-content-type-options")).toBe("nosniff");
    const echoed = await t.request("/health", { headers: { "x-request-id": "ci-run-1234" } });
    expect(echoed.headers.get("x-request-id")).toBe("ci-run-1234");
    const hostile = await t.request("/health", { headers: { "x-request-id": "<script>" } });
    expect(hostile.headers.get("x-request-id")).not.toBe("<script>");
  });

  test("unknown routes answer the error shape with not_found", async () => {
    const res = await t.request("/v1/nope");
    expect(res.status).toBe(404);
    const body = await json<{ error: { code: string; request_id: string } }>(res);
    expect(body.error.code).toBe("not_found");
    expect(body.error.request_id).toBe(res.headers.get("x-request-id") ?? "");
  });

  test("an oversized declared body is refused with payload_too_large", async () => {
    const res = await t.request("/v1/plans", {
      method: "POST",
      headers: { "content-length": String(50 * 1024 * 1024), "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(413);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("payload_too_large");
  });

  test("GET /openapi.json is an OpenAPI 3.1 document with the shared error schema", async () => {
    const res = await t.request("/openapi.json");
    expect(res.status).toBe(200);
    const doc = await json<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>(res);
    expect(doc.openapi).toStartWith("3.1");
    expect(Object.keys(doc.paths)).toContain("/v1/plans");
    expect(doc.components.schemas.Error).toBeDefined();
  });

  test("every operation has an operationId and declares its error responses with the shared schema", async () => {
    type Op = { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const doc = await json<{ paths: Record<string, Record<string, Op>> }>(await t.request("/openapi.json"));
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const errorStatuses = Object.keys(op.responses ?? {}).filter((s) => Number(s) >= 400);
        if (!op.operationId) problems.push(`${method} ${path}: no operationId`);
        if (errorStatuses.length === 0) problems.push(`${method} ${path}: no error response declared`);
        for (const s of errorStatuses) {
          const schema = JSON.stringify(op.responses?.[s]?.content ?? {});
          if (path !== "/health" && !schema.includes("Error"))
            problems.push(`${method} ${path} ${s}: not the error shape`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test("/docs serves the reference UI from local files, no CDN", async () => {
    const page = await (await t.request("/docs")).text();
    expect(page).toContain('src="/docs/scalar.js"');
    expect(page).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
    const script = await t.request("/docs/scalar.js");
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});

describe("plans", () => {
  test("GET /v1/plans lists the four tiers with the spec's prices and limits", async () => {
    const body = await json<{
      data: { tier: string; price: number; monthly_limit: number; popular: boolean }[];
      sales_email: string;
    }>(await t.request("/v1/plans"));
    expect(body.data.map((p) => [p.tier, p.price, p.monthly_limit])).toEqual([
      ["free", 0, 10],
      ["basic", 99, 300],
      ["pro", 199, 1500],
      ["enterprise", 2999, 10000],
    ]);
    expect(body.data.filter((p) => p.popular).map((p) => p.tier)).toEqual(["pro"]);
    expect(body.sales_email).toBe(t.config.mail.salesEmail);
  });
});

describe("configuration", () => {
  test("a bad value stops the start with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET/);
  });

  test("defaults give a complete local instance", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toEndWith("/data");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.stripe).toBeUndefined();
    expect(c.analysis.openai).toBeUndefined();
  });

  test("the default worker count is a whole number of cores even when the runtime cannot say", () => {
    const original = os.availableParallelism;
    try {
      os.availableParallelism = () => Number.NaN;
      expect(loadConfig({}).analysis.workers).toBe(os.cpus().length || 1);
    } finally {
      os.availableParallelism = original;
    }
    expect(Number.isInteger(loadConfig({}).analysis.workers)).toBe(true);
  });

  test("an analysis pool without a worker to run on is refused, not left to hold jobs for ever", () => {
    const log = createLogger("silent");
    expect(() => new WorkerPool(Number.NaN, log)).toThrow(RangeError);
    expect(() => new WorkerPool(0, log)).toThrow(/at least one worker/);
  });
});
