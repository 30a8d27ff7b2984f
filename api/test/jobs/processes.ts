import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Tier } from "@adlens/db";
import type { Subprocess } from "bun";
import { bootstrap } from "../../src/bootstrap.ts";
import { loadConfig } from "../../src/config.ts";
import type { AppDeps } from "../../src/deps.ts";
import { createSession } from "../../src/services/auth/sessions.ts";
import { createPersonalWorkspace } from "../../src/services/workspaces/personal.ts";
import { freshDatabase } from "../harness.ts";

const API_DIR = path.resolve(import.meta.dir, "../..");

/**
 * Real API and worker processes over one database, for tests that kill them with SIGKILL. On
 * PGlite the files live in DATA_DIR and only one process may open them at a time; on PostgreSQL
 * (DATABASE_URL, or `options.postgres`: a server the test owns) each cluster gets a fresh database.
 */
export async function startCluster(extraEnv: Record<string, string> = {}, options: { postgres?: string } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "adlens-cluster-"));
  const database = await freshDatabase("adlens_cluster", options.postgres ?? process.env.DATABASE_URL);
  const env: Record<string, string> = {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "cluster-test-secret-that-is-at-least-32-characters",
    LOG_LEVEL: "info",
    TRUST_PROXY: "true",
    ANALYSIS_WORKERS: "1",
    DATABASE_POOL_SIZE: "5",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  };
  const children = new Set<Subprocess>();

  /**
   * Opens the database in this process (migrated, reservations swept as any starting instance
   * does), runs `fn`, and closes it again. It takes no jobs: those belong to the spawned processes.
   */
  async function withDeps<T>(fn: (deps: AppDeps) => Promise<T>): Promise<T> {
    const runtime = await bootstrap(loadConfig({ ...env, LOG_LEVEL: "silent", ANALYSIS_WORKERS: "0" }));
    try {
      return await fn(runtime.deps);
    } finally {
      await runtime.close();
    }
  }

  /** Starts `bun <entry>` and resolves once its log says it is ready. */
  async function spawn(entry: "src/main.ts" | "src/worker.ts", overrides: Record<string, string> = {}) {
    const port = entry === "src/main.ts" ? String(await freePort()) : "0";
    const child = Bun.spawn(["bun", entry], {
      cwd: API_DIR,
      env: { ...process.env, ...env, PORT: port, ...overrides },
      stdout: "pipe",
      stderr: "inherit",
    });
    children.add(child);
    const ready = entry === "src/main.ts" ? "AdLens is listening" : "analysis worker started";
    await waitForLine(child, ready);
    return {
      child,
      port: Number(port),
      url: `http://127.0.0.1:${port}`,
      kill(signal: "SIGKILL" | "SIGTERM" = "SIGKILL") {
        child.kill(signal);
        return child.exited.then(() => children.delete(child));
      },
    };
  }

  /** A confirmed user with a session token, written straight to the database. */
  async function createUser(tier: Tier = "free") {
    return withDeps(async (deps) => {
      const user = await deps.db
        .insertInto("users")
        .values({
          email: `c-${crypto.randomUUID().slice(0, 8)}@example.com`,
          password_hash: "x",
          email_confirmed_at: new Date(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const workspaceId = await createPersonalWorkspace(deps.db, user.id, tier);
      const session = await createSession(deps, user.id, { userAgent: "cluster-test", ip: null });
      return { id: user.id, token: session.access_token, workspaceId };
    });
  }

  return {
    env,
    dataDir,
    withDeps,
    spawn,
    createUser,
    async close() {
      for (const child of children) child.kill("SIGKILL");
      await Promise.all([...children].map((c) => c.exited));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port ?? 0;
  await server.stop(true);
  return port;
}

/** Reads the child's JSON log lines until one carries `msg`; the rest of stdout keeps draining. */
async function waitForLine(child: Subprocess<"ignore", "pipe", "inherit">, msg: string, timeoutMs = 60_000) {
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`process exited before logging "${msg}"`);
    buffered += decoder.decode(value);
    if (buffered.split("\n").some((line) => line.includes(`"msg":"${msg}"`))) {
      void (async () => {
        while (!(await reader.read()).done) {}
      })();
      return;
    }
  }
  throw new Error(`no "${msg}" within ${timeoutMs} ms`);
}
