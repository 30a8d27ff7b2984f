import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seedAnalysis } from "../../api/test/analyses/helpers.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { buildCli, runCli } from "./helpers.ts";

setDefaultTimeout(180_000);

let t: TestApp;
let url: string;
let tmp: string;

beforeAll(async () => {
  await buildCli();
  t = await startTestApp();
  url = (await t.listen()).url;
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-cli-reports-"));
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

describe("adlens reports", () => {
  test("writes the analysis, comparison and workspace reports as PDF or HTML files", async () => {
    const owner = await t.createUser({ tier: "enterprise" });
    const created = await t.request("/v1/workspaces", { token: owner.token, json: { name: "Report Team" } });
    const team = (await created.json()) as { id: string };
    const a = await seedAnalysis(t, owner.id, { workspaceId: team.id, filename: "a.png" });
    const b = await seedAnalysis(t, owner.id, { workspaceId: team.id, filename: "b.png" });
    const env = {
      XDG_CONFIG_HOME: tmp,
      HOME: tmp,
      ADLENS_API_URL: url,
      ADLENS_TOKEN: owner.token,
      ADLENS_WORKSPACE: team.id,
    };
    const out = (name: string) => path.join(tmp, name);

    const one = await runCli(["reports", "analysis", a.id, "-o", out("one.pdf")], env);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ file: out("one.pdf"), format: "pdf" });
    expect((await readFile(out("one.pdf"))).subarray(0, 5).toString()).toBe("%PDF-");

    const compared = await runCli(["reports", "compare", a.id, b.id, "--format", "html", "-o", out("cmp.html")], env);
    expect(compared.code).toBe(0);
    expect(await readFile(out("cmp.html"), "utf8")).toContain("Comparison Report");

    const overview = await runCli(["reports", "workspace", "-f", "html", "-o", "-"], env);
    expect(overview.code).toBe(0);
    expect(overview.stdout).toContain("<h1>Report Team</h1>");
  });

  test("a plan without reports exits with the API's code; a single id is a usage error", async () => {
    const basic = await t.createUser({ tier: "basic" });
    const row = await seedAnalysis(t, basic.id, { filename: "basic.png" });
    const env = { XDG_CONFIG_HOME: tmp, HOME: tmp, ADLENS_API_URL: url, ADLENS_TOKEN: basic.token };
    const refused = await runCli(["reports", "analysis", row.id, "-o", path.join(tmp, "no.pdf")], env);
    expect(refused.code).not.toBe(0);
    expect((JSON.parse(refused.stderr) as { error: { code: string } }).error.code).toBe("plan_required");
    const single = await runCli(["reports", "compare", row.id], env);
    expect(single.code).toBe(2);
  });
});
