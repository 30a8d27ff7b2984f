import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seedAnalysis } from "../../api/test/analyses/helpers.ts";
import { acmeLogo } from "../../api/test/brand-kit/fixtures.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { buildCli, json, runCli } from "./helpers.ts";

setDefaultTimeout(180_000);

let t: TestApp;
let url: string;
let tmp: string;

beforeAll(async () => {
  await buildCli();
  t = await startTestApp();
  url = (await t.listen()).url;
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-cli-brand-"));
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

interface Fit {
  id: string;
  competitor_present: boolean;
  competitors: { name: string; found_by: string[] }[];
}

describe("adlens brand-kit and brand-fit", () => {
  test("set the kit from JSON, add a competitor's logo, and gate on competitors with --fail-on-competitor", async () => {
    const user = await t.createUser({ tier: "enterprise" });
    const env = { HOME: tmp, XDG_CONFIG_HOME: tmp, ADLENS_API_URL: url, ADLENS_TOKEN: user.token };
    const kitFile = path.join(tmp, "kit.json");
    await writeFile(
      kitFile,
      JSON.stringify({
        names: ["Northwind"],
        colours: ["#0B3D91"],
        required_texts: [],
        competitors: [
          { name: "Rivalco", aliases: ["Rival Co"] },
          { name: "Acme", aliases: [] },
        ],
      }),
    );
    const set = await runCli(["brand-kit", "set", kitFile, "--json"], env);
    expect(set.code).toBe(0);
    expect(json<{ names: string[] }>(set).names).toEqual(["Northwind"]);
    const logoFile = path.join(tmp, "acme.png");
    await writeFile(logoFile, await acmeLogo());
    const logo = await runCli(["brand-kit", "add-logo", logoFile, "--competitor", "Acme", "--json"], env);
    expect(json(logo)).toMatchObject({ competitor: "Acme" });
    expect(json<{ logos: unknown[] }>(await runCli(["brand-kit", "get", "--json"], env)).logos).toHaveLength(1);

    const clean = await seedAnalysis(t, user.id, { result: { text_content: "Northwind\nFresh every morning" } });
    const rival = await seedAnalysis(t, user.id, { result: { text_content: "Lunch sorted by Rival Co" } });

    const passing = await runCli(["brand-fit", clean.id, "--fail-on-competitor", "--json"], env);
    expect(passing.code).toBe(0);
    expect(json<Fit[]>(passing)[0]?.competitor_present).toBe(false);

    const gated = await runCli(["brand-fit", clean.id, rival.id, "--fail-on-competitor", "--json"], env);
    expect(gated.code).toBe(5);
    const fits = json<Fit[]>(gated);
    expect(fits.map((f) => f.competitor_present)).toEqual([false, true]);
    expect(fits[1]?.competitors.find((c) => c.name === "Rivalco")?.found_by).toEqual(["text"]);

    const report = await runCli(["brand-fit", rival.id, "--json"], env);
    expect(report.code).toBe(0);
  });
});
