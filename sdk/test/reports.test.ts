import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import sharp from "sharp";
import { seedAnalysis } from "../../api/test/analyses/helpers.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { AdLens, AdLensError } from "../src/index.ts";

setDefaultTimeout(60_000);

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = (await t.listen()).url;
});
afterAll(() => t.close());

const head = async (blob: Blob, n = 5) => new TextDecoder().decode((await blob.arrayBuffer()).slice(0, n));

describe("client reports in the SDK", () => {
  test("an Enterprise team sets its logo and downloads every report as PDF and HTML", async () => {
    const owner = await t.createUser({ tier: "enterprise" });
    const client = new AdLens({ baseUrl: url, token: owner.token });
    const team = await client.workspaces.create({ name: "Client Co" });
    client.useWorkspace(team.id);
    const a = await seedAnalysis(t, owner.id, { workspaceId: team.id, filename: "a.png" });
    const b = await seedAnalysis(t, owner.id, { workspaceId: team.id, filename: "b.png" });

    const logo = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#0a7" } })
      .png()
      .toBuffer();
    expect((await client.workspaces.setLogo(team.id, new Uint8Array(logo))).has_logo).toBe(true);
    expect((await client.workspaces.logo(team.id)).type).toBe("image/png");

    const pdf = await client.analyses.report(a.id);
    expect(pdf.type).toBe("application/pdf");
    // Named as the API names the download, so apps save it under the same name.
    expect(pdf.name).toBe("a-report.pdf");
    expect(await head(pdf)).toBe("%PDF-");
    const html = await client.analyses.report(a.id, { format: "html" });
    expect(html.type).toStartWith("text/html");
    expect(await html.text()).toContain("<h1>Client Co</h1>");
    expect(await head(await client.analyses.comparisonReport([a.id, b.id]))).toBe("%PDF-");
    const overview = await client.workspaces.report(team.id, { format: "html" });
    expect(overview.name).toMatch(/-enterprise-report-\d{4}-\d{2}-\d{2}\.html$/);
    expect(await overview.text()).toContain("Enterprise Report");

    await client.workspaces.deleteLogo(team.id);
    expect((await client.workspaces.get(team.id)).has_logo).toBe(false);
  });

  test("a plan without reports is a typed plan_required error", async () => {
    const basic = await t.createUser({ tier: "basic" });
    const row = await seedAnalysis(t, basic.id, { filename: "basic.png" });
    const client = new AdLens({ baseUrl: url, token: basic.token });
    const refused = await client.analyses.report(row.id).catch((e: unknown) => e);
    expect(AdLensError.is(refused) && refused.code).toBe("plan_required");
  });
});
