import { describe, expect, test } from "bun:test";
import { hasChromium, registerDashboardEnv, seedAnalysis } from "./env.ts";

const env = registerDashboardEnv();

describe.skipIf(!hasChromium)("routes: status, sitemap and titles", () => {
  test("an unknown path answers 404 and the app still shows its page; a known one 200", async () => {
    const page = await env.page();
    for (const unknown of ["/pricing", "/dashboard/free", "/shared"]) {
      const res = await page.goto(`${env.url}${unknown}`);
      expect(`${unknown} ${res?.status()}`).toBe(`${unknown} 404`);
      await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
      expect(await page.title()).toBe("Page not found · AdLens");
    }
    for (const known of ["/", "/privacy", "/login", "/shared/some-token", "/dashboard/pro"]) {
      const res = await page.goto(`${env.url}${known}`);
      expect(`${known} ${res?.status()}`).toBe(`${known} 200`);
    }
  }, 60_000);

  test("sitemap.xml lists the public pages and none of the signed-in ones", async () => {
    const res = await fetch(`${env.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const p of ["/", "/demo", "/contact", "/api-docs", "/privacy", "/terms", "/cookies"])
      expect(locs).toContain(p);
    for (const p of ["/login", "/dashboard", "/settings", "/shared/:token"]) expect(locs).not.toContain(p);
    for (const p of locs) expect(`${p} ${(await fetch(`${env.url}${p}`)).status}`).toBe(`${p} 200`);
    expect(await (await fetch(`${env.url}/robots.txt`)).text()).toContain(
      `Sitemap: ${env.t.config.publicUrl}/sitemap.xml`,
    );
  });

  test("every page names itself: sign-in, the dashboard, the analysis open, Settings", async () => {
    const { page, user } = await env.signedIn("pro");
    await seedAnalysis(env.t, user.token, "ad-001.png");
    await page.waitForURL(`${env.url}/dashboard/pro`);
    await page.waitForFunction(() => document.title === "Pro Dashboard · AdLens");
    await page.getByRole("tab", { name: "Analyze & Manage" }).click();
    await page
      .getByRole("button", { name: /Open analysis of/ })
      .first()
      .click();
    await page.waitForFunction(() => document.title === "ad-001.png · AdLens");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.title === "Pro Dashboard · AdLens");
    await page.getByRole("banner").getByRole("link", { name: "Settings" }).click();
    await page.waitForFunction(() => document.title === "Settings · AdLens");
    await page.goBack();
    await page.waitForFunction(() => document.title === "Pro Dashboard · AdLens");
    const fresh = await env.page();
    await fresh.goto(`${env.url}/login`);
    await fresh.waitForFunction(() => document.title === "Sign in · AdLens");
  }, 90_000);
});
