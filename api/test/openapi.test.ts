import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ERROR_CODES, statusOf } from "../src/errors.ts";
import { json, startTestApp, type TestApp } from "./harness.ts";

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; enum?: string[] };
type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type Doc = {
  security: Record<string, string[]>[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startTestApp();
  doc = await json<Doc>(await t.request("/openapi.json"));
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

/** The codes an error response's schema allows, read through its `allOf` narrowing. */
function codesOf(schema: Schema): string[] {
  const name = schema.$ref?.split("/").pop() ?? "";
  const narrowed = doc.components.schemas[name]?.allOf?.[1];
  return narrowed?.properties?.error?.properties?.code?.enum ?? [];
}

describe("the OpenAPI document", () => {
  test("each error status documents only the codes that status carries (a 404 says not_found)", () => {
    const problems: string[] = [];
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = response.content?.["application/json"]?.schema;
        if (Number(status) < 400 || path === "/health" || !schema) continue;
        const expected = ERROR_CODES.filter((c) => statusOf(c) === Number(status));
        if (JSON.stringify(codesOf(schema)) !== JSON.stringify(expected)) {
          problems.push(`${method} ${path} ${status}: ${codesOf(schema).join(",")}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(codesOf({ $ref: "#/components/schemas/NotFoundError" })).toEqual(["not_found"]);
  });

  test("every response has a written description and every tag used is declared with one", () => {
    const declared = new Map(doc.tags.map((tag) => [tag.name, tag.description]));
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        expect(`${method} ${path} ${status}: ${response.description}`).not.toMatch(/Response for status/);
      }
      for (const tag of (op as { tags?: string[] }).tags ?? []) expect(declared.get(tag) ?? "").not.toBe("");
    }
  });

  test("operations that refuse an anonymous caller declare bearer security; the rest declare none", async () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    const someId = crypto.randomUUID();
    const problems: string[] = [];
    for (const { path, method, op } of operations()) {
      // Bodies are validated before authentication, so only body-less calls show the auth rule.
      if (method !== "get" && method !== "delete") continue;
      const res = await t.request(path.replace(/\{[^}]+\}/g, someId), { method: method.toUpperCase() });
      const refused = res.status === 401;
      const security = op.security ?? [];
      const bearer = security.some((s) => "bearer" in s);
      // Image links take a Bearer token or a signature instead: both alternatives are declared.
      if (bearer && security.some((s) => Object.keys(s).length === 0)) continue;
      if (refused && !bearer) problems.push(`${method} ${path}: answers 401 but is documented as public`);
      if (!refused && bearer)
        problems.push(`${method} ${path}: documented as needing a token but answered ${res.status}`);
    }
    expect(problems).toEqual([]);
  });

  test("every operation that needs a token documents its 401", () => {
    for (const { path, method, op } of operations()) {
      if ((op.security ?? []).some((s) => "bearer" in s))
        expect(`${method} ${path} ${Object.keys(op.responses)}`).toContain("401");
    }
  });
});
