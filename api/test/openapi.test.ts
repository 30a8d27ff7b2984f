import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ERROR_CODES, statusOf } from "../src/errors.ts";
import { json, startTestApp, type TestApp } from "./harness.ts";

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; enum?: string[] };
type Media = { schema: Schema & { format?: string }; examples?: Record<string, { $ref?: string; value?: unknown }> };
type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
};
type Doc = {
  security: Record<string, string[]>[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; examples?: Record<string, { summary: string; value: unknown }> };
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startTestApp();
  doc = await json<Doc>(await t.request("/openapi.json"));
  // Starting the app migrates a fresh database: slow when the machine is busy.
}, 60_000);
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

  test("operations that refuse an anonymous caller declare their credentials; the rest declare none", async () => {
    expect(doc.security).toEqual([{ session: [] }, { api_token: [] }]);
    const someId = crypto.randomUUID();
    const problems: string[] = [];
    for (const { path, method, op } of operations()) {
      const res = await t.request(path.replace(/\{[^}]+\}/g, someId), { method: method.toUpperCase() });
      const refused = res.status === 401;
      const security = op.security ?? [];
      const bearer = security.some((s) => "session" in s);
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
      if ((op.security ?? []).some((s) => "session" in s))
        expect(`${method} ${path} ${Object.keys(op.responses)}`).toContain("401");
    }
  });

  test("every operation shows examples: each request body content type and each 2xx answer with a body", () => {
    const missing: string[] = [];
    const dangling: string[] = [];
    const check = (where: string, media: Media) => {
      const examples = Object.values(media.examples ?? {});
      if (examples.length === 0) missing.push(where);
      for (const example of examples) {
        const name = example.$ref?.replace("#/components/examples/", "");
        if (name !== undefined ? doc.components.examples?.[name] === undefined : example.value === undefined) {
          dangling.push(`${where}: ${example.$ref ?? "no value"}`);
        }
      }
    };
    for (const { path, method, op } of operations()) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        check(`${method} ${path} request ${type}`, media);
      }
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith("2")) continue;
        for (const [type, media] of Object.entries(response.content ?? {})) {
          // Image bytes (the image, thumbnail and heatmap links) have no meaningful literal example.
          if (media.schema.format === "binary") continue;
          check(`${method} ${path} ${status} ${type}`, media);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(dangling).toEqual([]);
  });

  test("a parameter several operations share is one components/parameters entry, referenced", () => {
    type Parameter = { $ref?: string; in?: string; name?: string };
    const raw = doc as unknown as {
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
      components: { parameters: Record<string, Parameter> };
    };
    const inline = new Map<string, number>();
    let workspaceRefs = 0;
    for (const ops of Object.values(raw.paths)) {
      for (const op of Object.values(ops)) {
        for (const parameter of op.parameters ?? []) {
          if (parameter.$ref === "#/components/parameters/WorkspaceHeader") workspaceRefs++;
          if (parameter.$ref) {
            expect(raw.components.parameters[parameter.$ref.replace("#/components/parameters/", "")]).toBeDefined();
            continue;
          }
          const text = JSON.stringify(parameter);
          inline.set(text, (inline.get(text) ?? 0) + 1);
        }
      }
    }
    expect([...inline].filter(([, count]) => count > 1).map(([text]) => text)).toEqual([]);
    expect(raw.components.parameters.WorkspaceHeader).toMatchObject({ in: "header", name: "x-workspace-id" });
    expect(workspaceRefs).toBeGreaterThan(40);
    expect(raw.components.parameters.Limit).toMatchObject({ in: "query", name: "limit" });
  });

  test("no array leaves its items untyped (`items: {}`)", async () => {
    const text = await (await t.request("/openapi.json")).text();
    expect(text).not.toMatch(/"items": \{\}/);
  });
});
