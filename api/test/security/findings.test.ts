/**
 * The attack run's findings (issue 23), each replayed as it was found. Every test here failed on
 * the code before the fix. The demo findings (3, 4) and share links (7) have files of their own.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { up as repairWebhookUrls } from "../../../db/migrations/1600_webhook_urls_canonical.ts";
import { errorResponse } from "../../src/plugins/errors.ts";
import { TEST_TIMEOUT_MS, tinyPng } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

type ErrorBody = { error: { code: string; message: string; request_id: string; field?: string } };

/** The error shape with the response's own request id, and the code expected. */
async function expectError(res: Response, status: number, code: string): Promise<ErrorBody["error"]> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toStartWith("application/json");
  const body = await json<ErrorBody>(res);
  expect(body.error.code).toBe(code);
  expect(body.error.request_id).toBe(res.headers.get("x-request-id") ?? "missing");
  return body.error;
}

let t: TestApp;
let pro: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await startTestApp();
  pro = await t.createUser({ tier: "pro" });
});
afterAll(() => t.close());

describe("1. a webhook URL the parser accepts but the schema does not", () => {
  test("is stored in its canonical form, so the list keeps working and the endpoint can be deleted", async () => {
    const created = await t.request("/v1/webhooks", {
      token: pro.token,
      json: { url: "https://93.184.216.34\\x/hook|a?q=[1]", events: ["analysis.completed"] },
    });
    expect(created.status).toBe(201);
    const endpoint = await json<{ id: string; url: string }>(created);
    expect(endpoint.url).toBe("https://93.184.216.34/x/hook%7Ca?q=%5B1%5D");

    const list = await t.request("/v1/webhooks", { token: pro.token });
    expect(list.status).toBe(200);
    const { data } = await json<{ data: { id: string; url: string }[] }>(list);
    expect(data.map((e) => e.url)).toEqual([endpoint.url]);
    expect((await t.request(`/v1/webhooks/${endpoint.id}`, { method: "DELETE", token: pro.token })).status).toBe(204);
  });

  test("one stored before the fix is repaired by migration 1600; meanwhile the list fails as ours, not the caller's", async () => {
    const owner = await t.createUser({ tier: "pro" });
    const created = await t.request("/v1/webhooks", {
      token: owner.token,
      json: { url: "https://93.184.216.34/hook", events: ["batch.completed"] },
    });
    const { id } = await json<{ id: string }>(created);
    await t.deps.db
      .updateTable("webhook_endpoints")
      .set({ url: "https://93.184.216.34\\x/hook" })
      .where("id", "=", id)
      .execute();
    await expectError(await t.request("/v1/webhooks", { token: owner.token }), 500, "internal_error");

    await repairWebhookUrls(t.deps.db);
    const list = await t.request("/v1/webhooks", { token: owner.token });
    expect(list.status).toBe(200);
    expect((await json<{ data: { url: string }[] }>(list)).data.map((e) => e.url)).toEqual([
      "https://93.184.216.34/x/hook",
    ]);
  });
});

describe("2. deeply nested JSON", () => {
  const nested = `{"email":${"[".repeat(5000)}${"]".repeat(5000)},"password":"x"}`;

  test("is refused with 400 in the error shape before any validator or message walks into it", async () => {
    const res = await t.request("/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: nested,
    });
    const error = await expectError(res, 400, "invalid_json");
    expect(error.message).toContain("32 levels");
  });

  test("gets the error shape on a real socket in production and development, never a stack", async () => {
    for (const NODE_ENV of ["production", "development"]) {
      const app = await startTestApp({ env: { NODE_ENV, HSTS_MAX_AGE: "0" } });
      try {
        const { url } = await app.listen();
        const res = await fetch(`${url}/v1/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: nested,
        });
        const text = await res.clone().text();
        expect(text).not.toContain("at ");
        expect(text).not.toContain(import.meta.dir.split("/api/")[0] ?? "/work");
        await expectError(res, 400, "invalid_json");
      } finally {
        await app.close();
      }
    }
  });

  test("anything that still escapes the app is answered in the error shape, without its message", async () => {
    const request = new Request("http://localhost/v1/anything", { method: "POST" });
    const escaped = new RangeError(`Maximum call stack size exceeded at ${import.meta.path}:1`);
    const res = await errorResponse(t.deps, escaped, request);
    const error = await expectError(res, 500, "internal_error");
    expect(error.message).not.toContain("stack");
    expect(error.message).not.toContain(import.meta.path);
  });

  test("a JSON body over the parser's limit is 413 in the error shape", async () => {
    const res = await t.request("/v1/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "A", email: "a@example.com", message: "x".repeat(300 * 1024) }),
    });
    await expectError(res, 413, "payload_too_large");
  });
});

describe("5. a NUL byte", () => {
  const cases: [string, { method?: string; json?: unknown; token?: boolean }, string | undefined][] = [
    ["/v1/projects", { json: { name: "a\u0000b" }, token: true }, "name"],
    ["/v1/tokens", { json: { name: "ci\u0000" }, token: true }, "name"],
    ["/v1/workspaces", { json: { name: "\u0000" }, token: true }, "name"],
    ["/v1/contact", { json: { name: "A", email: "a@example.com", message: "hi\u0000there" } }, "message"],
    ["/v1/events", { json: { name: "page_not_found", props: { path: "/\u0000" } } }, "props.path"],
    ["/v1/analyses?search=%00", { token: true }, "search"],
    ["/v1/shared/abc%00def", {}, undefined],
  ];
  for (const [path, init, field] of cases) {
    test(`${init.json ? "POST" : "GET"} ${path} is 400 naming ${field ?? "the path"}, not a database error`, async () => {
      const res = await t.request(path, { json: init.json, token: init.token ? pro.token : undefined });
      const error = await expectError(res, 400, "validation_failed");
      expect(error.field).toBe(field);
    });
  }

  test("tabs and line breaks in free text are still accepted", async () => {
    const res = await t.request("/v1/contact", {
      json: { name: "A", email: "a@example.com", message: "line one\r\n\tline two" },
    });
    expect(res.status).toBe(201);
  });
});

describe("6. IPv4-translated IPv6 addresses", () => {
  test("are refused as a webhook URL", async () => {
    const res = await t.request("/v1/webhooks", {
      token: pro.token,
      json: { url: "https://[::ffff:0:7f00:1]/x", events: ["analysis.completed"] },
    });
    const error = await expectError(res, 422, "url_not_allowed");
    expect(error.message).toContain("loopback");
  });

  test("are refused by URL import instead of connected to", async () => {
    const res = await t.request("/v1/analyze", {
      token: pro.token,
      json: { image_url: "http://[::ffff:0:a9fe:a9fe]/latest/meta-data" },
    });
    const error = await expectError(res, 422, "url_not_allowed");
    expect(error.message).toContain("link-local");
  });
});

describe("8. answers that carry tokens or personal data", () => {
  test("are sent with Cache-Control: no-store", async () => {
    const login = await t.request("/v1/auth/login", { json: { email: pro.email, password: pro.password } });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    const { refresh_token } = await json<{ refresh_token: string }>(login);
    const refresh = await t.request("/v1/auth/refresh", { json: { refresh_token } });
    expect(refresh.status).toBe(200);
    expect(refresh.headers.get("cache-control")).toBe("no-store");
    for (const path of ["/v1/me", "/v1/tokens"]) {
      const res = await t.request(path, { token: pro.token });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const created = await t.request("/v1/tokens", { token: pro.token, json: { name: "ci" } });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
  });

  test("public answers stay cacheable by their own rules", async () => {
    expect((await t.request("/v1/plans")).headers.get("cache-control")).not.toBe("no-store");
  });
});

describe("9. a form body sent to a JSON endpoint", () => {
  test("is refused with 415 and creates nothing", async () => {
    const res = await t.request("/v1/projects", {
      method: "POST",
      token: pro.token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=form",
    });
    await expectError(res, 415, "unsupported_media_type");
    const list = await json<{ data: { name: string }[] }>(await t.request("/v1/projects", { token: pro.token }));
    expect(list.data.map((p) => p.name)).not.toContain("form");
  });

  test("multipart and text bodies are refused the same way", async () => {
    const form = new FormData();
    form.set("email", pro.email);
    form.set("password", pro.password);
    await expectError(await t.request("/v1/auth/login", { body: form }), 415, "unsupported_media_type");
    const text = await t.request("/v1/auth/login", {
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ email: pro.email, password: pro.password }),
    });
    await expectError(text, 415, "unsupported_media_type");
  });
});

describe("10. filenames", () => {
  const sendAs = async (filename: string) => {
    const form = new FormData();
    form.append("file", new File([(await tinyPng(3)) as Uint8Array<ArrayBuffer>], "ad.png", { type: "image/png" }));
    form.append("filename", filename);
    return t.request("/v1/analyses", { token: pro.token, body: form });
  };

  test("lose bidi and zero-width controls and are stored in NFC", async () => {
    const res = await sendAs("invoice\u202Egnp.exe\u200B cafe\u0301");
    expect(res.status).toBe(201);
    const created = await json<{ filename: string }>(res);
    expect(created.filename).toBe("invoicegnp.exe caf\u00e9");
  });

  test("made only of invisible characters are refused", async () => {
    const error = await expectError(await sendAs("\u200B\u200D\u2066"), 400, "validation_failed");
    expect(error.field).toBe("filename");
  });
});
