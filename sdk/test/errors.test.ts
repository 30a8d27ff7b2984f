import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { ERROR_CODES, statusOf } from "../../api/src/errors.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import {
  AdLens,
  AdLensError,
  AuthenticationError,
  adLensError,
  ConflictError,
  ConnectionError,
  FileError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  UnexpectedResponseError,
  ValidationError,
} from "../src/index.ts";

setDefaultTimeout(60_000);

const RATE_LIMIT = 25;
let t: TestApp;
let url: string;
/** A stand-in that answers what the API's gateways may: a 500 in the API's shape, or a web page. */
let foreign: ReturnType<typeof Bun.serve>;
beforeAll(async () => {
  t = await startTestApp({ env: { API_RATE_LIMIT: String(RATE_LIMIT) } });
  url = (await t.listen()).url;
  foreign = Bun.serve({
    port: 0,
    fetch(request) {
      if (new URL(request.url).pathname === "/v1/me") {
        const error = { code: "internal_error", message: "Something went wrong on our side.", request_id: "r-1" };
        return Response.json({ error }, { status: 500 });
      }
      return new Response("<html>Not here</html>", { status: 404, headers: { "content-type": "text/html" } });
    },
  });
}, 60_000);
afterAll(async () => {
  foreign.stop(true);
  await t.close();
});

/** The error a call rejects with; fails the test when it resolves. */
async function failure(call: Promise<unknown>): Promise<AdLensError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(AdLensError);
    return error as AdLensError;
  }
  throw new Error("the call succeeded");
}

const as = (token: string, options: Partial<ConstructorParameters<typeof AdLens>[0]> = {}) =>
  new AdLens({ baseUrl: url, token, maxRetries: 0, ...options });

describe("every failure is an AdLensError subclass, by what went wrong", () => {
  test("no answer at all: ConnectionError (network_error)", async () => {
    const error = await failure(new AdLens({ baseUrl: "http://127.0.0.1:1", token: "x", maxRetries: 0 }).me.get());
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ name: "ConnectionError", code: "network_error", status: 0 });
  });

  test("401: AuthenticationError", async () => {
    const error = await failure(as("not-a-token").me.get());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: "unauthorized", name: "AuthenticationError" });
  });

  test("403: PermissionError (a plan that lacks the feature)", async () => {
    const user = await t.createUser({ tier: "free" });
    const error = await failure(as(user.token).brandKit.get());
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).toMatchObject({ status: 403, code: "plan_required" });
  });

  test("404: NotFoundError, with the request id and the code's documentation link", async () => {
    const user = await t.createUser();
    const error = await failure(as(user.token).analyses.get(crypto.randomUUID()));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No analysis with this id." });
    expect(error.requestId).toBeTruthy();
    expect(error.docUrl).toMatch(/\/docs\/api#not_found$/);
  });

  test("409: ConflictError", async () => {
    const user = await t.createUser({ tier: "enterprise" });
    const client = as(user.token);
    await client.projects.create({ name: "Spring" });
    const error = await failure(client.projects.create({ name: "Spring" }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, code: "conflict" });
  });

  test("400: ValidationError naming the field", async () => {
    const user = await t.createUser();
    const error = await failure(as(user.token).analyses.list({ limit: 1000 }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ status: 400, code: "validation_failed", field: "limit" });
  });

  test("429: RateLimitError with the seconds to wait", async () => {
    const user = await t.createUser();
    const client = as(user.token, { maxRetries: 2, maxRetryAfterMs: 1_000 });
    for (let i = 0; i < RATE_LIMIT; i++) await client.me.get();
    const error = await failure(client.me.get());
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
    expect(error.retryAfter).toBeGreaterThan(0);
  });

  test("5xx: ServerError", async () => {
    const client = new AdLens({ baseUrl: `http://127.0.0.1:${foreign.port}`, token: "x", maxRetries: 0 });
    const error = await failure(client.me.get());
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 500, code: "internal_error" });
  });

  test("an answer that is not the API's: UnexpectedResponseError", async () => {
    const client = new AdLens({ baseUrl: `http://127.0.0.1:${foreign.port}`, token: "x", maxRetries: 0 });
    const error = await failure(client.analyses.get(crypto.randomUUID()));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).toMatchObject({ status: 404, code: "unexpected_response" });
  });

  test("a file that cannot be read: FileError, before any request", async () => {
    const user = await t.createUser();
    const error = await failure(as(user.token).analyses.create({ file: "./no-such-ad.png" }));
    expect(error).toBeInstanceOf(FileError);
    expect(error).toMatchObject({ status: 0, code: "file_unreadable", name: "FileError" });
    expect(error.message).toContain("no such file");
  });

  test("every code the API can send makes a subclass, never the bare AdLensError", () => {
    const bare = ERROR_CODES.filter(
      (code) => adLensError({ status: statusOf(code), code, message: code }).constructor === AdLensError,
    );
    expect(bare).toEqual([]);
    // A code this SDK does not know yet (a newer API) is classed by its status.
    const unknown = adLensError({ status: 404, code: "gone_fishing" as AdLensError["code"], message: "" });
    expect(unknown).toBeInstanceOf(NotFoundError);
  });
});
