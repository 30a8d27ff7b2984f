import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { copyFile, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AdLens } from "@adlens/sdk";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { buildCli, DIST, generateAds, inTerminal, runCli } from "./helpers.ts";

// A real API with one analysis worker: an interrupted `analyze --async` must leave the quota
// counting only the analyses that ran, never the ones still queued.
setDefaultTimeout(180_000);

let t: TestApp;
let tmp: string;
let adsDir: string;
let env: Record<string, string>;
let workspaceId: string;

beforeAll(async () => {
  await buildCli();
  t = await startTestApp();
  const url = (await t.listen()).url;
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-cli-interrupt-"));
  adsDir = path.join(tmp, "ads");
  const names = await generateAds(adsDir);
  for (const name of names) await copyFile(path.join(adsDir, name), path.join(adsDir, `copy-${name}`));
  expect(await readdir(adsDir)).toHaveLength(6);
  const pro = await t.createUser({ tier: "pro" });
  workspaceId = pro.workspaceId;
  const token = (await new AdLens({ baseUrl: url, token: pro.token }).tokens.create({ name: "cli-interrupt" })).token;
  env = { XDG_CONFIG_HOME: tmp, HOME: tmp, ADLENS_API_URL: url, ADLENS_TOKEN: token };
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

/**
 * Once the analyses already running have ended: how the run's jobs ended and what the quota
 * counted. Each test's jobs are the ones created after `since`.
 */
async function settled(since: Date) {
  for (;;) {
    const jobs = await t.deps.db
      .selectFrom("analysis_jobs")
      .select(["status", "error_code"])
      .where("workspace_id", "=", workspaceId)
      .where("created_at", ">=", since)
      .execute();
    if (jobs.length > 0 && jobs.every((j) => j.status === "done" || j.status === "failed")) {
      const quota = await t.deps.db
        .selectFrom("workspaces")
        .select(["current_month_uploads", "reserved_uploads"])
        .where("id", "=", workspaceId)
        .executeTakeFirstOrThrow();
      return {
        total: jobs.length,
        done: jobs.filter((j) => j.status === "done").length,
        cancelled: jobs.filter((j) => j.error_code === "cancelled").length,
        quota,
      };
    }
    await Bun.sleep(200);
  }
}

async function usedBefore() {
  const row = await t.deps.db
    .selectFrom("workspaces")
    .select("current_month_uploads")
    .where("id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  return row.current_month_uploads;
}

describe("an interrupted `analyze --async`", () => {
  test("Ctrl-C in a terminal cancels what has not started; the bar is not redrawn after Interrupted.", async () => {
    const since = new Date();
    const before = await usedBefore();
    const session = inTerminal(["node", DIST, "analyze", adsDir, "--async"], env);
    await session.waitFor("Queued 6 images");
    session.type("\x03");
    expect(await session.proc.exited).toBe(130);
    const screen = await session.screen();
    const after = screen.slice(screen.lastIndexOf("Interrupted."));
    expect(after).not.toContain("░");

    const run = await settled(since);
    expect(run.total).toBe(6);
    expect(run.cancelled).toBeGreaterThanOrEqual(1);
    expect(run.done + run.cancelled).toBe(6);
    expect(run.quota).toEqual({ current_month_uploads: before + run.done, reserved_uploads: 0 });
  });

  test("a reader that goes away (`| head -1`) cancels the rest; usage counts only what ran", async () => {
    const since = new Date();
    const before = await usedBefore();
    const pipeline = `set -o pipefail; node "$0" analyze "$1" --async --ndjson | head -1; echo "status $?"`;
    const result = await runCli(["-c", pipeline, DIST, adsDir], env, { command: ["bash"] });
    const [line, status] = result.stdout.trim().split("\n");
    expect(JSON.parse(line ?? "")).toMatchObject({ status: "ok" });
    expect(status).toBe("status 141");

    const run = await settled(since);
    expect(run.total).toBe(6);
    expect(run.cancelled).toBeGreaterThanOrEqual(1);
    expect(run.done + run.cancelled).toBe(6);
    expect(run.quota).toEqual({ current_month_uploads: before + run.done, reserved_uploads: 0 });
  });
});
