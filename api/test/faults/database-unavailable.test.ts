import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type Database, isDatabaseUnavailable, migrateToLatest } from "@adlens/db";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect } from "kysely";
import { DatabaseError } from "pg";
import { createApp } from "../../src/app.ts";
import { createSession } from "../../src/services/auth/sessions.ts";
import { createPersonalWorkspace } from "../../src/services/workspaces/personal.ts";
import { startTestApp, type TestApp } from "../harness.ts";

describe("isDatabaseUnavailable", () => {
  const pgError = (code: string, message = "x") => Object.assign(new DatabaseError(message, 0, "error"), { code });
  const socketError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

  test("connection loss, shutdowns and resource exhaustion count as unavailable", () => {
    for (const error of [
      socketError("ECONNREFUSED"),
      socketError("ECONNRESET"),
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P03", "the database system is starting up"),
      pgError("53300", "sorry, too many clients already"),
      pgError("08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("PGlite is closed"),
      new Error("a wrapper", { cause: socketError("ECONNREFUSED") }),
    ]) {
      expect(`${error.message}: ${isDatabaseUnavailable(error)}`).toBe(`${error.message}: true`);
    }
  });

  test("a failing query is not an outage", () => {
    for (const error of [
      pgError("23505", "duplicate key value"),
      pgError("23503", "violates foreign key constraint"),
      pgError("42601", "syntax error"),
      pgError("57014", "canceling statement due to statement timeout"),
      new Error("something else"),
      "not even an error",
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe("with the embedded database gone", () => {
  let t: TestApp;
  let pglite: PGlite;
  let app: ReturnType<typeof createApp>;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    // The app under test runs on its own PGlite, which the test can close under it.
    pglite = new PGlite("memory://");
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    app = createApp({ ...t.deps, db }, { dbKind: "pglite" });
    const user = await db
      .insertInto("users")
      .values({ email: "gone@example.com", password_hash: "x", email_confirmed_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await createPersonalWorkspace(db, user.id);
    token = (await createSession({ ...t.deps, db }, user.id, { userAgent: "test", ip: null })).access_token;
    const me = await app.handle(
      new Request("http://localhost/v1/me", { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(me.status).toBe(200);
    await pglite.close();
  });
  afterAll(() => t.close());

  test("every endpoint that needs it answers 503 service_unavailable with Retry-After", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const json = { "content-type": "application/json" };
    const requests: [string, RequestInit][] = [
      ["/v1/me", { headers: auth }],
      ["/v1/analyses", { headers: auth }],
      ["/v1/tokens", { headers: auth }],
      [
        "/v1/auth/login",
        { method: "POST", headers: json, body: JSON.stringify({ email: "a@b.co", password: "x1234567" }) },
      ],
      [
        "/v1/auth/signup",
        { method: "POST", headers: json, body: JSON.stringify({ email: "c@d.co", password: "Blue-Lantern-81" }) },
      ],
    ];
    for (const [path, init] of requests) {
      const res = await app.handle(new Request(`http://localhost${path}`, init));
      const body = (await res.json()) as { error: { code: string; request_id: string } };
      expect(`${path} ${res.status} ${body.error.code}`).toBe(`${path} 503 service_unavailable`);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(body.error.request_id).toBe(res.headers.get("x-request-id") ?? "");
    }
    const health = await app.handle(new Request("http://localhost/health"));
    expect(health.status).toBe(503);
  });
});
