import { describe, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { expectA11y, hasChromium, registerDashboardEnv, screenshot, seedAnalysis, waitForToast } from "./env.ts";

const env = registerDashboardEnv();

const SEEDED = ["ad-001.png", "ad-002.webp", "ad-005.png", "ad-007.png", "ad-009.jpg"];

async function cardNames(page: Page): Promise<string[]> {
  const cards = page.getByTestId("gallery-card");
  return await cards.locator("p[title]").evaluateAll((els) => els.map((e) => e.getAttribute("title") ?? ""));
}

describe.skipIf(!hasChromium)("pro dashboard", () => {
  test("overview, analytics, search/filter/sort, compare 3, export, delete", async () => {
    const { page, user } = await env.signedIn("pro");
    await page.waitForURL(`${env.url}/dashboard/pro`);
    // Seeded through the API after sign-in: the upload itself is covered by the free-tier test.
    for (const f of SEEDED) await seedAnalysis(env.t, user.token, f);
    await page.reload();
    const list = (await (await env.t.request("/v1/analyses?limit=100", { token: user.token })).json()) as {
      data: { id: string; filename: string; effectiveness_score: number; ad_type: string }[];
    };
    const score = (name: string) => list.data.find((a) => a.filename === name)!.effectiveness_score;

    await page.getByRole("heading", { name: "Pro Dashboard" }).waitFor();
    expect(await page.getByRole("link", { name: "API Docs" }).getAttribute("href")).toBe("/api-docs");
    const overview = page.getByRole("tabpanel");
    await overview.getByText("Total Analyses").waitFor();
    await overview.locator("p", { hasText: /^5$/ }).first().waitFor();
    for (const label of ["Avg. Effectiveness", "This Month", "Message Clarity"])
      await overview.getByText(label, { exact: true }).waitFor();
    await overview.getByRole("heading", { name: "Recent Analyses" }).waitFor();
    expect(await overview.locator("ol > li").count()).toBe(5);
    await expectA11y(page);
    await screenshot(page, "pro-overview");

    await page.getByRole("tab", { name: "Analytics" }).click();
    const analytics = page.getByRole("tabpanel");
    for (const heading of [
      "Performance Distribution",
      "Brand Ranking",
      "Dynamic Content Insights",
      "Top Colors",
      "Top Emotions",
      "Ad Types",
      "Monthly Trends",
      "Common Improvement Areas",
      "Processing Metrics",
      "Recent Performance",
      "AI Insights",
    ]) {
      await analytics.getByText(heading, { exact: true }).first().waitFor();
    }
    // The offline engine reads no audience, so that panel waits until an analysis has one.
    expect(await analytics.getByText("Target Audiences", { exact: true }).count()).toBe(0);
    await analytics.getByTestId("distribution").getByText("High (8–10)").waitFor();
    await analytics.locator(".recharts-surface").first().waitFor();
    const distribution = await analytics.getByTestId("distribution").innerText();
    const high = list.data.filter((a) => a.effectiveness_score >= 8).length;
    expect(distribution).toContain(`${high} (`);
    await expectA11y(page);
    await screenshot(page, "pro-analytics");

    await page.getByRole("tab", { name: "Analyze & Manage" }).click();
    await page.getByText("Drop up to 20 JPEG, PNG or WebP images").waitFor();
    await page.getByTestId("gallery-card").first().waitFor();
    expect((await cardNames(page)).sort()).toEqual([...SEEDED].sort());
    await expectA11y(page);
    await screenshot(page, "pro-manage");

    // Search is case-insensitive over filename, brand and audience.
    await page.getByLabel("Search").fill("luma");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 2);
    expect((await cardNames(page)).sort()).toEqual(["ad-001.png", "ad-007.png"]);
    await page.getByLabel("Search").fill("");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 5);

    // The ad-type filter offers the types these analyses have, with counts, and each shows its ads.
    const byType = new Map<string, string[]>();
    for (const a of list.data) byType.set(a.ad_type, [...(byType.get(a.ad_type) ?? []), a.filename]);
    const options = await page.getByLabel("Ad type").locator("option").allInnerTexts();
    expect(options[0]).toBe("All types");
    expect(options.slice(1).sort()).toEqual([...byType].map(([type, names]) => `${type} (${names.length})`).sort());
    for (const [type, names] of byType) {
      await page.getByLabel("Ad type").selectOption({ label: `${type} (${names.length})` });
      await page.waitForFunction(
        (n) => document.querySelectorAll("[data-testid=gallery-card]").length === n,
        names.length,
      );
      expect((await cardNames(page)).sort()).toEqual([...names].sort());
    }
    await page.getByLabel("Ad type").selectOption({ label: "All types" });
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 5);

    const sortBy = async (label: string) => {
      await page.getByLabel("Sort").selectOption({ label });
      await page.waitForTimeout(300);
      await page.getByTestId("gallery-card").first().waitFor();
      return cardNames(page);
    };
    expect(await sortBy("Alphabetical")).toEqual([...SEEDED].sort());
    expect(await sortBy("Oldest first")).toEqual(SEEDED);
    expect(await sortBy("Newest first")).toEqual([...SEEDED].reverse());
    const byScore = await sortBy("By effectiveness");
    const scores = byScore.map(score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // Compare three: Compare stays disabled under two.
    await page.getByRole("button", { name: "Compare Images" }).click();
    const dialog = page.getByRole("dialog");
    const compare = dialog.getByRole("button", { name: "Compare", exact: true });
    const picked = ["ad-001.png", "ad-005.png", "ad-009.jpg"];
    await dialog.getByLabel(picked[0]!).check();
    expect(await compare.isDisabled()).toBe(true);
    await dialog.getByLabel(picked[1]!).check();
    await dialog.getByLabel(picked[2]!).check();
    expect(await compare.isDisabled()).toBe(false);
    await compare.click();
    await dialog.getByRole("heading", { name: "Performance Summary" }).waitFor();
    expect(await dialog.getByTestId("comparison-results").locator("article").count()).toBe(3);
    const best = [...picked].sort((a, b) => score(b) - score(a))[0]!;
    expect(await dialog.getByTestId("best-performer").textContent()).toBe(best);
    const average = picked.reduce((s, n) => s + score(n), 0) / picked.length;
    expect(Number.parseFloat((await dialog.getByTestId("average-score").textContent()) ?? "")).toBeCloseTo(average, 1);
    await screenshot(page, "pro-compare", { fullPage: false });
    await expectA11y(page);
    await page.keyboard.press("Escape");

    // Export: a dated JSON file with every analysis, and CSV.
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^adlens-analyses-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await json.path())!, "utf8")) as { filename: string }[];
    expect(exported.map((e) => e.filename).sort()).toEqual([...SEEDED].sort());
    await waitForToast(page, "Exported 5 analyses to JSON file.");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^adlens-analyses-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile((await csv.path())!, "utf8")).toContain("ad-009.jpg");
    await waitForToast(page, "Exported 5 analyses to CSV file.");

    // Delete with confirmation.
    await page.getByRole("button", { name: "Delete ad-009.jpg" }).click();
    await page.getByRole("dialog").getByText("This cannot be undone.").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    expect(await waitForToast(page, "Image deleted")).toContain("Analysis has been removed from your gallery.");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 4);
    const after = (await (await env.t.request("/v1/analyses", { token: user.token })).json()) as { data: unknown[] };
    expect(after.data.length).toBe(4);

    // More than 20 files in one drop is refused before anything is sent.
    const many = Array.from({ length: 21 }, (_, i) => ({
      name: `ad-${i}.png`,
      mimeType: "image/png",
      buffer: Buffer.alloc(2048),
    }));
    await page.getByLabel("Upload images").setInputFiles(many);
    expect(await waitForToast(page, "Too many files")).toContain("You can upload at most 20 images at once.");
  }, 240_000);

  test("a gallery of 1,000 analyses renders only what is on screen and pages in as you scroll", async () => {
    const { page, user } = await env.signedIn("pro");
    const seed = await seedAnalysis(env.t, user.token, "ad-001.png");
    const row = await env.t.deps.db
      .selectFrom("image_analyses")
      .selectAll()
      .where("id", "=", seed.id)
      .executeTakeFirstOrThrow();
    const base = Date.now() - 1000 * 60_000;
    const rows = Array.from({ length: 999 }, (_, i) => ({
      workspace_id: user.workspaceId,
      created_by: user.id,
      image_key: row.image_key,
      heatmap_key: row.heatmap_key,
      original_filename: `bulk-${String(i).padStart(4, "0")}.png`,
      mime_type: row.mime_type,
      analysis_result: JSON.stringify(row.analysis_result),
      effectiveness_score: row.effectiveness_score,
      brand_name: row.brand_name,
      ad_type: row.ad_type,
      target_audience: row.target_audience,
      created_at: new Date(base + i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 250) {
      await env.t.deps.db
        .insertInto("image_analyses")
        .values(rows.slice(i, i + 250))
        .execute();
    }

    await page.getByRole("tab", { name: "Analyze & Manage" }).click();
    const started = Date.now();
    await page.getByTestId("gallery-card").first().waitFor();
    console.log(`gallery of 1,000: first card after ${Date.now() - started} ms`);
    const inDom = await page.getByTestId("gallery-card").count();
    expect(inDom).toBeGreaterThan(0);
    expect(inDom).toBeLessThan(100);
    expect(await page.getByTestId("gallery-card").first().locator("p[title]").getAttribute("title")).toBe("ad-001.png");

    // Scrolling to the end keeps fetching pages until the oldest analysis is on screen.
    for (let i = 0; i < 40; i++) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(150);
      if ((await page.getByTitle("bulk-0000.png").count()) > 0) break;
    }
    await page.getByTitle("bulk-0000.png").waitFor();
    expect(await page.getByTestId("gallery-card").count()).toBeLessThan(100);
  }, 180_000);
});
