/**
 * A small property-based fuzzer over the API's own OpenAPI document (issue 23): for every
 * operation that takes a JSON body, and every GET with parameters, requests built from the
 * declared schemas and from plain noise (wrong types, control characters, lone surrogates, deep
 * nesting, other media types) must never get a 5xx, and every error must be the one error shape
 * carrying the response's request id. Seeded and bounded, so a CI run is the same few seconds.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import fc from "fast-check";
import { json, startTestApp, type TestApp } from "../harness.ts";

setDefaultTimeout(120_000);

const SEED = 23;
/** Cases per operation taking a body, and per GET. */
const BODY_RUNS = 40;
const GET_RUNS = 15;
/** The whole fuzz stops here; an operation interrupted by it passes with the cases it ran. */
const BUDGET_MS = 40_000;
const PER_OPERATION_MS = 3_000;

type Schema = Record<string, unknown>;
interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Strings an attacker tries first, beside whatever fast-check makes up. */
const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202egnp.exe",
  "\u200b",
  "\ud800",
  "%00",
  "../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "x".repeat(5_000),
  "0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21",
  "https://[::ffff:0:7f00:1]/x",
  "9".repeat(40),
  "-1",
  "NaN",
];

const text = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
);

/** A body nested far deeper than any schema: it once made the error handler itself overflow. */
const DEEP = `{"name":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;

const noise: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, -1, 2 ** 53),
);

/** Values shaped like the schema most of the time, and noise the rest, at every level. */
function fromSchema(schema: Schema, doc: Document, depth = 0): fc.Arbitrary<unknown> {
  const ref = typeof schema.$ref === "string" ? schema.$ref.split("/").pop() : undefined;
  if (ref) {
    const target = doc.components.schemas[ref];
    return target && depth < 6 ? fromSchema(target, doc, depth + 1) : noise;
  }
  const shaped = shapedBy(schema, doc, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: noise });
}

function shapedBy(schema: Schema, doc: Document, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant(schema.const);
  const branches = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => fromSchema(branch, doc, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const fields = Object.fromEntries(
        Object.entries(properties).map(([name, sub]) => [name, fromSchema(sub, doc, depth + 1)]),
      );
      const requiredKeys = Object.keys(fields).filter((name) => required.has(name));
      return fc.record(fields, { requiredKeys });
    }
    case "array":
      return fc.array(schema.items ? fromSchema(schema.items as Schema, doc, depth + 1) : noise, { maxLength: 4 });
    case "integer":
      return fc.oneof(fc.integer({ min: -2, max: 200 }), fc.integer());
    case "number":
      return fc.oneof(fc.double(), fc.integer({ min: -2, max: 200 }));
    case "boolean":
      return fc.boolean();
    case "string":
      return schema.format === "uuid" ? fc.oneof(fc.uuid(), text) : text;
    default:
      return noise;
  }
}

/** A parameter value as text: the schema's kind of value, or noise. */
function parameterText(parameter: Parameter, doc: Document, known: string[]): fc.Arbitrary<string> {
  const shaped = fromSchema(parameter.schema ?? {}, doc).map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: fc.constantFrom(...known) });
}

/** A path segment; a lone surrogate has no UTF-8, so it goes as the bytes a careless client sends. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

interface Case {
  path: string;
  query: [string, string][];
  body?: { type: string; text: string };
}

function requestFor(path: string, op: Operation, doc: Document, known: string[]): fc.Arbitrary<Case> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const pathArb = fc
    .tuple(...pathParams.map((p) => parameterText(p, doc, known)))
    .map((values) =>
      pathParams.reduce((built, p, i) => built.replace(`{${p.name}}`, pathSegment(values[i] ?? "")), path),
    );
  const queryArb = fc
    .subarray(queryParams)
    .chain((chosen) =>
      fc.tuple(...chosen.map((p) => parameterText(p, doc, known).map((v): [string, string] => [p.name, v]))),
    );
  const schema = op.requestBody?.content["application/json"]?.schema;
  const bodyArb: fc.Arbitrary<Case["body"]> = schema
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: fromSchema(schema, doc).map((value) => ({
            type: "application/json",
            text: JSON.stringify(value),
          })),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            type: fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", ""),
            text: fc.oneof(text, fc.constantFrom(DEEP, "[".repeat(2_000), '{"a":', "name=form&x=%00")),
          }),
        },
      )
    : fc.constant(undefined);
  return fc.record({ path: pathArb, query: queryArb, body: bodyArb });
}

let t: TestApp;
let doc: Document;
let token: string;
let known: string[];
beforeAll(async () => {
  t = await startTestApp();
  const user = await t.createUser({ tier: "pro" });
  token = user.token;
  known = [user.workspaceId, user.id, crypto.randomUUID()];
  doc = await json<Document>(await t.request("/openapi.json"));
});
afterAll(() => t.close());

/** Operations the fuzzer leaves alone: one ends the session it uses, one takes raw Stripe events. */
const SKIP = new Set(["deleteMe", "logout", "handleBillingWebhook"]);

function operations(): { method: string; path: string; op: Operation }[] {
  const found: { method: string; path: string; op: Operation }[] = [];
  const json = doc?.paths ?? {};
  for (const [path, ops] of Object.entries(json)) {
    for (const [method, op] of Object.entries(ops)) {
      if (SKIP.has(op.operationId)) continue;
      const takesJson = Boolean(op.requestBody?.content["application/json"]);
      const readsParameters = method === "get" && (op.parameters ?? []).some((p) => p.in !== "header");
      if (takesJson || readsParameters) found.push({ method, path, op });
    }
  }
  return found;
}

describe("the API under fuzzing", () => {
  test("covers every operation that takes JSON", () => {
    const covered = operations().filter(({ op }) => op.requestBody?.content["application/json"]);
    expect(covered.length).toBeGreaterThanOrEqual(25);
  });

  test("never answers 5xx, and every error is the error shape with its request id", async () => {
    const deadline = Date.now() + BUDGET_MS;
    for (const { method, path, op } of operations()) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      await fc.assert(
        fc.asyncProperty(requestFor(path, op, doc, known), async (c) => {
          const search = new URLSearchParams(c.query).toString();
          const headers: Record<string, string> = { "x-forwarded-for": "192.0.2.23" };
          if (c.body?.type) headers["content-type"] = c.body.type;
          const res = await t.request(`${c.path}${search ? `?${search}` : ""}`, {
            method: method.toUpperCase(),
            token,
            headers,
            body: c.body?.text,
          });
          const where = `${method.toUpperCase()} ${c.path} (${op.operationId})`;
          const id = res.headers.get("x-request-id");
          expect({ where, status: res.status, serverError: res.status >= 500 }).toMatchObject({
            where,
            serverError: false,
          });
          expect(id).toBeTruthy();
          if (res.status >= 400) {
            const body = await json<{ error?: { code?: unknown; message?: unknown; request_id?: unknown } }>(res);
            expect({ where, code: typeof body.error?.code, message: typeof body.error?.message }).toEqual({
              where,
              code: "string",
              message: "string",
            });
            expect(body.error?.request_id).toBe(id ?? "");
          } else {
            await res.arrayBuffer();
          }
        }),
        {
          seed: SEED,
          numRuns: op.requestBody ? BODY_RUNS : GET_RUNS,
          interruptAfterTimeLimit: Math.min(PER_OPERATION_MS, left),
          endOnFailure: true,
        },
      );
    }
  });
});
