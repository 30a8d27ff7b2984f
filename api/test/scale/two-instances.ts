import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bootstrap } from "../../src/bootstrap.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { createPersonalWorkspace } from "../../src/services/workspaces/personal.ts";
import { freshDatabase, TEST_PASSWORD } from "../harness.ts";

export interface Instance {
  name: "A" | "B";
  url: string;
  /** A request to this instance from the client address `ip` (the proxy's X-Forwarded-For). */
  fetch(
    pathname: string,
    init?: { method?: string; json?: unknown; token?: string; body?: BodyInit; ip?: string },
  ): Promise<Response>;
}

/**
 * Two API instances, each with its own bootstrap (pool, worker pool, mailer) and its own
 * listening server, over ONE fresh PostgreSQL database, as docker-compose runs them behind the
 * proxy. PostgreSQL only: PGlite is single-process.
 */
export async function startTwoInstances(options: { now?: () => Date } = {}) {
  if (!process.env.DATABASE_URL) throw new Error("two instances need DATABASE_URL (PGlite is single-process)");
  const database = await freshDatabase("adlens_scale");
  const databaseUrl = database.url ?? "";

  // Shared like the S3 bucket in production: an upload stored by one instance is readable by the other.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "adlens-scale-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "5",
    JWT_SECRET: "scale-test-secret-that-is-at-least-32-characters",
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    ANALYSIS_WORKERS: "1",
  });
  // Both start at once, as replicas do: the migrator's lock lets one migrate while the other waits.
  const runtimes = await Promise.all([
    bootstrap(config, { now: options.now }),
    bootstrap(config, { now: options.now }),
  ]);
  const servers = await Promise.all(runtimes.map((r) => startServer(r, 0, path.join(dataDir, "no-web"))));

  const instances = servers.map(
    (s, i): Instance => ({
      name: i === 0 ? "A" : "B",
      url: s.url,
      fetch(pathname, init = {}) {
        const headers = new Headers({ "x-forwarded-for": init.ip ?? "203.0.113.10" });
        if (init.token) headers.set("authorization", `Bearer ${init.token}`);
        let body = init.body;
        if (init.json !== undefined) {
          headers.set("content-type", "application/json");
          body = JSON.stringify(init.json);
        }
        return fetch(`${s.url}${pathname}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
      },
    }),
  );
  const [a, b] = instances as [Instance, Instance];
  const db = runtimes[0]?.deps.db;
  if (!db) throw new Error("no runtime");

  /** A confirmed user who can sign in with TEST_PASSWORD. */
  async function createUser() {
    const email = `scale-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const user = await db
      .insertInto("users")
      .values({
        email,
        password_hash: await Bun.password.hash(TEST_PASSWORD, { algorithm: "argon2id", memoryCost: 4096, timeCost: 2 }),
        email_confirmed_at: new Date(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await createPersonalWorkspace(db, user.id);
    return { id: user.id, email, password: TEST_PASSWORD };
  }

  return {
    a,
    b,
    db,
    createUser,
    async close() {
      for (const s of servers) await s.server.stop(true);
      for (const r of runtimes) await r.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
