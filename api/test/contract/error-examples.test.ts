import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { WORKSPACE_NOT_FOUND } from "../../src/services/workspaces/context.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

type Example = { value: { error: { code: string; message: string; field?: string } } };
type Operation = {
  operationId: string;
  requestBody?: unknown;
  parameters?: { in?: string; name?: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
let user: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await startTestApp();
  doc = await json<Doc>(await t.request("/openapi.json"));
  user = await t.createUser({ tier: "enterprise" });
}, 60_000);
afterAll(() => t.close());

/** Every operation of the document, with its path and method. */
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

const exampleOf = (op: Operation, status: string) =>
  Object.values(op.responses[status]?.content?.["application/json"]?.examples ?? {})[0]?.value.error;

describe("error examples are each operation's own, and what it really answers", () => {
  test("every operation that declares a 404 shows its own, naming what was not found", () => {
    const generic: string[] = [];
    for (const { path, method, op } of operations()) {
      if (op.responses["404"] && !exampleOf(op, "404")) generic.push(`${method} ${path}`);
    }
    expect(generic).toEqual([]);
    expect(exampleOf(doc.paths["/v1/analyses/{id}"]?.get as Operation, "404")?.message).toBe(
      "No analysis with this id.",
    );
    expect(exampleOf(doc.paths["/v1/webhooks/{id}"]?.delete as Operation, "404")?.message).toMatch(/webhook/);
    expect(exampleOf(doc.paths["/v1/batches/{id}"]?.get as Operation, "404")?.message).toMatch(/batch/);
    expect(exampleOf(doc.paths["/v1/analyses/{id}"]?.delete as Operation, "403")?.message).toMatch(/cannot delete/);
    expect(exampleOf(doc.paths["/v1/brand-kit"]?.get as Operation, "403")?.code).toBe("plan_required");
  });

  /**
   * Asked about ids that do not exist (or a workspace the caller is not in), each operation that
   * needs no body answers the 404 it documents, word for word.
   */
  test("each documented 404 is the message the operation answers", async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const { path, method, op } of operations()) {
      const documented = exampleOf(op, "404");
      if (!documented || op.requestBody || path.includes("{token}")) continue;
      const aboutWorkspace = documented.message === WORKSPACE_NOT_FOUND;
      // A comparison names its analyses in the query.
      const query = op.parameters?.some((p) => p.name === "ids")
        ? `?ids=${crypto.randomUUID()},${crypto.randomUUID()}`
        : "";
      const url = path.replace(/\{(\w+)\}/g, (_all, name: string) =>
        name === "id" && path.startsWith("/v1/workspaces/") && !aboutWorkspace ? user.workspaceId : crypto.randomUUID(),
      );
      const headers: Record<string, string> =
        aboutWorkspace && !path.startsWith("/v1/workspaces/{id}") ? { "x-workspace-id": crypto.randomUUID() } : {};
      const res = await t.request(url + query, { method: method.toUpperCase(), token: user.token, headers });
      const body = await json<{ error?: { message: string } }>(res);
      tried++;
      if (res.status !== 404 || body.error?.message !== documented.message) {
        wrong.push(`${method} ${path}: ${res.status} ${body.error?.message} (documented: ${documented.message})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(30);
  });

  /**
   * Sent an empty JSON body, each operation whose body has a field with its own message answers
   * the 400 it documents, word for word and naming that field.
   */
  test("each documented 400 is what the operation answers to an empty body", async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const { path, method, op } of operations()) {
      const documented = exampleOf(op, "400");
      if (documented?.code !== "validation_failed" || !op.requestBody) continue;
      const url = path.replace(/\{(\w+)\}/g, () =>
        path.startsWith("/v1/workspaces/") ? user.workspaceId : crypto.randomUUID(),
      );
      const res = await t.request(url, {
        method: method.toUpperCase(),
        token: user.token,
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      const body = await json<{ error?: { message: string; field?: string } }>(res);
      tried++;
      if (res.status !== 400 || body.error?.message !== documented.message || body.error?.field !== documented.field) {
        wrong.push(
          `${method} ${path}: ${res.status} ${body.error?.field} ${body.error?.message} (documented: ${documented.field} ${documented.message})`,
        );
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(15);
  });
});
