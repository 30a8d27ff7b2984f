/**
 * Clean-ups of the document @elysiajs/openapi generates, each for something it writes that
 * OpenAPI 3.1 does not allow or that would mislead a generated client. Applied once, in place.
 */

import { errorResponseObject } from "../errors.ts";

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Elysia's custom validation message (`error: "id must be a UUID"`) is not a JSON Schema keyword,
 * and a bare `$ref` is not a reference OpenAPI can resolve.
 */
function tidySchemaNodes(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) tidySchemaNodes(item);
    return;
  }
  if (!isNode(node)) return;
  if (typeof node.error === "string") delete node.error;
  // `Nullable(t.UnionEnum([...]))` comes out as `type: [string, null]` with an enum that leaves
  // null out, so null (the usual value) would be invalid and generated types non-null.
  if (Array.isArray(node.type) && node.type.includes("null") && Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...node.enum, null];
  }
  // Models referenced by bare name (`t.Ref("AnalysisResult")`) live in components/schemas.
  if (typeof node.$ref === "string" && !node.$ref.includes("#")) node.$ref = `#/components/schemas/${node.$ref}`;
  for (const value of Object.values(node)) tidySchemaNodes(value);
}

/**
 * Numeric query and path parameters arrive as text, so Elysia documents them as
 * `anyOf: [numeric string, number]`. The parameter's value is the number; say so.
 */
function numericParameter(schema: Node): Node {
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isNode) : [];
  const number = branches.find((b) => b.type === "integer" || b.type === "number");
  const text = branches.find((b) => b.type === "string" && (b.format === "integer" || b.format === "numeric"));
  if (branches.length !== 2 || !number || !text) return schema;
  const { anyOf: _anyOf, ...outer } = schema;
  return { ...number, ...outer };
}

type Operation = {
  summary?: string;
  requestBody?: { content?: Node };
  security?: unknown[];
  "x-idempotent"?: boolean;
  parameters?: Parameter[];
  responses?: Record<string, { description?: string; content?: Node; headers?: Record<string, { $ref: string }> }>;
};

/**
 * Elysia documents every answer that is not JSON as text/plain. A download names its real media
 * types on its schema (`"x-media-types": ["application/pdf", "text/html"]`); list them instead.
 */
function downloadTypes(response: { content?: Node }): void {
  const plain = response.content?.["text/plain"];
  const schema = isNode(plain) && isNode(plain.schema) ? plain.schema : null;
  const types = schema?.["x-media-types"];
  if (!schema || !Array.isArray(types)) return;
  delete schema["x-media-types"];
  response.content = Object.fromEntries(types.map((type) => [String(type), { schema }]));
}

const GENERATED_DESCRIPTION = /^Response for status \d+$/;

/**
 * Every JSON body goes through one parser (http/json-body.ts), which refuses other media types
 * with 415 and bodies over its limit with 413: each operation taking JSON documents both.
 */
function jsonBodyErrors(op: Operation): void {
  if (!op.requestBody?.content?.["application/json"]) return;
  op.responses ??= {};
  for (const status of [413, 415] as const) op.responses[status] ??= errorResponseObject(status);
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/**
 * The headers the server sends (components/headers in document.ts): X-Request-Id on every answer,
 * Retry-After on 429 and 503, the RateLimit-* trio on answers to authenticated calls, and on a GET's JSON 200 the ETag the conditional-GET plugin adds,
 * with the 304 it answers when that ETag comes back in If-None-Match.
 */
function declareHeaders(method: string, op: Operation): void {
  const responses = op.responses ?? {};
  const ok = responses["200"];
  if (method === "get" && ok?.content?.["application/json"]) {
    ok.headers = { ...ok.headers, ETag: header("ETag") };
    responses["304"] ??= { description: "Not modified: the copy whose ETag was sent in If-None-Match is current" };
  }
  // Whatever the operation's declared errors, any answer may still be one of the rest (a 500).
  responses.default ??= {
    description: "Any other error, in the one error shape",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
  // A call that passed authentication counts against its credential (plugins/auth.ts meterCredential).
  const authenticated = (op.security ?? []).some((scheme) => Object.keys(scheme as object).length > 0);
  if (authenticated) responses["429"] ??= errorResponseObject(429);
  for (const [status, response] of Object.entries(responses)) {
    response.headers = { ...response.headers, "X-Request-Id": header("XRequestId") };
    if (status === "429" || status === "503") response.headers["Retry-After"] = header("RetryAfter");
    if (authenticated && status !== "401" && status !== "default") {
      response.headers["RateLimit-Limit"] = header("RateLimitLimit");
      response.headers["RateLimit-Remaining"] = header("RateLimitRemaining");
      response.headers["RateLimit-Reset"] = header("RateLimitReset");
    }
  }
}

/**
 * The component name of each parameter several operations share, by `in name` (and, where one
 * name means different things, by description). A repeated parameter missing here stops the build.
 */
const SHARED_PARAMETERS: Record<string, string | Record<string, string>> = {
  "header x-workspace-id": "WorkspaceHeader",
  "query workspace": "WorkspaceQuery",
  "query limit": "Limit",
  "query cursor": "Cursor",
  "query project": "ProjectFilter",
  "query expires": "SignedLinkExpires",
  "query sig": "SignedLinkSignature",
  "query share": "SignedLinkShare",
  "query format": {
    "`pdf` (A4, a download) or `html` (a printable page, opened in the browser)": "ReportFormat",
  },
  "path user_id": "MemberUserId",
  "path id": {
    "The analysis id": "AnalysisId",
    "The batch id": "BatchId",
    "The webhook endpoint's id": "WebhookId",
    "The workspace id": "WorkspaceId",
    "The logo's id, as listed in the brand kit": "LogoId",
    "The project's id": "ProjectId",
  },
};

type Parameter = { name?: string; in?: string; description?: string; schema?: Node } | { $ref: string };

function sharedName(parameter: Parameter): string {
  if ("$ref" in parameter) throw new Error("already shared");
  const names = SHARED_PARAMETERS[`${parameter.in} ${parameter.name}`];
  const name = typeof names === "object" ? names[parameter.description ?? ""] : names;
  if (!name) {
    throw new Error(
      `parameter ${parameter.in} ${parameter.name} (${parameter.description}) is repeated: name it in SHARED_PARAMETERS`,
    );
  }
  return name;
}

/**
 * A parameter written the same way on several operations becomes one `components/parameters`
 * entry that each references: the workspace header, pagination, the signed-link query, path ids.
 */
function shareParameters(ops: Operation[], components: { parameters?: Record<string, unknown> }): void {
  const uses = new Map<string, number>();
  const textOf = (parameter: Parameter) => JSON.stringify(parameter);
  for (const op of ops) {
    for (const parameter of op.parameters ?? []) {
      if (!("$ref" in parameter)) uses.set(textOf(parameter), (uses.get(textOf(parameter)) ?? 0) + 1);
    }
  }
  components.parameters ??= {};
  const shared = components.parameters;
  for (const op of ops) {
    op.parameters = op.parameters?.map((parameter) => {
      if ("$ref" in parameter || (uses.get(textOf(parameter)) ?? 0) < 2) return parameter;
      const name = sharedName(parameter);
      const existing = shared[name];
      if (existing && JSON.stringify(existing) !== textOf(parameter)) {
        throw new Error(`two different parameters would share the name ${name}`);
      }
      shared[name] = parameter;
      return { $ref: `#/components/parameters/${name}` };
    });
  }
}

function tidyOperation(op: Operation): void {
  jsonBodyErrors(op);
  // Routes behind the auth macro declare which credentials they take; every other one is public.
  op.security ??= [];
  for (const parameter of op.parameters ?? []) {
    if (!("schema" in parameter) || !parameter.schema) continue;
    parameter.schema = numericParameter(parameter.schema);
    // Elysia leaves a parameter's description in its schema; documentation tools read it from
    // the parameter itself.
    const { description, ...schema } = parameter.schema;
    if (typeof description === "string") Object.assign(parameter, { description, schema });
  }
  // Set by the idempotency macro (plugins/idempotency.ts): the shared header parameter.
  if (op["x-idempotent"]) {
    delete op["x-idempotent"];
    op.parameters = [...(op.parameters ?? []), { $ref: "#/components/parameters/IdempotencyKey" }];
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    // t.Void()/t.Null() answers (204, 303) have no body; Elysia writes `content: {type: "void"}`.
    if (response.content && !Object.keys(response.content).some((type) => type.includes("/"))) {
      delete response.content;
    }
    downloadTypes(response);
    if (response.description === undefined || GENERATED_DESCRIPTION.test(response.description)) {
      response.description = status === "204" ? "Done; no content" : (op.summary ?? `Status ${status}`);
    }
  }
}

export function tidyDocument(doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; parameters?: Record<string, unknown> };
}): void {
  tidySchemaNodes(doc.paths);
  tidySchemaNodes(doc.components);
  // Elysia stamps each model with `$id: "#/components/schemas/Name"`, which 3.1 forbids (no fragment).
  for (const schema of Object.values(doc.components.schemas ?? {})) if (isNode(schema)) delete schema.$id;
  for (const ops of Object.values(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      tidyOperation(op);
      declareHeaders(method, op);
    }
  }
  shareParameters(
    Object.values(doc.paths).flatMap((ops) => Object.values(ops)),
    doc.components,
  );
}
