import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ERROR_CODES } from "../../src/errors.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: "https://adlens.test" } });
}, 60_000);
afterAll(() => t.close());

type ErrorBody = { error: { code: string; doc_url: string } };

describe("doc_url: every error links to its code's entry in the API guide", () => {
  test("docs/api.md has a heading for every code the API can emit", async () => {
    const guide = await Bun.file(new URL("../../../docs/api.md", import.meta.url)).text();
    const missing = ERROR_CODES.filter((code) => !guide.includes(`\n#### \`${code}\`\n`));
    expect(missing).toEqual([]);
  });

  test("the served guide has an anchor for every code", async () => {
    const page = await t.request("/docs/api");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    const missing = ERROR_CODES.filter((code) => !html.includes(` id="${code}"`));
    expect(missing).toEqual([]);
    expect(html).toContain(' id="rate-limits"');
    expect(html).toContain(' id="error-codes"');
    // Only this guide is served: links to the others would lead nowhere, so they name the file.
    expect(html).not.toMatch(/href="[\w-]+\.md/);
    expect(html).toContain("<code>docs/jobs.md</code> in the repository");
  });

  test("an error answer carries the doc_url of its code on this instance", async () => {
    const unauthorized = await json<ErrorBody>(await t.request("/v1/analyses"));
    expect(unauthorized.error.code).toBe("unauthorized");
    expect(unauthorized.error.doc_url).toBe("https://adlens.test/docs/api#unauthorized");
    const unknown = await json<ErrorBody>(await t.request("/v1/no-such-route"));
    expect(unknown.error.doc_url).toBe("https://adlens.test/docs/api#not_found");
    const user = await t.createUser();
    const missing = await json<ErrorBody>(
      await t.request(`/v1/analyses/${crypto.randomUUID()}`, { token: user.token }),
    );
    expect(missing.error.doc_url).toBe("https://adlens.test/docs/api#not_found");
  });

  test("the Error schema requires doc_url", async () => {
    const doc = await json<{ components: { schemas: { Error: { properties: { error: { required: string[] } } } } } }>(
      await t.request("/openapi.json"),
    );
    expect(doc.components.schemas.Error.properties.error.required).toContain("doc_url");
  });
});
