import { describe, expect, test } from "bun:test";
import path from "node:path";
import { hasChromium, registerBrowserEnv, screenshot } from "./browser.ts";

const env = registerBrowserEnv();

const FIXTURES = path.resolve(import.meta.dir, "../../../api/test/fixtures/ads");

describe.skipIf(!hasChromium)("the /demo page", () => {
  test("analyses a bundled sample ad anonymously and shows score, breakdown, palette, text, CTA and heatmap", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/demo`);
    await page.getByRole("heading", { name: "See Our AI in Action" }).waitFor();
    for (const card of [
      "AI-Powered Recognition",
      "Color Analysis",
      "Emotional Impact",
      "Performance Metrics",
      "Real-time Processing",
      "Industry Insights",
    ]) {
      await page.getByRole("heading", { name: card }).waitFor();
    }
    expect(await page.getByRole("link", { name: "Start Free Analysis" }).getAttribute("href")).toBe("/signup");
    expect(await page.getByRole("link", { name: "Contact Sales Team" }).getAttribute("href")).toBe("/contact");
    expect(await page.textContent("main")).toContain("No credit card required");

    await page.getByRole("button", { name: "Analyze sample: Streaming, social square" }).click();
    const score = page.getByTestId("demo-score");
    await score.waitFor({ timeout: 60_000 });
    const value = Number(await score.textContent());
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(10);
    await page.getByRole("progressbar", { name: "Call to action score" }).waitFor();
    await page.getByRole("heading", { name: "Colour palette" }).waitFor();
    // Ground truth of this sample (api/test/fixtures/ads/truth.json): headline and CTA.
    // The transcript keeps the ad's line breaks; its two-line headline reads across them.
    const transcript = (await page.getByTestId("demo-text").textContent())?.toLowerCase().replace(/\s+/g, " ");
    expect(transcript).toContain("stream every match");
    expect((await page.getByTestId("demo-cta").textContent())?.toLowerCase()).toContain("subscribe");
    await page.getByRole("heading", { name: "Recommendations" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign up free" }).getAttribute("href")).toBe("/signup");

    const overlay = page.getByRole("switch", { name: "Show attention heatmap" });
    expect(await overlay.getAttribute("aria-checked")).toBe("true");
    const heatmap = page.locator('img[src^="data:image/png;base64,"]');
    expect(await heatmap.count()).toBe(1);
    await overlay.click();
    expect(await overlay.getAttribute("aria-checked")).toBe("false");
    expect(await heatmap.count()).toBe(0);
    await overlay.click();
    await screenshot(page, "demo-result");
  }, 120_000);

  test("analyses an image the visitor chooses", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/demo`);
    await page.getByLabel(/Drop an ad image here/).setInputFiles(path.join(FIXTURES, "ad-005.png"));
    await page.getByTestId("demo-score").waitFor({ timeout: 60_000 });
    expect((await page.getByTestId("demo-cta").textContent())?.toLowerCase()).toContain("shop now");
  }, 120_000);

  test("a file that is not an image is refused before upload", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/demo`);
    await page.getByLabel(/Drop an ad image here/).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await page.getByRole("alert").filter({ hasText: "Please choose a PNG, JPEG or WebP image." }).waitFor();
  }, 60_000);
});
