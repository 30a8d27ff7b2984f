import { describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { ADVICE_RULES, OTHER_RULE } from "../../../api/src/analysis/local/advice-rules.ts";
import { COLOUR_FAMILIES } from "../../../api/src/services/analytics/colour-families.ts";
import { scoreBand } from "../../src/lib/score.ts";
import { expectA11y, hasChromium, registerDashboardEnv, screenshot, seedAnalysis, type TestUser } from "./env.ts";

const env = registerDashboardEnv();

/** A dark, saturated ad: navy ground, white headline, yellow button. Multiply blending hid heatmaps on these. */
async function darkAd(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
  <rect width="1080" height="1080" fill="#0B132B"/>
  <text x="80" y="140" font-family="DejaVu Sans" font-weight="bold" font-size="48" fill="#FFFFFF">PACER</text>
  <text x="80" y="460" font-family="DejaVu Sans" font-weight="bold" font-size="88" fill="#FFFFFF">Run The Night</text>
  <rect x="80" y="800" width="420" height="120" rx="20" fill="#F4D35E"/>
  <text x="120" y="880" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="#0B132B">Shop now</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(user: TestUser, name: string, bytes: Buffer): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  const res = await env.t.request("/v1/analyses", { token: user.token, body: form });
  expect(res.status).toBe(201);
}

async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto(`${env.url}/login`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => u.pathname.startsWith("/dashboard"));
}

/**
 * Over the pixels that are dark in `before` (the ad's ground), the share whose largest channel
 * difference to `after` exceeds 40 of 255, and the mean difference.
 */
async function changeOnDark(before: Buffer, after: Buffer): Promise<{ changed: number; mean: number }> {
  const [a, b] = await Promise.all(
    [before, after].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!a || !b) throw new Error("no screenshot");
  let dark = 0;
  let changed = 0;
  let sum = 0;
  for (let p = 0; p < a.info.width * a.info.height; p++) {
    const channels = [0, 1, 2].map((c) => [a.data[p * 3 + c] ?? 0, b.data[p * 3 + c] ?? 0] as const);
    if (Math.max(...channels.map(([x]) => x)) > 60) continue;
    dark++;
    const d = Math.max(...channels.map(([x, y]) => Math.abs(x - y)));
    sum += d;
    if (d > 40) changed++;
  }
  return { changed: changed / Math.max(1, dark), mean: sum / Math.max(1, dark) };
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxes(locator: Locator) {
  const out: { x: number; y: number; width: number; height: number }[] = [];
  for (const item of await locator.all()) {
    const box = await item.boundingBox();
    if (box) out.push(box);
  }
  return out;
}

describe.skipIf(!hasChromium)("dashboards as users see them", () => {
  test("the heatmap overlay shows on a dark ad, with a legend and an opacity control", async () => {
    const user = await env.t.createUser({ tier: "pro" });
    await upload(user, "night-run.png", await darkAd());
    const page = await env.page();
    await signIn(page, user);
    await page.getByRole("tab", { name: "Analyze & Manage" }).click();
    await page
      .getByTestId("gallery-card")
      .first()
      .getByRole("button", { name: /Open analysis/ })
      .click();
    const dialog = page.getByRole("dialog");
    const frame = dialog.locator("div.relative", { has: page.locator('img[alt="night-run.png"]') });
    await frame.locator('img[alt="night-run.png"]').evaluate((img: HTMLImageElement) => img.decode());
    await dialog.getByLabel("Show detected elements").uncheck();
    const plain = await frame.screenshot();

    await dialog.getByLabel("Show attention heatmap").check();
    const overlay = dialog.getByTestId("heatmap-overlay");
    await overlay.evaluate((img: HTMLImageElement) => img.decode());
    expect(await overlay.evaluate((img) => getComputedStyle(img).mixBlendMode)).toBe("normal");
    await dialog.getByTestId("heatmap-legend").getByText("Less attention").waitFor();
    const strong = await changeOnDark(plain, await frame.screenshot());
    await screenshot(page, "heatmap-dark-ad", { fullPage: false });
    // The same layer drawn the old way (multiply at 70 %): on a near-black ground it all but vanishes.
    await overlay.evaluate((img) => {
      img.style.mixBlendMode = "multiply";
      img.style.opacity = "0.7";
    });
    const multiplied = await changeOnDark(plain, await frame.screenshot());
    await overlay.evaluate((img) => {
      img.style.mixBlendMode = "";
      img.style.opacity = "0.8";
    });
    expect(strong.changed).toBeGreaterThan(0.03);
    expect(strong.changed).toBeGreaterThan(5 * multiplied.changed);
    expect(strong.mean).toBeGreaterThan(3 * multiplied.mean);

    await dialog.getByLabel("Heatmap opacity").fill("20");
    expect(await overlay.evaluate((img) => img.style.opacity)).toBe("0.2");
    const faint = await changeOnDark(plain, await frame.screenshot());
    expect(faint.mean).toBeGreaterThan(0);
    expect(faint.mean).toBeLessThan(strong.mean);
  }, 180_000);

  test("compare shows the score breakdown side by side, the best of each factor marked, with overlays", async () => {
    const { page, user } = await env.signedIn("pro");
    const picked = ["ad-001.png", "ad-005.png", "ad-009.jpg"];
    const ids: string[] = [];
    for (const f of picked) ids.push((await seedAnalysis(env.t, user.token, f)).id);
    const full = await Promise.all(
      ids.map(async (id) => {
        const res = await env.t.request(`/v1/analyses/${id}`, { token: user.token });
        return (await res.json()) as {
          filename: string;
          analysis_result: { score_breakdown: { factor: string; score: number }[] };
        };
      }),
    );
    await page.reload();
    await page.getByRole("tab", { name: "Analyze & Manage" }).click();
    await page.getByRole("button", { name: "Compare Images" }).click();
    const dialog = page.getByRole("dialog");
    for (const f of picked) await dialog.getByLabel(f).check();
    await dialog.getByRole("button", { name: "Compare", exact: true }).click();
    const table = dialog.getByTestId("factor-table");
    await table.waitFor();

    const factors = full[0]?.analysis_result.score_breakdown.map((f) => f.factor) ?? [];
    expect(factors.length).toBeGreaterThan(2);
    for (const factor of factors) {
      const row = table.locator(`tr[data-factor="${factor}"]`);
      const scores = full.map((a) => a.analysis_result.score_breakdown.find((f) => f.factor === factor)?.score ?? null);
      const cells = row.locator("td");
      expect(await cells.count()).toBe(picked.length);
      const best = Math.max(...scores.filter((s): s is number => s !== null));
      for (const [i, s] of scores.entries()) {
        expect(await cells.nth(i).textContent()).toContain(s === null ? "—" : s.toFixed(1));
        expect(await cells.nth(i).getAttribute("data-winner")).toBe(s === best ? "true" : null);
      }
    }
    await table.locator('tr[data-factor="Overall score"]').waitFor();

    await dialog.getByLabel("Show attention heatmap").check();
    await dialog.getByTestId("heatmap-legend").waitFor();
    expect(await dialog.getByTestId("heatmap-overlay").count()).toBe(picked.length);
    await screenshot(page, "compare-factors", { fullPage: false });
    await expectA11y(page);
  }, 180_000);

  test("Pro analytics: colour families and improvement areas by rule; no horizontal scroll at 390 px", async () => {
    const user = await env.t.createUser({ tier: "pro" });
    for (const f of ["ad-001.png", "ad-003.jpg", "ad-005.png", "ad-007.png"]) await seedAnalysis(env.t, user.token, f);
    const page = await env.page({ width: 390 });
    await signIn(page, user);
    await noHorizontalScroll(page);
    await page.getByRole("tab", { name: "Analytics" }).click();
    const analytics = page.getByRole("tabpanel");
    const panel = (title: string) => analytics.locator(`[data-panel="${title}"]`);
    const colours = panel("Top Colors");
    await colours.locator("li").first().waitFor();
    const families = COLOUR_FAMILIES.map((f) => f.family as string);
    const colourLabels = await colours.locator("li span.truncate").allInnerTexts();
    expect(colourLabels.length).toBeGreaterThan(0);
    for (const label of colourLabels) expect(families).toContain(label);
    expect(await colours.textContent()).not.toContain("#");

    const areas = panel("Common Improvement Areas");
    await areas.locator("li").first().waitFor();
    const known = [...ADVICE_RULES.map((r) => r.area), OTHER_RULE.area];
    const areaLabels = await areas.locator("li span.truncate").allInnerTexts();
    expect(areaLabels.length).toBeGreaterThan(0);
    for (const label of areaLabels) expect(known).toContain(label);
    await noHorizontalScroll(page);
    await screenshot(page, "pro-analytics-390");
    await page.getByRole("tab", { name: "Analyze & Manage" }).click();
    await page.getByTestId("gallery-card").first().waitFor();
    await noHorizontalScroll(page);
    await page.goto(`${env.url}/api-docs`);
    await page.getByRole("heading", { name: "API Documentation" }).waitFor();
    await noHorizontalScroll(page);
  }, 180_000);

  test("the free dashboard's first phone screen is for uploading, not upselling", async () => {
    const { page } = await env.signedIn("free", { width: 390 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("upload-dropzone").waitFor();
    const drop = await page.getByTestId("upload-dropzone").boundingBox();
    expect(drop && drop.y + 40).toBeLessThan(844);
    const offers = await boxes(page.locator('a[href="/settings?tab=billing"]'));
    // The header's one "Upgrade to Pro"; the banner, teasers and plan cards come after the gallery.
    expect(offers.filter((b) => b.y < 844)).toHaveLength(1);
    await noHorizontalScroll(page);
    await screenshot(page, "free-dashboard-phone", { fullPage: false });
  }, 120_000);

  test("cards carry a quiet delete control; toasts never land on a dialog's buttons", async () => {
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      const { page, user } = await env.signedIn("pro", { width: viewport.width });
      await page.setViewportSize(viewport);
      await seedAnalysis(env.t, user.token, "ad-001.png");
      await page.reload();
      await page.getByRole("tab", { name: "Analyze & Manage" }).click();
      const card = page.getByTestId("gallery-card").first();
      const remove = card.getByRole("button", { name: "Delete ad-001.png" });
      await remove.waitFor({ state: "attached" });
      const colour = await remove.evaluate((el) => getComputedStyle(el).backgroundColor);
      const destructive = await page.evaluate(() => {
        const probe = document.createElement("div");
        probe.className = "bg-destructive";
        document.body.append(probe);
        const value = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return value;
      });
      expect(colour).not.toBe(destructive);
      if (viewport.width > 400) {
        // Out of the way until the pointer or the keyboard reaches the card.
        expect(await remove.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
        await card.hover();
        await page.waitForFunction(
          (el) => getComputedStyle(el as Element).opacity === "1",
          await remove.elementHandle(),
        );
      }

      await card.getByRole("button", { name: /Open analysis/ }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Download JSON" }).click();
      const toast = page.locator("[data-sonner-toast]", { hasText: "JSON downloaded" });
      await toast.waitFor();
      await page.waitForTimeout(500); // the toast's slide-in
      const toastBox = await toast.boundingBox();
      expect(toastBox).not.toBeNull();
      for (const button of await boxes(dialog.getByRole("button"))) {
        expect(overlaps(button, toastBox as NonNullable<typeof toastBox>)).toBe(false);
      }
      for (const button of await boxes(dialog.getByRole("checkbox"))) {
        expect(overlaps(button, toastBox as NonNullable<typeof toastBox>)).toBe(false);
      }
      await page.close();
    }
  }, 180_000);

  test("a brand-new account is welcomed, not welcomed back; scores get one band everywhere", async () => {
    const { page, user } = await env.signedIn("pro");
    await page.getByText(`Welcome to AdLens, ${user.email}`).waitFor();

    const returning = await env.t.createUser({ tier: "pro" });
    await env.t.deps.db
      .updateTable("users")
      .set({ created_at: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where("id", "=", returning.id)
      .execute();
    await seedAnalysis(env.t, returning.token, "ad-001.png");
    await seedAnalysis(env.t, returning.token, "ad-009.jpg");
    const other = await env.page();
    await signIn(other, returning);
    await other.getByText(`Welcome back, ${returning.email}`).waitFor();

    const list = (await (await env.t.request("/v1/analyses", { token: returning.token })).json()) as {
      data: { filename: string; effectiveness_score: number }[];
    };
    await other.getByRole("tab", { name: "Analyze & Manage" }).click();
    for (const a of list.data) {
      const badge = other.getByTestId("gallery-card").filter({ hasText: a.filename }).locator("[data-band]");
      expect(await badge.getAttribute("data-band")).toBe(scoreBand(a.effectiveness_score));
    }
  }, 120_000);
});
