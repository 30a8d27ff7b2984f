import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { createEngine } from "../../api/src/analysis/index.ts";
import { loadConfig } from "../../api/src/config.ts";
import { createLogger } from "../../api/src/log.ts";
import { processAnalysis } from "../../api/src/services/analyses/process.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { AdLens, AdLensError } from "../src/index.ts";
import { AD } from "./helpers.ts";

setDefaultTimeout(120_000);

// No analysis workers and a one-second wait: every upload is answered 202 (queued), and the test
// runs the real engine on a job itself when it wants the analysis done.
let t: TestApp;
let client: AdLens;
let uploads: string[];
beforeAll(async () => {
  const engine = createEngine(loadConfig({ LOG_LEVEL: "silent" }), createLogger("silent"));
  t = await startTestApp({ env: { ANALYSIS_WORKERS: "0", ANALYSIS_WAIT_SECONDS: "1" }, engine });
  const url = (await t.listen()).url;
  const user = await t.createUser({ tier: "pro" });
  client = new AdLens({ baseUrl: url, token: user.token });
  uploads = [];
}, 60_000);
afterAll(() => t.close());

async function queuedJob(): Promise<string> {
  for (;;) {
    const job = await t.deps.db
      .selectFrom("analysis_jobs")
      .select("id")
      .where("status", "=", "queued")
      .where("id", "not in", uploads.length ? uploads : ["00000000-0000-0000-0000-000000000000"])
      .executeTakeFirst();
    if (job) {
      uploads.push(job.id);
      return job.id;
    }
    await Bun.sleep(50);
  }
}

describe("analyses.create", () => {
  test("with wait: false, a 202 is the `queued` branch of the union, with no result to misread", async () => {
    const created = await client.analyses.create({ file: AD("ad-001.png") }, { wait: false });
    expect(created.status).toBe("queued");
    if (created.status === "done") throw new Error("expected a queued analysis");
    expect(created.analysis.analysis_result).toBeNull();
    uploads.push(created.analysis.id);
  });

  test("by default it waits through a 202 until the analysis is done, and returns it", async () => {
    const waiting = client.analyses.create({ file: AD("ad-001.png") }, { intervalMs: 100 });
    const id = await queuedJob();
    await processAnalysis(t.deps, id);
    const analysis = await waiting;
    expect(analysis.id).toBe(id);
    // Typed as the stored analysis: the result is there, not nullable.
    expect(analysis.analysis_result.effectiveness_score).toBeGreaterThanOrEqual(0);
  });

  test("waiting gives up with a `timeout` AdLensError after maxWaitMs", async () => {
    const error = await client.analyses
      .create({ file: AD("ad-001.png") }, { intervalMs: 100, maxWaitMs: 1_500 })
      .catch((e: unknown) => e);
    expect(AdLensError.is(error, "timeout")).toBe(true);
  });

  test("a file that cannot be read is an AdLensError, not a raw ENOENT", async () => {
    const error = await client.analyses.create({ file: "/no/such/ad.png" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdLensError);
    expect((error as AdLensError).code).toBe("file_unreadable");
    expect((error as AdLensError).message).toBe("Could not read /no/such/ad.png: no such file.");
  });

  test("every upload carries an Idempotency-Key, so a retried one is not counted twice", async () => {
    const before = await t.deps.db.selectFrom("idempotency_keys").select("key_hash").execute();
    await client.analyses.create({ file: AD("ad-001.png") }, { wait: false });
    const after = await t.deps.db.selectFrom("idempotency_keys").select("key_hash").execute();
    expect(after.length).toBe(before.length + 1);
  });
});
