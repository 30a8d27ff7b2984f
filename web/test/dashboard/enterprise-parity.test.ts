import { describe, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { expectA11y, hasChromium, registerDashboardEnv, screenshot, seedAnalysis, waitForToast } from "./env.ts";

const env = registerDashboardEnv();

const SEEDED = ["ad-001.png", "ad-005.png", "ad-007.png", "ad-009.jpg"];

async function cardNames(page: Page): Promise<string[]> {
  return await page
    .getByTestId("gallery-card")
    .locator("p[title]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("title") ?? ""));
}

const cardCount = (page: Page, n: number) =>
  page.waitForFunction((count) => document.querySelectorAll("[data-testid=gallery-card]").length === count, n);

describe.skipIf(!hasChromium)("Enterprise keeps every Pro capability", () => {
  test("header: API Docs, Settings named Settings, no upsell on the top plan", async () => {
    const { page } = await env.signedIn("enterprise");
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    const header = page.getByRole("banner");
    await header.getByRole("heading", { name: "Enterprise Dashboard" }).waitFor();
    expect(await header.getByRole("link", { name: "API Docs" }).getAttribute("href")).toBe("/api-docs");
    expect(await header.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    expect(await header.getByText(/Upgrade|Admin Panel/).count()).toBe(0);
    await header.getByRole("link", { name: "API Docs" }).click();
    await page.waitForURL(`${env.url}/api-docs`);
  }, 60_000);

  test("Projects: search, ad-type filter, sort and JSON/CSV export, within the project opened", async () => {
    const { page, user } = await env.signedIn("enterprise");
    for (const f of SEEDED) await seedAnalysis(env.t, user.token, f);
    const list = (await (await env.t.request("/v1/analyses?limit=100", { token: user.token })).json()) as {
      data: { id: string; filename: string; ad_type: string }[];
    };
    const created = await env.t.request("/v1/projects", { token: user.token, json: { name: "Spring launch" } });
    const project = (await created.json()) as { id: string };
    const filed = list.data.filter((a) => a.filename === "ad-001.png" || a.filename === "ad-009.jpg");
    const moved = await env.t.request(`/v1/projects/${project.id}`, {
      token: user.token,
      method: "PATCH",
      json: { analysis_ids: filed.map((a) => a.id) },
    });
    expect(moved.status).toBe(200);

    await page.goto(`${env.url}/dashboard/enterprise?tab=projects`);
    await page.getByRole("heading", { name: "All Analyses" }).waitFor();
    await cardCount(page, SEEDED.length);

    // Search: the offline engine reads the brand "Luma" on two of these ads.
    await page.getByLabel("Search").fill("luma");
    await cardCount(page, 2);
    expect((await cardNames(page)).sort()).toEqual(["ad-001.png", "ad-007.png"]);
    await page.getByLabel("Search").fill("");
    await cardCount(page, SEEDED.length);

    // The ad-type filter offers the workspace's types with counts, and each selects its ads.
    const byType = new Map<string, string[]>();
    for (const a of list.data) byType.set(a.ad_type, [...(byType.get(a.ad_type) ?? []), a.filename]);
    const options = await page.getByLabel("Ad type").locator("option").allInnerTexts();
    expect(options.slice(1).sort()).toEqual([...byType].map(([type, names]) => `${type} (${names.length})`).sort());
    const [type, names] = [...byType][0]!;
    await page.getByLabel("Ad type").selectOption({ label: `${type} (${names.length})` });
    await cardCount(page, names.length);
    expect((await cardNames(page)).sort()).toEqual([...names].sort());
    await page.getByLabel("Ad type").selectOption({ label: "All types" });
    await cardCount(page, SEEDED.length);

    await page.getByLabel("Sort").selectOption({ label: "Alphabetical" });
    await page.waitForFunction(
      (first) => document.querySelector("[data-testid=gallery-card] p[title]")?.getAttribute("title") === first,
      [...SEEDED].sort()[0],
    );
    expect(await cardNames(page)).toEqual([...SEEDED].sort());
    await page.getByLabel("Sort").selectOption({ label: "Oldest first" });
    await page.waitForFunction(
      (first) => document.querySelector("[data-testid=gallery-card] p[title]")?.getAttribute("title") === first,
      SEEDED[0],
    );
    expect(await cardNames(page)).toEqual(SEEDED);
    await expectA11y(page);

    // Export the whole workspace, then only the project opened.
    const [all] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ]);
    const everything = JSON.parse(await readFile((await all.path())!, "utf8")) as { filename: string }[];
    expect(everything.map((e) => e.filename).sort()).toEqual([...SEEDED].sort());
    await waitForToast(page, `Exported ${SEEDED.length} analyses to JSON file.`);

    await page.getByLabel("Project", { exact: true }).selectOption({ label: "Spring launch (2)" });
    await page.getByRole("heading", { name: "Analyses in Spring launch" }).waitFor();
    await cardCount(page, 2);
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const body = await readFile((await csv.path())!, "utf8");
    for (const name of SEEDED) expect(body.includes(name)).toBe(name === "ad-001.png" || name === "ad-009.jpg");
    await waitForToast(page, "Exported 2 analyses to CSV file.");

    // Search within the project narrows further and says so when nothing matches.
    await page.getByLabel("Search").fill("no-such-ad");
    await page.getByText("No analyses match your search").waitFor();
    await screenshot(page, "enterprise-projects-gallery", { fullPage: false });
  }, 120_000);
});
