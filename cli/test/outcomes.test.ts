import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seedAnalysis } from "../../api/test/analyses/helpers.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { buildCli, json, type RunResult, runCli } from "./helpers.ts";

setDefaultTimeout(180_000);

let t: TestApp;
let url: string;
let tmp: string;

beforeAll(async () => {
  await buildCli();
  t = await startTestApp();
  url = (await t.listen()).url;
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-cli-outcomes-"));
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

const errorOf = (result: RunResult) =>
  (JSON.parse(result.stderr) as { error: { code: string; message: string } }).error;

describe("adlens outcomes", () => {
  test("import FILE.csv writes the rows, lists the unmatched ones, and the fit shows in `outcomes models`", async () => {
    const user = await t.createUser({ tier: "enterprise" });
    const a = await seedAnalysis(t, user.id, { filename: "spring.png" });
    await seedAnalysis(t, user.id, { filename: "autumn.png" });
    const env = { HOME: tmp, XDG_CONFIG_HOME: tmp, ADLENS_API_URL: url, ADLENS_TOKEN: user.token };
    const csv = path.join(tmp, "results.csv");
    await writeFile(
      csv,
      `analysis_id,filename,impressions,clicks\n${a.id},,1000,25\n,autumn.png,800,4\n,winter.png,10,1\n`,
    );

    const run = await runCli(["outcomes", "import", csv, "--json"], env);
    expect(run.code).toBe(0);
    expect(json(run)).toEqual({
      imported: 2,
      unmatched: [{ index: 2, key: "winter.png", reason: "no analysis has this file name" }],
      refit_queued: true,
    });
    let models: { version: number; status: string; sample_size: number }[] = [];
    for (let i = 0; i < 100 && models.length === 0; i++) {
      models = json(await runCli(["outcomes", "models", "--json"], env));
      if (!models.length) await Bun.sleep(100);
    }
    expect(models).toEqual([expect.objectContaining({ version: 1, status: "insufficient_data", sample_size: 2 })]);

    const bad = path.join(tmp, "bad.csv");
    await writeFile(bad, "filename,impressions,clicks\nspring.png,100,500\n");
    const refused = await runCli(["outcomes", "import", bad, "--json"], env);
    expect(refused.code).toBe(1);
    expect(errorOf(refused)).toEqual({
      code: "validation_failed",
      message: `${bad} was not imported: line 2: clicks exceed impressions`,
    });
  });

  test("below Enterprise the import is refused with the auth exit code", async () => {
    const user = await t.createUser({ tier: "pro" });
    await seedAnalysis(t, user.id, { filename: "spring.png" });
    const csv = path.join(tmp, "pro.csv");
    await writeFile(csv, "filename,impressions,clicks\nspring.png,100,5\n");
    const env = { HOME: tmp, XDG_CONFIG_HOME: tmp, ADLENS_API_URL: url, ADLENS_TOKEN: user.token };
    const run = await runCli(["outcomes", "import", csv, "--json"], env);
    expect([run.code, errorOf(run).code]).toEqual([3, "plan_required"]);
  });
});
