import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { json, startTestApp, type TestApp } from "../harness.ts";

type Operation = { operationId: string; security?: Record<string, string[]>[] };
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startTestApp();
  doc = await json<Doc>(await t.request("/openapi.json"));
}, 60_000);
afterAll(() => t.close());

/** Operations whose only ways in are credentials (image links also take a signature instead). */
function protectedOperations() {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => (op.security ?? []).length > 0 && (op.security ?? []).every((s) => Object.keys(s).length > 0))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

const hasBody = (method: string) => method !== "GET" && method !== "DELETE";

/** Bodies, queries and headers that would each fail validation or parsing if they were read first. */
const BAD_INPUTS: { name: string; body?: BodyInit; headers?: Record<string, string>; query?: string }[] = [
  { name: "no body" },
  { name: "an empty JSON object", body: "{}", headers: { "content-type": "application/json" } },
  {
    name: "fields of the wrong type",
    body: '{"name":7,"url":[],"email":false}',
    headers: { "content-type": "application/json" },
  },
  { name: "malformed JSON", body: '{"name":', headers: { "content-type": "application/json" } },
  { name: "an empty multipart form", body: new FormData(), headers: {} },
  { name: "a bad query and workspace header", query: "?limit=abc&cursor=%00", headers: { "x-workspace-id": "nope" } },
];

describe("authentication comes before validation", () => {
  test("the document lists the protected operations this test walks", () => {
    expect(protectedOperations().length).toBeGreaterThan(40);
  });

  for (const input of BAD_INPUTS) {
    test(`every protected operation without a token answers 401 to ${input.name}`, async () => {
      const wrong: string[] = [];
      for (const { path, method } of protectedOperations()) {
        const url = `${path.replace(/\{[^}]+\}/g, "not-a-uuid")}${input.query ?? ""}`;
        const res = await t.request(url, {
          method,
          headers: input.headers,
          body: hasBody(method) ? input.body : undefined,
        });
        const body = await json<{ error?: { code: string } }>(res);
        if (res.status !== 401 || body.error?.code !== "unauthorized") wrong.push(`${method} ${path}: ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  test("the security schemes say which operations an API token may call, and it is so", async () => {
    const user = await t.createUser({ tier: "pro" });
    const { token } = await json<{ token: string }>(
      await t.request("/v1/tokens", { json: { name: "script" }, token: user.token }),
    );
    const wrong: string[] = [];
    let sessionOnly = 0;
    for (const { path, method, op } of protectedOperations()) {
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
      expect(schemes).toContain("session");
      const tokenAllowed = schemes.includes("api_token");
      if (!tokenAllowed) sessionOnly++;
      // The caller's own workspace and random ids: enough to pass or fail the credential check.
      const url = path
        .replace("/workspaces/{id}", `/workspaces/${user.workspaceId}`)
        .replace(/\{[^}]+\}/g, crypto.randomUUID());
      const res = await t.request(url, {
        method,
        token,
        headers: { "content-type": "application/json" },
        body: hasBody(method) ? "{}" : undefined,
      });
      const body = await json<{ error?: { code: string; message: string } }>(res);
      const refusedAsToken = res.status === 403 && /signed-in session/.test(body.error?.message ?? "");
      if (tokenAllowed === refusedAsToken || res.status === 401)
        wrong.push(`${method} ${path}: ${res.status} ${body.error?.message}`);
    }
    expect(wrong).toEqual([]);
    expect(sessionOnly).toBeGreaterThan(10);
  });

  test("an API token on a session-only operation is refused as such before its body is read", async () => {
    const user = await t.createUser({ tier: "pro" });
    const created = await json<{ token: string }>(
      await t.request("/v1/tokens", { json: { name: "script" }, token: user.token }),
    );
    const res = await t.request("/v1/me/password", { json: { new_password: 1 }, token: created.token });
    expect(res.status).toBe(403);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("forbidden");
  });

  test("a signed-in caller still gets the field-level validation error", async () => {
    const user = await t.createUser({ tier: "pro" });
    const res = await t.request("/v1/tokens", { json: {}, token: user.token });
    expect(res.status).toBe(400);
    expect((await json<{ error: { code: string; field: string } }>(res)).error).toMatchObject({
      code: "validation_failed",
      field: "name",
    });
  });
});
