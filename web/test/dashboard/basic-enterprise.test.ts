import { describe, expect, test } from "bun:test";
import { normaliseStoredAnalyses } from "../../../db/migrations/1301_analysis_results_normalised.ts";
import { expectA11y, hasChromium, registerDashboardEnv, screenshot, seedAnalysis, waitForToast } from "./env.ts";

const env = registerDashboardEnv();

describe.skipIf(!hasChromium)("basic and enterprise dashboards", () => {
  test("basic: usage bar, the over-80% warning, its filters, Export Data, scores above 10 normalised", async () => {
    const { page, user } = await env.signedIn("basic");
    await page.waitForURL(`${env.url}/dashboard/basic`);
    await page.getByRole("heading", { name: "Basic Dashboard" }).waitFor();
    await page.getByText("0 / 300 analyses").waitFor();
    const warning = "You're approaching your monthly limit. Consider upgrading to Pro for more analyses.";
    expect(await page.getByText(warning).count()).toBe(0);
    expect(await page.getByRole("link", { name: "API Docs" }).count()).toBe(0);

    const seeded = await seedAnalysis(env.t, user.token, "ad-005.png");
    // A result stored by an older engine on a 0-100 scale: 85 must read as 8.5 (spec 02 §5).
    const row = await env.t.deps.db
      .selectFrom("image_analyses")
      .selectAll()
      .where("id", "=", seeded.id)
      .executeTakeFirstOrThrow();
    await env.t.deps.db
      .insertInto("image_analyses")
      .values({
        workspace_id: user.workspaceId,
        created_by: user.id,
        image_key: row.image_key,
        heatmap_key: row.heatmap_key,
        original_filename: "legacy-scale.png",
        mime_type: row.mime_type,
        analysis_result: JSON.stringify({ ...(row.analysis_result as object), effectiveness_score: 85 }),
        effectiveness_score: 85,
        brand_name: row.brand_name,
        ad_type: row.ad_type,
        target_audience: row.target_audience,
      })
      .execute();
    // Rows stored before this release are brought to the current shape when its migration runs.
    await normaliseStoredAnalyses(env.t.deps.db);
    // 250 of 300 is above 80 %.
    await env.t.deps.db
      .updateTable("workspaces")
      .set({ current_month_uploads: 250 })
      .where("personal_owner_id", "=", user.id)
      .execute();
    await page.reload();
    await page.getByText(warning).waitFor();
    await page.getByText("250 / 300 analyses").waitFor();
    expect(await page.getByRole("progressbar", { name: "Monthly usage" }).getAttribute("data-state")).toBe("warning");
    await expectA11y(page);
    await screenshot(page, "basic-overview");

    await page.getByRole("tab", { name: "Analytics" }).click();
    const panel = page.getByRole("tabpanel");
    for (const heading of [
      "Performance Distribution",
      "Top Ads",
      "Top Colors",
      "Top Emotions",
      "Ad Types",
      "Call-to-Actions",
      "Monthly Trends",
      "Top Brands",
      "Brand Performance",
    ]) {
      await panel.getByText(heading, { exact: true }).first().waitFor();
    }
    await panel.getByTestId("distribution").getByText("High (8–10)").waitFor();
    await expectA11y(page);
    await screenshot(page, "basic-analytics");

    await page.getByRole("tab", { name: "Analyze & Manage" }).click();
    // Filters come from the data: only the types these analyses have, with their counts.
    const types = await page.getByLabel("Ad type").locator("option").allInnerTexts();
    expect(types[0]).toBe("All types");
    expect(types).toContain("Display Ads (2)");
    expect(types.some((t) => t.startsWith("Print") || t.startsWith("Video"))).toBe(false);
    await page.getByRole("button", { name: "Export Data" }).waitFor();
    await page.getByText("Drop up to 300 JPEG, PNG or WebP images").waitFor();
    const legacy = page.getByTestId("gallery-card").filter({ hasText: "legacy-scale.png" });
    await legacy.getByText("8.5/10").waitFor();
    await page.getByLabel("Ad type").selectOption({ label: "Display Ads (2)" });
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 2);
    await page.getByLabel("Ad type").selectOption({ label: "All types" });
    await expectA11y(page);
    await screenshot(page, "basic-manage");
  }, 180_000);

  test("enterprise: header with the role, the workspace's tabs on its own figures, bulk upload of 100", async () => {
    const { page, user } = await env.signedIn("enterprise");
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    await page.getByRole("heading", { name: "Enterprise Dashboard" }).waitFor();
    const header = page.getByRole("banner");
    await header.getByText(user.email).waitFor();
    // The real role in the workspace open (the personal one: its owner), not a fixed word.
    await header.getByText("Owner", { exact: true }).waitFor();
    expect(await header.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    expect(await page.getByRole("tab").allInnerTexts()).toEqual([
      "Overview",
      "Team",
      "Projects",
      "Bulk Upload",
      "Analytics",
      "Outcomes",
      "Brand Kit",
      "AI Model",
    ]);
    await page.getByRole("button", { name: "Export Enterprise Report" }).waitFor();
    // No demonstration figures anywhere: a new account has one member, no analyses, no projects.
    for (const fixed of ["1,247", "1.8 s", "Preview"]) expect(await page.getByText(fixed).count()).toBe(0);
    await page.getByText("of 10,000 · 10,000 left").waitFor();
    await expectA11y(page);
    await screenshot(page, "enterprise-overview");

    await page.getByRole("tab", { name: "Team" }).click();
    await page.getByRole("heading", { name: "Create a team workspace" }).waitFor();
    await expectA11y(page);
    await screenshot(page, "enterprise-team");

    await page.getByRole("tab", { name: "Projects" }).click();
    await page.getByText("Projects (0)").waitFor();
    await page.getByText("No projects yet.", { exact: false }).waitFor();
    await expectA11y(page);
    await screenshot(page, "enterprise-projects");

    await page.getByRole("tab", { name: "Bulk Upload" }).click();
    await page.getByText("Drop up to 100 JPEG, PNG or WebP images").waitFor();
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `ad-${i}.png`, mimeType: "image/png", buffer: Buffer.alloc(2048) }));
    await page.getByLabel("Upload images").setInputFiles(files(101));
    expect(await waitForToast(page, "Too many files")).toContain("You can upload at most 100 images at once.");
    await expectA11y(page);
    await screenshot(page, "enterprise-bulk-upload");

    await page.getByRole("tab", { name: "Analytics" }).click();
    await page.getByText("Performance Distribution").waitFor();
    await expectA11y(page);
    await screenshot(page, "enterprise-analytics");
  }, 120_000);
});
