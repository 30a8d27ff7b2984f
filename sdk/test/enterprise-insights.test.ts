import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { seedAnalysis } from "../../api/test/analyses/helpers.ts";
import { acmeLogo } from "../../api/test/brand-kit/fixtures.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { AdLens, AdLensError, parseOutcomesCsv } from "../src/index.ts";

setDefaultTimeout(60_000);

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = (await t.listen()).url;
});
afterAll(() => t.close());

describe("parseOutcomesCsv", () => {
  test("reads the columns by name, in any order and case, with quotes, a BOM and semicolons", () => {
    const csv =
      '\uFEFFClicks,Filename,Impressions,Spend\r\n12,"summer, v2.png",1000,"$40.50"\r\n\r\n3,b.png,"1,200",\r\n';
    expect(parseOutcomesCsv(csv)).toEqual({
      outcomes: [
        { filename: "summer, v2.png", impressions: 1000, clicks: 12, spend: 40.5 },
        { filename: "b.png", impressions: 1200, clicks: 3 },
      ],
      problems: [],
    });
    const id = "0b6f8a3e-3a4c-4f3e-9d7a-1c2b3d4e5f60";
    expect(parseOutcomesCsv(`analysis_id;impressions;clicks;conversions\n${id};10;2;1\n`).outcomes).toEqual([
      { analysis_id: id, impressions: 10, clicks: 2, conversions: 1 },
    ]);
  });

  test("names each line it cannot read, and a header it cannot use", () => {
    const csv = "filename,impressions,clicks\na.png,100,5\n,100,5\nb.png,ten,1\nc.png,10,11\n";
    expect(parseOutcomesCsv(csv)).toEqual({
      outcomes: [{ filename: "a.png", impressions: 100, clicks: 5 }],
      problems: [
        { line: 3, message: "no analysis_id or filename" },
        { line: 4, message: "impressions must be a whole number" },
        { line: 5, message: "clicks exceed impressions" },
      ],
    });
    expect(parseOutcomesCsv("name,views\nx,1\n").problems).toEqual([
      { line: 1, message: "the header must name impressions, clicks, and analysis_id or filename" },
    ]);
  });
});

describe("client.outcomes", () => {
  test("imports a parsed CSV, reads the fits and an analysis's performance", async () => {
    const user = await t.createUser({ tier: "enterprise" });
    const a = await seedAnalysis(t, user.id, { filename: "spring.png" });
    await seedAnalysis(t, user.id, { filename: "twice.png" });
    await seedAnalysis(t, user.id, { filename: "twice.png" });
    const client = new AdLens({ baseUrl: url, token: user.token });
    const { outcomes } = parseOutcomesCsv("filename,impressions,clicks\nspring.png,1000,20\ntwice.png,500,5\n");
    const result = await client.outcomes.import(outcomes);
    expect(result).toEqual({
      imported: 1,
      unmatched: [{ index: 1, key: "twice.png", reason: "2 analyses have this file name; use the analysis id" }],
      refit_queued: true,
    });
    let models = await client.outcomes.models();
    for (let i = 0; i < 100 && models.data.length === 0; i++) {
      await Bun.sleep(100);
      models = await client.outcomes.models();
    }
    expect(models.data[0]).toMatchObject({ version: 1, status: "insufficient_data", sample_size: 1 });
    const performance = await client.outcomes.performance(a.id);
    expect(performance).toMatchObject({ status: "insufficient_data", index: null });
    expect(performance.outcome).toEqual({ impressions: 1000, clicks: 20, conversions: null, spend: null, ctr: 0.02 });

    const pro = await t.createUser({ tier: "pro" });
    const refused = await new AdLens({ baseUrl: url, token: pro.token }).outcomes.import(outcomes).catch((e) => e);
    expect(refused).toBeInstanceOf(AdLensError);
    expect((refused as AdLensError).code).toBe("plan_required");
  });
});

describe("client.brandKit", () => {
  test("sets the kit, adds a logo from bytes, and reads an analysis's brand fit", async () => {
    const user = await t.createUser({ tier: "enterprise" });
    const client = new AdLens({ baseUrl: url, token: user.token });
    const kit = await client.brandKit.set({
      names: ["Northwind"],
      colours: ["#0B3D91"],
      required_texts: ["Terms apply"],
      competitors: [{ name: "Rivalco", aliases: [] }],
    });
    expect(kit.updated_at).not.toBeNull();
    const logo = await client.brandKit.addLogo(await acmeLogo());
    expect(logo.competitor).toBeNull();
    expect((await client.brandKit.logo(logo.id)).type).toBe("image/png");
    const a = await seedAnalysis(t, user.id, { result: { text_content: "Northwind breakfast. Terms apply." } });
    const fit = await client.brandKit.fit(a.id);
    expect(fit.own_brand).toMatchObject({ found: true, matched: "Northwind" });
    expect(fit.required_text).toEqual([{ text: "Terms apply", present: true }]);
    expect(fit.competitor_present).toBe(false);
    await client.brandKit.removeLogo(logo.id);
    expect((await client.brandKit.get()).logos).toEqual([]);
  });
});

describe("brand-fit filters and breakdown", () => {
  test("analyses.list takes the brand-fit filters as booleans; analytics.brandFit counts each check", async () => {
    const user = await t.createUser({ tier: "enterprise" });
    const client = new AdLens({ baseUrl: url, token: user.token });
    await seedAnalysis(t, user.id, { filename: "ours.png", result: { text_content: "Northwind breakfast" } });
    await seedAnalysis(t, user.id, { filename: "theirs.png", result: { text_content: "Rivalco lunch" } });
    await client.brandKit.set({
      names: ["Northwind"],
      colours: [],
      required_texts: [],
      competitors: [{ name: "Rivalco", aliases: [] }],
    });
    let breakdown = await client.analytics.brandFit();
    for (let i = 0; i < 200 && breakdown.pending > 0; i++) {
      await Bun.sleep(100);
      breakdown = await client.analytics.brandFit();
    }
    expect(breakdown).toMatchObject({ total_analyses: 2, read: 2, pending: 0 });
    expect(breakdown.checks.find((c) => c.check === "competitor_present")).toMatchObject({ yes: 1, no: 1 });
    expect(breakdown.checks.find((c) => c.check === "colours_present")).toMatchObject({ yes: 0, no: 0 });
    expect(breakdown.competitors).toEqual([{ name: "Rivalco", analyses: 1 }]);

    const rivals = await client.analyses.list({ competitor_present: true });
    expect(rivals.data.map((a) => a.filename)).toEqual(["theirs.png"]);
    const ours = await client.analyses.list({ brand_found: true, competitor_present: false });
    expect(ours.data.map((a) => a.filename)).toEqual(["ours.png"]);
  });
});
