import { describe, expect, test } from "bun:test";
import type { Locator } from "playwright-core";
import { hasChromium, registerDashboardEnv } from "./env.ts";

const env = registerDashboardEnv();

/** Names of the buttons inside `container` that something else covers at their centre. */
async function coveredButtons(container: Locator): Promise<string[]> {
  return await container.evaluate((root) =>
    [...root.querySelectorAll("button")]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !hit || !b.contains(hit);
      })
      .map((b) => b.textContent ?? ""),
  );
}

describe.skipIf(!hasChromium)("copy that reads as a product", () => {
  test("the API page speaks of bearer tokens, not OAuth, and carries no spec notes", async () => {
    const page = await env.page();
    await page.goto(`${env.url}/api-docs`);
    await page.getByRole("heading", { name: "Authentication" }).waitFor();
    const reference = page.getByTestId("endpoint-reference");
    await reference.getByText("/v1/analyze", { exact: true }).waitFor();
    // textContent, not innerText: the descriptions the reference folds away count too.
    const text = (await page.locator("body").textContent()) ?? "";
    expect(text).toContain("Bearer tokens");
    expect(text).not.toMatch(/OAuth|spec 0\d|§/);
  }, 60_000);

  test("an empty team shows no 0.0/10 average over 0 analyses", async () => {
    const { page } = await env.signedIn("enterprise");
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    const card = page.getByText("Avg. Effectiveness", { exact: true }).locator("..").locator("..");
    await card.getByText("No analyses yet").waitFor();
    expect(await page.locator("main").textContent()).not.toMatch(/0\.0\/10|over 0 analyses/);
  }, 60_000);

  for (const width of [1280, 390]) {
    test(`at ${width} px the sign-in toast leaves the cookie banner's buttons free`, async () => {
      const user = await env.t.createUser();
      const context = await env.browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      try {
        await page.goto(`${env.url}/login`);
        const banner = page.getByRole("region", { name: "We value your privacy" });
        await banner.waitFor();
        await page.getByLabel("Email").fill(user.email);
        await page.getByLabel("Password").fill(user.password);
        await page.getByRole("button", { name: "Sign In" }).click();
        await page.locator("[data-sonner-toast]", { hasText: "Welcome back!" }).waitFor();
        // Let the toast finish sliding in before hit-testing.
        await page.waitForTimeout(600);
        expect(await coveredButtons(banner)).toEqual([]);
        await banner.getByRole("button").first().click();
        await banner.waitFor({ state: "detached" });
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});
