import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../src/app.ts";
import { bootstrap, type Runtime } from "../../src/bootstrap.ts";
import { loadConfig } from "../../src/config.ts";
import { DEV_SECRET_FILE, persistedJwtSecret } from "../../src/dev-secret.ts";
import { signAccessToken } from "../../src/services/auth/access-token.ts";
import { createSession } from "../../src/services/auth/sessions.ts";
import { createPersonalWorkspace } from "../../src/services/workspaces/personal.ts";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "adlens-secret-"));
  dirs.push(dir);
  return dir;
};

// A development start with no JWT_SECRET, as `bun start` on a laptop does.
let dataDir: string;
let runtime: Runtime;
beforeAll(async () => {
  dataDir = await tempDir();
  const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir, LOG_LEVEL: "silent", ANALYSIS_WORKERS: "1" });
  runtime = await bootstrap(config, { pgliteDir: "memory://" });
});
afterAll(async () => {
  await runtime.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

test("without JWT_SECRET a random secret is made on first start, kept 0600 in DATA_DIR and reused", async () => {
  const secret = runtime.deps.config.jwtSecret;
  const file = path.join(dataDir, DEV_SECRET_FILE);
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  expect((await Bun.file(file).text()).trim()).toBe(secret);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect(await persistedJwtSecret(dataDir)).toBe(secret);
  expect(await persistedJwtSecret(await tempDir())).not.toBe(secret);
});

test("instances starting at once on one data dir agree on the secret", async () => {
  const dir = await tempDir();
  const secrets = await Promise.all(Array.from({ length: 8 }, () => persistedJwtSecret(dir)));
  expect(new Set(secrets).size).toBe(1);
});

test("a token signed with the old path-derived secret is refused", async () => {
  const { deps } = runtime;
  const user = await deps.db
    .insertInto("users")
    .values({ email: "forged@example.com", password_hash: "x", email_confirmed_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await createPersonalWorkspace(deps.db, user.id);
  const session = await createSession(deps, user.id, { userAgent: "test", ip: null });
  const app = createApp(deps, { dbKind: runtime.dbKind });
  const me = (token: string) =>
    app.handle(new Request("http://localhost/v1/me", { headers: { authorization: `Bearer ${token}` } }));
  expect((await me(session.access_token)).status).toBe(200);

  const sessionId = (JSON.parse(atob(session.access_token.split(".")[1] ?? "")) as { sid: string }).sid;
  const derived = `dev-only-secret:${dataDir}:change-me-in-production`;
  const forged = await signAccessToken(derived, { userId: user.id, sessionId }, new Date());
  const res = await me(forged.token);
  expect(res.status).toBe(401);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
});
