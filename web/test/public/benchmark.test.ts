import { describe, expect, test } from "bun:test";
import figures from "../../src/pages/benchmark/figures.json";
import { hasChromium, registerBrowserEnv } from "./browser.ts";

const env = registerBrowserEnv();

describe.skipIf(!hasChromium)("the public site's figures", () => {
  test("the hero quotes the published benchmark and each figure opens the section it comes from", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/`);
    const recall = `${Math.round(figures.quality.text_recall * 100)}%`;
    const hero = page.locator("section").first();
    await hero.getByRole("link", { name: recall }).waitFor();
    const heroText = (await hero.textContent()) ?? "";
    for (const invented of ["99.2%", "50K+", "Accuracy"]) expect(heroText).not.toContain(invented);
    expect(await page.locator("#features").textContent()).not.toContain("thousands of images in seconds");

    await hero.getByRole("link", { name: recall }).click();
    await page.waitForURL(`${env.url}/benchmark#quality`);
    const quality = page.locator("#quality");
    await quality.getByRole("heading", { name: "Quality on real ads" }).waitFor();
    const text = (await quality.textContent()) ?? "";
    expect(text).toContain(figures.quality.command);
    expect(text).toContain(figures.quality.data);
    expect(text).toContain(`${figures.quality.images} images`);
    const day = new Date(figures.quality.measured_at).toLocaleDateString("en-GB", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(text).toContain(`Measured ${day} with`);
    expect(await page.locator("#speed").textContent()).toContain(figures.speed.command);
  });
});
