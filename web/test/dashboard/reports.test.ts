import { describe, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { seedAnalysis } from "../../../api/test/analyses/helpers.ts";
import { pdfText } from "../../../api/test/reports/render.ts";
import { hasChromium, registerDashboardEnv, waitForToast } from "./env.ts";

const env = registerDashboardEnv();

/** Clicks `button` and returns the file the browser saved, by name and bytes. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile((await file.path()) as string)) };
}

const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5)) === "%PDF-";

describe.skipIf(!hasChromium)("client reports in the dashboard", () => {
  test("enterprise: the owner sets the logo in the Team tab; Export Enterprise Report downloads the PDF", async () => {
    const { page, user } = await env.signedIn("enterprise");
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    const hero = await seedAnalysis(env.t, user.id, { filename: "spring-hero.png" });
    await seedAnalysis(env.t, user.id, { filename: "spring-banner.png", result: { effectiveness_score: 5 } });

    await page.getByRole("tab", { name: "Team" }).click();
    await page.getByText("Logo on reports").waitFor();
    const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: "#cc3300" } })
      .png()
      .toBuffer();
    await page.getByLabel("Logo file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await waitForToast(page, "Logo saved");
    await page.locator("img[alt$=' logo']").waitFor();
    await page.getByRole("button", { name: "Replace logo" }).waitFor();

    await page.getByRole("tab", { name: "Overview" }).click();
    const report = await download(page, () => page.getByRole("button", { name: "Export Enterprise Report" }).click());
    expect(report.name).toMatch(/-enterprise-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(isPdf(report.bytes)).toBe(true);
    const text = await pdfText(report.bytes);
    expect(text).toContain("Enterprise Report");
    expect(text).toContain("spring-hero.png");
    expect(text).not.toContain("AdLens");
    await waitForToast(page, "Report downloaded");

    // A project's own report, from its card in the Projects tab.
    const made = await env.t.request("/v1/projects", { token: user.token, json: { name: "Spring" } });
    const { id: projectId } = (await made.json()) as { id: string };
    await env.t.request(`/v1/projects/${projectId}`, {
      token: user.token,
      method: "PATCH",
      json: { analysis_ids: [hero.id] },
    });
    await page.reload();
    await page.getByRole("tab", { name: "Projects" }).click();
    const project = await download(page, () => page.getByRole("button", { name: "Report of Spring" }).click());
    expect(project.name).toMatch(/-Spring-enterprise-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const projectText = await pdfText(project.bytes);
    expect(projectText).toContain("Project: Spring");
    expect(projectText).toContain("spring-hero.png");
    expect(projectText).not.toContain("spring-banner.png");
  });

  test("pro: Report in the analysis dialog and in the comparison; basic gets neither", async () => {
    const { page, user } = await env.signedIn("pro");
    await page.waitForURL(`${env.url}/dashboard/pro`);
    await seedAnalysis(env.t, user.id, { filename: "autumn-a.png" });
    await seedAnalysis(env.t, user.id, { filename: "autumn-b.png" });
    await page.reload();
    await page.getByRole("tab", { name: "Analyze & Manage" }).click();
    await page.getByTestId("gallery-card").first().waitFor();

    await page.getByTestId("gallery-card").filter({ hasText: "autumn-a.png" }).getByRole("button").first().click();
    const detail = page.getByRole("dialog");
    await detail.getByText("Analysis Results").waitFor();
    const one = await download(page, () => detail.getByRole("button", { name: "Report", exact: true }).click());
    expect(one.name).toBe("autumn-a-report.pdf");
    expect(await pdfText(one.bytes)).toContain("Generated with AdLens");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Compare Images" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("autumn-a.png").check();
    await dialog.getByLabel("autumn-b.png").check();
    await dialog.getByRole("button", { name: "Compare", exact: true }).click();
    await dialog.getByRole("heading", { name: "Performance Summary" }).waitFor();
    const compared = await download(page, () => dialog.getByRole("button", { name: "Report", exact: true }).click());
    expect(compared.name).toMatch(/^comparison-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(await pdfText(compared.bytes)).toContain("Comparison Report");

    const basic = await env.signedIn("basic");
    await seedAnalysis(env.t, basic.user.id, { filename: "b1.png" });
    await seedAnalysis(env.t, basic.user.id, { filename: "b2.png" });
    await basic.page.reload();
    await basic.page.getByRole("tab", { name: "Analyze & Manage" }).click();
    await basic.page.getByRole("button", { name: "Compare Images" }).click();
    const basicDialog = basic.page.getByRole("dialog");
    await basicDialog.getByLabel("b1.png").check();
    await basicDialog.getByLabel("b2.png").check();
    await basicDialog.getByRole("button", { name: "Compare", exact: true }).click();
    await basicDialog.getByRole("heading", { name: "Performance Summary" }).waitFor();
    expect(await basicDialog.getByRole("button", { name: "Report", exact: true }).count()).toBe(0);
  });
});
