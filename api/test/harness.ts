import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Tier } from "@adlens/db";
import pg from "pg";
import { createApp } from "../src/app.ts";
import { bootstrap } from "../src/bootstrap.ts";
import { loadConfig } from "../src/config.ts";
import type { AppDeps } from "../src/deps.ts";
import { startServer } from "../src/server.ts";
import { createSession } from "../src/services/auth/sessions.ts";
import { createPersonalWorkspace } from "../src/services/workspaces/personal.ts";

export const TEST_PASSWORD = "Correct-Horse-42";

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  engine?: AppDeps["engine"];
}

/**
 * A fresh database for one test file: in-memory PGlite by default (no URL), or a new database on
 * the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways) or by `admin`.
 */
export async function freshDatabase(
  prefix = "adlens_test",
  admin = process.env.DATABASE_URL,
): Promise<{ url?: string; drop(): Promise<void> }> {
  if (!admin) return { drop: async () => {} };
  const name = `${prefix}_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // Closed pools hang up asynchronously; dropping under a live connection would kill it noisily.
      for (let i = 0; i < 50; i++) {
        const open = await c.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1", [name]);
        if (open.rowCount === 0) break;
        await Bun.sleep(100);
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "adlens-test-"));
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-that-is-at-least-32-characters-long",
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    ANALYSIS_WORKERS: "1",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const runtime = await bootstrap(config, {
    pgliteDir: "memory://",
    now: options.now,
    engine: options.engine,
  });
  const app = createApp(runtime.deps, { dbKind: runtime.dbKind });
  const deps = runtime.deps;

  /** Sends a request through the real app. JSON bodies are serialised; a token becomes Bearer. */
  async function request(
    pathname: string,
    init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string>; body?: BodyInit } = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const method = init.method ?? (body === undefined ? "GET" : "POST");
    return app.handle(new Request(`http://localhost${pathname}`, { method, headers, body }));
  }

  /**
   * A confirmed user with a live session and their personal workspace (on `tier`), created
   * straight in the database so tests of other features do not depend on the sign-up flow.
   */
  async function createUser(opts: { tier?: Tier; email?: string; password?: string } = {}) {
    const email = opts.email ?? `user-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = opts.password ?? TEST_PASSWORD;
    const user = await deps.db
      .insertInto("users")
      .values({
        email,
        password_hash: await Bun.password.hash(password, { algorithm: "argon2id", memoryCost: 4096, timeCost: 2 }),
        email_confirmed_at: deps.now(),
      })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    const workspaceId = await createPersonalWorkspace(deps.db, user.id, opts.tier ?? "free");
    const session = await createSession(deps, user.id, { userAgent: "adlens-test", ip: null });
    const token = session.access_token;
    return { id: user.id, email, password, token, workspaceId };
  }

  /** Listens on a free port (API + built web app), for SDK, CLI and browser tests. */
  async function listen() {
    const started = await startServer(runtime, 0);
    servers.push(started.server);
    return started;
  }
  const servers: Bun.Server<unknown>[] = [];

  return {
    app,
    deps,
    config,
    request,
    createUser,
    listen,
    async close() {
      for (const s of servers) await s.stop(true);
      await runtime.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Parses a JSON response body with a loose type for assertions. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
