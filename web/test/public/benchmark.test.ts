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

  test("the worker-scaling section shows the published run: machine, workers, images/s per worker", async () => {
    const scaling = figures.scaling;
    if (!scaling) throw new Error("figures.json has no worker-scaling run published");
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/`);
    await page.locator("#features").getByRole("link", { name: "How it scales with workers" }).click();
    await page.waitForURL(`${env.url}/benchmark#scaling`);
    const section = page.locator("#scaling");
    await section.getByRole("heading", { name: "Scaling with workers" }).waitFor();
    const text = (await section.textContent()) ?? "";
    expect(text).toContain(scaling.command);
    expect(text).toContain(scaling.machine);
    expect(text).toContain(`${scaling.images} generated ads`);
    const rows = section.getByRole("row");
    expect(await rows.count()).toBe(scaling.rows.length + 1);
    for (const [i, r] of scaling.rows.entries()) {
      const cells = rows.nth(i + 1).getByRole("cell");
      expect(await cells.nth(0).textContent()).toBe(r.setup);
      expect(await cells.nth(1).textContent()).toBe(String(r.workers));
      expect(await cells.nth(2).textContent()).toBe(r.images_per_second.toFixed(2));
      expect(await cells.nth(3).textContent()).toBe(r.images_per_second_per_worker.toFixed(2));
    }
  });
});
