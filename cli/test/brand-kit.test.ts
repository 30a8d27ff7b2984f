import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seedAnalysis } from "../../api/test/analyses/helpers.ts";
import { acmeLogo, renderBrandAd } from "../../api/test/brand-kit/fixtures.ts";
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

  test("analyze --fail-on-competitor gates on the kit's competitors; analyses list filters by brand fit", async () => {
    const user = await t.createUser({ tier: "enterprise" });
    const env = { HOME: tmp, XDG_CONFIG_HOME: tmp, ADLENS_API_URL: url, ADLENS_TOKEN: user.token };
    const ours = path.join(tmp, "ours.jpg");
    const theirs = path.join(tmp, "theirs.jpg");
    await writeFile(
      ours,
      await renderBrandAd({ bg: "#0B3D91", fg: "#FFFFFF", brand: "Northwind", headline: "Fresh Every Morning" }),
    );
    await writeFile(
      theirs,
      await renderBrandAd({ bg: "#F4F1DE", fg: "#3D405B", brand: "Rivalco", headline: "Lunch Sorted" }),
    );

    // Without a kit there is nothing to gate on: refused before any upload costs quota.
    const noKit = await runCli(["analyze", ours, "--fail-on-competitor"], env);
    expect(noKit.code).toBe(2);
    expect(noKit.stderr).toContain("--fail-on-competitor needs the workspace's brand kit");
    expect((await t.request("/v1/analyses", { token: user.token }).then((r) => r.json())).data).toEqual([]);

    const kitFile = path.join(tmp, "gate-kit.json");
    await writeFile(
      kitFile,
      JSON.stringify({
        names: ["Northwind"],
        colours: [],
        required_texts: [],
        competitors: [{ name: "Rivalco", aliases: [] }],
      }),
    );
    expect((await runCli(["brand-kit", "set", kitFile], env)).code).toBe(0);

    const clean = await runCli(["analyze", ours, "--fail-on-competitor", "--json"], env);
    expect(clean.code).toBe(0);
    expect(json<{ results: { competitors: string[] }[] }>(clean).results[0]?.competitors).toEqual([]);

    const gated = await runCli(["analyze", ours, theirs, "--fail-on-competitor"], env);
    expect(gated.code).toBe(5);
    expect(gated.stderr).toContain("competitor present in theirs.jpg: Rivalco");
    expect(gated.stderr).not.toContain("competitor present in ours.jpg");

    // The same images without the gate pass: it is the flag that gates.
    expect((await runCli(["analyze", theirs], env)).code).toBe(0);

    const listed = await runCli(["analyses", "list", "--competitor-present", "true", "--json"], env);
    expect(listed.code).toBe(0);
    const files = json<{ data: { filename: string }[] }>(listed).data.map((a) => a.filename);
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(files)).toEqual(new Set(["theirs.jpg"]));
    const badValue = await runCli(["analyses", "list", "--brand-found", "maybe"], env);
    expect(badValue.code).toBe(2);
  });
});
