import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createDb, migrator } from "@adlens/db";
import { sql } from "kysely";
import { createApp } from "../../src/app.ts";
import { bootstrap, type Runtime } from "../../src/bootstrap.ts";
import { loadConfig } from "../../src/config.ts";
import { newApiToken, sha256 } from "../../src/services/auth/secrets.ts";
import { freshDatabase } from "../harness.ts";

/**
 * Rows written by the schema as it was before workspaces (0300_billing), then the real
 * migration and the real app on top: nothing an account owned may be lost or change hands.
 */
let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let runtime: Runtime;
let app: ReturnType<typeof createApp>;
const apiToken = newApiToken();
const ids = { alice: "", bob: "", carol: "", aliceAds: [] as string[], bobAd: "" };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "adlens-migration-"));
  database = await freshDatabase();
  const pgliteDir = path.join(dataDir, "pglite");
  const old = createDb({ databaseUrl: database.url, dataDir: pgliteDir });
  const result = await migrator(old.db).migrateTo("0300_billing");
  if (result.error) throw result.error;

  const user = async (email: string) =>
    (
      await sql<{ id: string }>`INSERT INTO users (email, password_hash, email_confirmed_at, created_at)
        VALUES (${email}, 'x', now(), '2025-03-01T00:00:00Z') RETURNING id`.execute(old.db)
    ).rows[0]?.id ?? "";
  ids.alice = await user("alice@old.example");
  ids.bob = await user("bob@old.example");
  // An account whose profile row never got written: it still gets a (free) workspace.
  ids.carol = await user("carol@old.example");
  await sql`INSERT INTO profiles (user_id, subscription_tier, total_uploads, current_month_uploads, last_upload_reset, stripe_customer_id)
    VALUES (${ids.alice}, 'basic', 17, 5, '2031-04-02T00:00:00Z', 'cus_alice'),
           (${ids.bob}, 'enterprise', 3, 1, '2031-04-03T00:00:00Z', NULL)`.execute(old.db);
  const analysis = async (owner: string, name: string) =>
    (
      await sql<{
        id: string;
      }>`INSERT INTO image_analyses (user_id, image_key, heatmap_key, original_filename, mime_type,
          analysis_result, effectiveness_score, brand_name, ad_type, target_audience, created_at)
        VALUES (${owner}, ${`${owner}/${name}`}, NULL, ${name}, 'image/png',
          ${JSON.stringify({ effectiveness_score: 7, brand_name: "OldCo", ad_type: "Display Ads" })}, 7, 'OldCo', 'Display Ads', NULL,
          '2031-04-01T10:00:00Z') RETURNING id`.execute(old.db)
    ).rows[0]?.id ?? "";
  ids.aliceAds = [await analysis(ids.alice, "a1.png"), await analysis(ids.alice, "a2.png")];
  ids.bobAd = await analysis(ids.bob, "b1.png");
  await sql`INSERT INTO api_tokens (user_id, name, token_hash, display_prefix)
    VALUES (${ids.alice}, 'old ci', ${sha256(apiToken)}, ${apiToken.slice(0, 12)})`.execute(old.db);
  await sql`INSERT INTO subscriptions (user_id, stripe_customer_id, stripe_subscription_id, status, tier, current_period_end)
    VALUES (${ids.alice}, 'cus_alice', 'sub_alice', 'active', 'pro', '2031-05-01T00:00:00Z')`.execute(old.db);
  await sql`INSERT INTO usage_notifications (user_id, month, threshold) VALUES (${ids.alice}, '2031-04', 80)`.execute(
    old.db,
  );
  await old.close();

  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "migration-test-secret-at-least-32-chars",
    LOG_LEVEL: "silent",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  runtime = await bootstrap(config, { pgliteDir, now: () => new Date("2031-04-15T12:00:00Z") });
  app = createApp(runtime.deps, { dbKind: runtime.dbKind });
});
afterAll(async () => {
  await runtime.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const personal = (userId: string) =>
  runtime.deps.db
    .selectFrom("workspaces")
    .selectAll()
    .where("personal_owner_id", "=", userId)
    .executeTakeFirstOrThrow();

describe("0600_workspaces on data written in the old shape", () => {
  test("every account has a personal workspace it owns, with the profile's plan, counters and customer", async () => {
    const alice = await personal(ids.alice);
    expect(alice).toMatchObject({
      name: "Personal",
      plan_tier: "basic",
      total_uploads: 17,
      current_month_uploads: 5,
      stripe_customer_id: "cus_alice",
    });
    expect(alice.last_upload_reset.toISOString()).toBe("2031-04-02T00:00:00.000Z");
    expect(await personal(ids.bob)).toMatchObject({ plan_tier: "enterprise", total_uploads: 3 });
    expect(await personal(ids.carol)).toMatchObject({ plan_tier: "free", total_uploads: 0 });
    const members = await runtime.deps.db.selectFrom("workspace_members").select(["user_id", "role"]).execute();
    expect(members.map((m) => `${m.user_id}:${m.role}`).sort()).toEqual(
      [ids.alice, ids.bob, ids.carol].map((id) => `${id}:owner`).sort(),
    );
  });

  test("analyses, tokens, the subscription and sent notices move to the owner's workspace", async () => {
    const [alice, bob] = [await personal(ids.alice), await personal(ids.bob)];
    const analyses = await runtime.deps.db
      .selectFrom("image_analyses")
      .select(["id", "workspace_id", "created_by", "image_key"])
      .orderBy("original_filename")
      .execute();
    expect(analyses).toEqual([
      { id: ids.aliceAds[0], workspace_id: alice.id, created_by: ids.alice, image_key: `${ids.alice}/a1.png` },
      { id: ids.aliceAds[1], workspace_id: alice.id, created_by: ids.alice, image_key: `${ids.alice}/a2.png` },
      { id: ids.bobAd, workspace_id: bob.id, created_by: ids.bob, image_key: `${ids.bob}/b1.png` },
    ] as never);
    const token = await runtime.deps.db.selectFrom("api_tokens").selectAll().executeTakeFirstOrThrow();
    expect(token).toMatchObject({ workspace_id: alice.id, created_by: ids.alice, name: "old ci", is_active: true });
    const sub = await runtime.deps.db.selectFrom("subscriptions").selectAll().executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ workspace_id: alice.id, stripe_subscription_id: "sub_alice", tier: "pro" });
    const notice = await runtime.deps.db.selectFrom("usage_notifications").selectAll().executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ workspace_id: alice.id, month: "2031-04", threshold: 80 });
    const tables = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'profiles'`.execute(runtime.deps.db);
    expect(Number(tables.rows[0]?.n)).toBe(0);
  });

  test("the old API token still works and sees exactly the account's analyses, on the plan it paid for", async () => {
    const res = await app.handle(
      new Request("http://localhost/v1/analyses", { headers: { authorization: `Bearer ${apiToken}` } }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: string }[] };
    expect(body.data.map((a) => a.id).sort()).toEqual([...ids.aliceAds].sort());
    const me = await app.handle(
      new Request("http://localhost/v1/me", { headers: { authorization: `Bearer ${apiToken}` } }),
    );
    expect(await me.json()).toMatchObject({
      profile: { subscription_tier: "pro", total_uploads: 17, current_month_uploads: 5 },
      workspace: { name: "Personal", personal: true, role: "owner" },
    });
  });
});
