import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AdLens } from "@adlens/sdk";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { buildCli, generateAds, json, runCli } from "./helpers.ts";

// Real builds, a real API and real analyses on two shared cores: allow slow runs, not flaky ones.
setDefaultTimeout(180_000);

let t: TestApp;
let tmp: string;
let adsDir: string;
let env: Record<string, string>;

interface Results {
  results: { input: string; filename: string; status: string; id: string; score?: number }[];
  summary: { total: number; analysed: number; failed: number; below_threshold: number };
}

beforeAll(async () => {
  await buildCli();
  t = await startTestApp();
  const url = (await t.listen()).url;
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-cli-batches-"));
  adsDir = path.join(tmp, "ads");
  await generateAds(adsDir);
  const pro = await t.createUser({ tier: "pro" });
  const token = (await new AdLens({ baseUrl: url, token: pro.token }).tokens.create({ name: "cli-batches" })).token;
  env = { XDG_CONFIG_HOME: tmp, HOME: tmp, ADLENS_API_URL: url, ADLENS_TOKEN: token };
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

describe("adlens analyze --async", () => {
  test("queues a folder as a batch, waits, and prints every result with its score", async () => {
    const run = await runCli(["analyze", adsDir, "--async"], env);
    expect(run.code).toBe(0);
    const out = json<Results>(run);
    expect(out.summary).toMatchObject({ total: 3, analysed: 3, failed: 0 });
    for (const r of out.results) {
      expect(r.status).toBe("ok");
      expect(r.input.startsWith(adsDir)).toBe(true);
      expect(r.score).toBeGreaterThanOrEqual(0);
    }
    // They ran as one batch, not as three uploads.
    const jobs = await t.deps.db
      .selectFrom("analysis_jobs")
      .select(["kind"])
      .where(
        "id",
        "in",
        out.results.map((r) => r.id),
      )
      .execute();
    expect(jobs.map((j) => j.kind)).toEqual(["batch", "batch", "batch"]);
  });

  test("--no-wait prints the batch id; batches get shows it and batches wait applies --fail-under", async () => {
    const queued = await runCli(["analyze", adsDir, "--async", "--no-wait"], env);
    expect(queued.code).toBe(0);
    const [batch] = json<{ batches: { id: string; total: number }[] }>(queued).batches;
    if (!batch) throw new Error("no batch printed");
    expect(batch.total).toBe(3);

    const shown = await runCli(["batches", "get", batch.id], env);
    expect(shown.code).toBe(0);
    expect(json<{ id: string; total: number }>(shown)).toMatchObject({ id: batch.id, total: 3 });

    const waited = await runCli(["batches", "wait", batch.id], env);
    expect(waited.code).toBe(0);
    const scores = json<Results>(waited).results.map((r) => r.score as number);
    expect(scores).toHaveLength(3);

    const gated = await runCli(["batches", "wait", batch.id, "--fail-under", String(Math.min(...scores) + 0.05)], env);
    expect(gated.code).toBe(5);
    expect(json<Results>(gated).summary.below_threshold).toBeGreaterThanOrEqual(1);
    const passing = await runCli(["batches", "wait", batch.id, "--fail-under", String(Math.min(...scores))], env);
    expect(passing.code).toBe(0);
  });

  test("an unknown batch exits 1 with not_found; a bad token exits 3", async () => {
    const missing = await runCli(["batches", "get", crypto.randomUUID()], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr + missing.stdout).toContain("not_found");
    const denied = await runCli(["batches", "wait", crypto.randomUUID()], {
      ...env,
      ADLENS_TOKEN: `adlens_${"0".repeat(64)}`,
    });
    expect(denied.code).toBe(3);
  });
});
