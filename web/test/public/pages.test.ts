import { describe, expect, test } from "bun:test";
import path from "node:path";
import type { Page } from "playwright-core";
import { landingJsGzipBytes } from "../../bundle-size.ts";
import { hasChromium, registerBrowserEnv, screenshot, TEST_DIST, toastText } from "./browser.ts";

const AXE = path.resolve(import.meta.dir, "../../../node_modules/axe-core/axe.min.js");

const PUBLIC_PAGES: { route: string; name: string; heading: string }[] = [
  { route: "/", name: "landing", heading: "AI-Powered Ad Analysis" },
  { route: "/login", name: "login", heading: "Welcome back" },
  { route: "/signup", name: "signup", heading: "Join AdLens" },
  { route: "/forgot-password", name: "forgot-password", heading: "Reset Password" },
  { route: "/reset-password?token=example", name: "reset-password", heading: "Set a new password" },
  { route: "/contact", name: "contact", heading: "Contact Our Sales Team" },
  { route: "/demo", name: "demo", heading: "See Our AI in Action" },
  { route: "/privacy", name: "privacy", heading: "Privacy Policy" },
  { route: "/terms", name: "terms", heading: "Terms of Service" },
  { route: "/cookies", name: "cookies", heading: "Cookie Policy" },
  { route: "/sales-deck", name: "sales-deck", heading: "Turn every creative into a measurable advantage" },
  { route: "/benchmark", name: "benchmark", heading: "Benchmark" },
  { route: "/no-such-page", name: "not-found", heading: "404 Page Not Found" },
];

// An operator-chosen sales address, so the Enterprise mail link is seen to follow SALES_EMAIL.
const env = registerBrowserEnv({ app: { env: { SALES_EMAIL: "deals@agency.example" } } });

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the app's CSP (rightly) refuses injected script tags.
  await page.evaluate(await Bun.file(AXE).text());
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.targets.join(", ")}`);
}

async function settle(page: Page, heading: string) {
  await page.getByRole("heading", { name: heading, exact: true }).first().waitFor();
  await page.waitForLoadState("networkidle");
}

describe.skipIf(!hasChromium)("public pages", () => {
  test("every public page renders its heading, passes axe (light and dark) and is screenshotted", async () => {
    const failures: string[] = [];
    for (const scheme of ["light", "dark"] as const) {
      const page = await env.page({ colorScheme: scheme });
      for (const p of PUBLIC_PAGES) {
        await page.goto(`${env.url}${p.route}`);
        await settle(page, p.heading);
        for (const v of await seriousViolations(page)) failures.push(`${scheme} ${p.route} ${v}`);
        await screenshot(page, `${p.name}-${scheme}`);
      }
    }
    const mobile = await env.page({ width: 390, height: 844, consent: false });
    for (const p of PUBLIC_PAGES) {
      await mobile.goto(`${env.url}${p.route}`);
      await settle(mobile, p.heading);
      for (const v of await seriousViolations(mobile)) failures.push(`mobile ${p.route} ${v}`);
      await screenshot(mobile, `${p.name}-mobile`);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  test("landing: pricing from GET /v1/plans, Enterprise mails sales, signed-out header, and a small bundle", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/`);
    const pricing = page.locator("#pricing");
    await pricing.getByRole("heading", { name: "Pro" }).waitFor();
    for (const price of ["$0", "$99", "$199", "$2,999"]) expect(await pricing.textContent()).toContain(price);
    expect(await pricing.textContent()).toContain("Most Popular");
    const contactSales = pricing.getByRole("link", { name: "Contact Sales" });
    expect(await contactSales.getAttribute("href")).toBe(
      "mailto:deals@agency.example?subject=Enterprise%20Plan%20Inquiry",
    );
    for (const link of await pricing.getByRole("link").all()) {
      const href = await link.getAttribute("href");
      if (href?.startsWith("mailto:") || href?.startsWith("#") || href?.startsWith("/contact")) continue;
      expect(href).toBe("/signup");
    }
    expect(await page.getByRole("link", { name: "Contact our sales team" }).getAttribute("href")).toBe("#contact");
    expect(await page.getByRole("link", { name: "Start Free Analysis" }).getAttribute("href")).toBe("/signup");
    expect(await page.getByRole("link", { name: "Watch Demo" }).getAttribute("href")).toBe("/demo");
    await page.getByRole("link", { name: "Get Started" }).waitFor();
    expect(await page.locator("footer").textContent()).toContain(`© ${new Date().getFullYear()} AdLens`);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${env.url}/#pricing`);

    expect(await landingJsGzipBytes(TEST_DIST)).toBeLessThanOrEqual(200 * 1024);
  }, 60_000);

  test("the mobile menu toggles the same links", async () => {
    const page = await env.page({ width: 390, height: 844, consent: false });
    await page.goto(`${env.url}/privacy`);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Features", "Pricing", "Demo", "Contact"])
      await mobileNav.getByRole("link", { name }).waitFor();
    await page.getByRole("link", { name: "Get Started" }).waitFor();
    await page.getByRole("button", { name: "Close menu" }).click();
    expect(await mobileNav.count()).toBe(0);
  }, 60_000);

  test("404: path, buttons, and a page_not_found event only with analytics consent", async () => {
    const page = await env.page({ consent: true });
    await page.goto(`${env.url}/missing/with-consent`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.textContent("main")).toContain("/missing/with-consent");
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Contact Support" }).getAttribute("href")).toBe("/contact");
    const db = env.t.deps.db;
    let rows: { name: string }[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = await db
        .selectFrom("analytics_events")
        .select("name")
        .where("path", "=", "/missing/with-consent")
        .where("name", "=", "page_not_found")
        .execute();
      if (rows.length === 0) await Bun.sleep(100);
    }
    expect(rows).toHaveLength(1);

    const declined = await env.page({ consent: false });
    await declined.goto(`${env.url}/missing/without-consent`);
    await declined.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await declined.waitForLoadState("networkidle");
    const none = await db
      .selectFrom("analytics_events")
      .select("id")
      .where("path", "=", "/missing/without-consent")
      .execute();
    expect(none).toHaveLength(0);
  }, 60_000);

  test("the cookie banner stores the visitor's choice and can be reopened", async () => {
    const page = await env.page();
    await page.goto(`${env.url}/terms`);
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Customize" }).click();
    await banner.getByLabel(/Analytics/).check();
    await banner.getByRole("button", { name: "Save choices" }).click();
    expect(await banner.count()).toBe(0);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("adlens.consent"))) ?? "{}");
    expect(stored).toMatchObject({ analytics: true, preferences: false, marketing: false });
    await page.reload();
    await page.getByRole("heading", { name: "Terms of Service" }).waitFor();
    expect(await banner.count()).toBe(0);
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await banner.waitFor();
  }, 60_000);

  test("contact: ?inquiry preselects, success shows the box and clears the form, failure keeps it", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/contact?inquiry=sales`);
    expect(await page.getByLabel("Inquiry Type").inputValue()).toBe("sales");
    await page.goto(`${env.url}/contact?inquiry=demo`);
    expect(await page.getByLabel("Inquiry Type").inputValue()).toBe("demo");
    await page.getByRole("heading", { name: "What happens next?" }).waitFor();
    expect(await page.locator("aside li").count()).toBe(4);

    await page.getByLabel("Name *").fill("Dana Buyer");
    await page.getByLabel("Email *").fill("dana@example.com");
    await page.getByLabel("Company").fill("Acme Media");
    await page.getByLabel("Phone").fill("+1 555 0100");
    await page.getByLabel("Message *").fill("We run 2,000 ads a month and want a demo.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("heading", { name: "Message Received!" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.textContent("main")).toContain("within 24 hours");
    expect(await page.getByLabel("Name *").inputValue()).toBe("");
    const saved = await env.t.deps.db
      .selectFrom("contact_submissions")
      .selectAll()
      .where("email", "=", "dana@example.com")
      .execute();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: "Dana Buyer", company: "Acme Media", inquiry_type: "demo" });

    // The API goes away: the toast explains, and nothing typed is lost.
    const offline = await env.page({ consent: false });
    await offline.route("**/v1/contact", (route) => route.abort("connectionrefused"));
    await offline.goto(`${env.url}/contact`);
    await offline.getByLabel("Name *").fill("Sam Keep");
    await offline.getByLabel("Email *").fill("sam@example.com");
    await offline.getByLabel("Message *").fill("Please keep this text.");
    await offline.getByRole("button", { name: "Send Message" }).click();
    const toast = await toastText(offline);
    expect(toast).toContain("Failed to send message");
    expect(toast).toContain("Please try again later or contact us directly.");
    expect(await seriousViolations(offline)).toEqual([]);
    expect(await offline.getByLabel("Message *").inputValue()).toBe("Please keep this text.");
    expect(await offline.getByLabel("Name *").inputValue()).toBe("Sam Keep");
    expect(await offline.getByRole("heading", { name: "Message Received!" }).count()).toBe(0);

    // Required fields are checked before anything is sent.
    await offline.getByLabel("Name *").fill("");
    await offline.getByRole("button", { name: "Send Message" }).click();
    await offline.getByText("Name is required").waitFor();
    await offline.getByLabel("Phone").fill("call me maybe");
    await offline.getByRole("button", { name: "Send Message" }).click();
    await offline.getByText("Please enter a valid phone number").waitFor();
  }, 60_000);

  test("a render failure shows the global error screen, and 'Reload Page' recovers", async () => {
    const page = await env.page({ consent: false });
    // A lazy page chunk that cannot load makes React throw during render, as a real outage would.
    const chunk = /\/assets\/LoginPage-[^/]+\.js$/;
    await page.route(chunk, (route) => route.abort("connectionrefused"));
    await page.goto(`${env.url}/login`);
    await page.getByRole("heading", { name: "Something went wrong" }).waitFor();
    const message = (await page.getByRole("alert").textContent()) ?? "";
    expect(message.length).toBeGreaterThan("Something went wrongReload Page".length);
    await page.unroute(chunk);
    await page.getByRole("button", { name: "Reload Page" }).click();
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
  }, 60_000);

  test("legal pages show today's date as 'Last updated'", async () => {
    const page = await env.page({ consent: false });
    const today = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
    for (const route of ["/privacy", "/terms", "/cookies"]) {
      await page.goto(`${env.url}${route}`);
      await page.getByText(`Last updated: ${today}`).waitFor();
    }
    expect(await page.textContent("main")).toContain("30 days to 2 years");
  }, 60_000);
});
