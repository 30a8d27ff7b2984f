import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { hasChromium, registerDashboardEnv, seedAnalysis } from "./env.ts";

const env = registerDashboardEnv();

/** The target for the dashboards and the analysis detail (Lighthouse counts 0.1 as good). */
const MAX_CLS = 0.05;

/** Starts recording every layout shift on the page's next loads, with what moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; input: boolean; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        shifts.push({
          value: entry.value,
          input: entry.hadRecentInput,
          moved: entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?"),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts since `from` (an index into the record), once the page has settled. */
async function shiftsSince(page: Page, from = 0, countInput = false) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(800);
  const all = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; input: boolean; moved: string[] }[] }).__shifts,
  );
  const counted = all.slice(from).filter((s) => countInput || !s.input);
  return { cls: counted.reduce((sum, s) => sum + s.value, 0), moved: counted.flatMap((s) => s.moved) };
}

describe.skipIf(!hasChromium)("no layout shift", () => {
  for (const width of [1280, 412]) {
    test(`${width} px: the Free and Pro dashboards paint where they stay`, async () => {
      for (const tier of ["free", "pro"] as const) {
        const { page, user } = await env.signedIn(tier, { width });
        for (const f of ["ad-005.png", "ad-007.png", "ad-001.png"]) await seedAnalysis(env.t, user.token, f);
        await recordShifts(page);
        await page.reload();
        const { cls, moved } = await shiftsSince(page);
        expect(cls, `${tier} CLS ${cls.toFixed(3)}, moved: ${moved.join(" | ")}`).toBeLessThan(MAX_CLS);
      }
    }, 90_000);
  }

  test("a returning user's first reads start beside the plan check, not after it", async () => {
    const { page } = await env.signedIn("free");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/v1/billing/subscription", async (route) => {
      await held;
      await route.continue();
    });
    const asked = (pathname: string) => page.waitForRequest((r) => new URL(r.url()).pathname === pathname);
    const reads = Promise.all([asked("/v1/me"), asked("/v1/plans")]);
    await page.reload();
    // The plan is still unknown ("Loading dashboard"), yet the account and plans are on their way.
    await page.getByText("Loading dashboard").waitFor();
    await reads;
    release();
    await page.getByText("Your Analyses (0)").waitFor();
  }, 60_000);

  test("412 px: opening an analysis moves nothing once its content is in", async () => {
    const { page, user } = await env.signedIn("pro", { width: 412 });
    await seedAnalysis(env.t, user.token, "ad-001.png");
    await recordShifts(page);
    await page.reload();
    await page.getByRole("tab", { name: "Analyze & Manage" }).click();
    // The full image arrives a moment after the results, as on a phone network.
    await page.route(/\/v1\/analyses\/[^/]+\/image/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page
      .getByRole("button", { name: /Open analysis of/ })
      .first()
      .click();
    await page.getByRole("dialog").getByText("Analysis Results").waitFor();
    const before = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts.length);
    // Counted although they follow a click: the image arriving must not push the results down.
    const { cls, moved } = await shiftsSince(page, before, true);
    expect(cls, `CLS ${cls.toFixed(3)}, moved: ${moved.join(" | ")}`).toBe(0);
  }, 60_000);
});
