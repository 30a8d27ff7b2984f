import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bootstrap } from "../../src/bootstrap.ts";
import { loadConfig } from "../../src/config.ts";
import { effectiveTier } from "../../src/services/plans/effective-tier.ts";
import { createPersonalWorkspace } from "../../src/services/workspaces/personal.ts";
import { freshDatabase } from "../harness.ts";

const ROOT = path.resolve(import.meta.dir, "../../..");

let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "adlens-admin-"));
  database = await freshDatabase();
  env = {
    NODE_ENV: "production",
    JWT_SECRET: "admin-test-secret-that-is-at-least-32-chars",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Opens the instance's database the way the server does, runs `work`, and closes it again. */
async function withDb<T>(work: (db: Awaited<ReturnType<typeof bootstrap>>["deps"]["db"]) => Promise<T>): Promise<T> {
  const runtime = await bootstrap(loadConfig(env));
  try {
    return await work(runtime.deps.db);
  } finally {
    await runtime.close();
  }
}

/** The real operator command, as `bun run admin …` runs it, in its own process. */
async function admin(...args: string[]) {
  const proc = Bun.spawn(["bun", "run", "admin", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  return { code, stdout, stderr };
}

async function newUser(email: string) {
  return withDb(async (db) => {
    const user = await db
      .insertInto("users")
      .values({ email, password_hash: "x", email_confirmed_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return createPersonalWorkspace(db, user.id);
  });
}

const tierOf = (workspaceId: string) => withDb((db) => effectiveTier(db, workspaceId, new Date()));

describe("bun run admin plan EMAIL TIER", () => {
  test("sets Enterprise on a production instance without billing, matched case-insensitively", async () => {
    const id = await newUser("buyer@agency.example");
    const run = await admin("plan", "Buyer@Agency.example", "enterprise");
    expect(run).toMatchObject({ code: 0, stdout: "Buyer@Agency.example is now on the enterprise plan.\n" });
    expect(await tierOf(id)).toBe("enterprise");
  }, 60_000);

  test("replaces a development subscription, so the operator plan is the one that applies", async () => {
    const id = await newUser("dev-sub@agency.example");
    await withDb((db) =>
      db
        .insertInto("subscriptions")
        .values({
          workspace_id: id,
          status: "active",
          tier: "pro",
          current_period_end: new Date(Date.now() + 20 * 86_400_000),
          stripe_customer_id: null,
          stripe_subscription_id: null,
        })
        .execute(),
    );
    expect(await tierOf(id)).toBe("pro");
    expect((await admin("plan", "dev-sub@agency.example", "basic")).code).toBe(0);
    expect(await tierOf(id)).toBe("basic");
  }, 60_000);

  test("refuses to override a plan Stripe is billing, and changes nothing", async () => {
    const id = await newUser("stripe@agency.example");
    await withDb((db) =>
      db
        .insertInto("subscriptions")
        .values({
          workspace_id: id,
          status: "active",
          tier: "pro",
          current_period_end: new Date(Date.now() + 20 * 86_400_000),
          stripe_customer_id: "cus_1",
          stripe_subscription_id: "sub_1",
        })
        .execute(),
    );
    const run = await admin("plan", "stripe@agency.example", "enterprise");
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("pays for pro through Stripe (sub_1)");
    expect(await tierOf(id)).toBe("pro");
  }, 60_000);

  test("an unknown account is refused; a typo in the command or plan prints the usage", async () => {
    const missing = await admin("plan", "nobody@agency.example", "pro");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No account with the email nobody@agency.example.\n");
    const badTier = await admin("plan", "buyer@agency.example", "platinum");
    expect(badTier.code).toBe(64);
    expect(badTier.stderr).toContain('Unknown plan "platinum"');
    expect(badTier.stderr).toContain("Usage: bun run admin plan EMAIL TIER");
    expect((await admin("plans")).code).toBe(64);
  }, 60_000);
});
