import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { scoreBand } from "../../src/lib/score.ts";
import { hasChromium, registerBrowserEnv, screenshot } from "./browser.ts";

const env = registerBrowserEnv();

/** Collects CSP violations the page reports from now on (zod's eval probe was one). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []);
}

/** The page's cumulative layout shift so far, as the browser measured it. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

describe.skipIf(!hasChromium)("public surfaces", () => {
  test("forms on /login, /signup and /contact validate without breaking the CSP", async () => {
    const page = await env.page({ consent: false });
    const violations = await watchCsp(page);
    for (const [route, button] of [
      ["/login", "Sign In"],
      ["/signup", "Create Account"],
      ["/contact", "Send Message"],
    ] as const) {
      await page.goto(`${env.url}${route}`);
      await page.getByRole("button", { name: button }).click();
      await page
        .getByText(/required|Invalid email/)
        .first()
        .waitFor();
      expect({ route, violations: await violations() }).toEqual({ route, violations: [] });
    }
  }, 90_000);

  test("/ paints the page at once: no layout shift while the auth state loads", async () => {
    for (const width of [390, 1280]) {
      const page = await env.page({ consent: false, width, height: 844 });
      await page.goto(`${env.url}/`);
      await page.getByRole("heading", { name: "AI-Powered Ad Analysis" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await layoutShift(page)).toBeLessThan(0.1);
    }
  }, 60_000);

  test("/dev/mailbox is a page a person can read and follow a link from", async () => {
    const email = `mailbox-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signup = await fetch(`${env.url}/v1/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.201.0.1" },
      body: JSON.stringify({ email, password: "Correct-Horse-42" }),
    });
    expect(signup.status).toBeLessThan(300);
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole("heading", { name: `Dev mailbox: ${email}` }).waitFor();
    await page.getByRole("heading", { name: "Confirm your AdLens account" }).waitFor();
    await screenshot(page, "dev-mailbox");
    // The link names the instance's configured APP_URL; followed on this test server's origin.
    const href = await page.getByRole("link", { name: /confirm_token=/ }).getAttribute("href");
    const link = new URL(href ?? "");
    await page.goto(`${env.url}${link.pathname}${link.search}`);
    await page.waitForURL((u) => u.pathname.startsWith("/dashboard"));
  }, 60_000);

  test("/docs works offline: nothing is fetched from elsewhere, no hosted-product buttons", async () => {
    const page = await env.page({ consent: false });
    const elsewhere: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(env.url) && !r.url().startsWith("data:")) elsewhere.push(r.url());
    });
    await page.goto(`${env.url}/docs`);
    await page.getByText("AdLens API").first().waitFor();
    // The reference never reaches Playwright's network-idle state; once the operations are drawn,
    // everything it fetches at start has been asked for.
    await page.getByText("Create an account and email a confirmation link").first().waitFor();
    expect(elsewhere).toEqual([]);
    for (const name of ["Ask AI", "Generate MCP", "Deploy", "Developer Tools"]) {
      expect({ name, count: await page.getByRole("button", { name, exact: true }).count() }).toEqual({
        name,
        count: 0,
      });
    }
  }, 60_000);

  test("/api-docs fits a 390 px phone and shows how to install the SDK from this instance", async () => {
    const page = await env.page({ consent: false, width: 390, height: 844 });
    await page.goto(`${env.url}/api-docs`);
    await page.getByRole("heading", { name: "API Documentation" }).waitFor();
    await page.getByText(`npm install ${env.url}/sdk/adlens-sdk.tgz`).first().waitFor();
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    await screenshot(page, "api-docs-390", { fullPage: false });
  }, 60_000);

  test("the demo names a score with the same band the dashboards colour it with", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/demo`);
    await page
      .getByRole("button", { name: /^Analyze sample:/ })
      .first()
      .click();
    const score = Number.parseFloat((await page.getByTestId("demo-score").textContent({ timeout: 60_000 })) ?? "");
    expect(await page.locator("[data-band]").first().getAttribute("data-band")).toBe(scoreBand(score));
  }, 90_000);
});
