import { describe, expect, test } from "bun:test";
import { hasChromium, registerDashboardEnv, screenshot, waitForToast } from "../dashboard/env.ts";

const env = registerDashboardEnv();

describe.skipIf(!hasChromium)("development billing in the browser", () => {
  test("free → Upgrade to Pro → dev checkout → the Pro dashboard", async () => {
    const { page, user } = await env.signedIn("free");
    expect(page.url()).toBe(`${env.url}/dashboard`);

    await page.goto(`${env.url}/settings?tab=billing`);
    await page
      .getByText(
        "Development billing: no payment is taken. Upgrades apply at once; a downgrade starts when the paid period ends.",
      )
      .waitFor();
    await page.getByRole("button", { name: "Upgrade to Pro" }).click();

    await page.waitForURL((u) => u.pathname === "/dev/billing/checkout");
    await page.getByText("Development billing — no payment taken").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Subscribe to Pro");
    await page.getByText(user.email).waitFor();
    await screenshot(page, "dev-billing-checkout");
    await page.getByRole("button", { name: "Subscribe to Pro (no payment)" }).click();

    await page.waitForURL((u) => u.pathname === "/settings" && u.searchParams.get("success") === "true");
    expect(await waitForToast(page, "Subscription successful!")).toContain(
      "Your subscription has been activated. Refreshing your account details...",
    );
    // After the spec's 3 s the page re-reads the plan and resets the URL.
    await page.waitForURL((u) => u.pathname === "/settings" && u.search === "?tab=billing", { timeout: 15_000 });
    await page.getByTestId("billing-current-plan").filter({ hasText: "Pro" }).waitFor();
    await page.getByText(/^Renews on /).waitFor();

    await page.goto(`${env.url}/dashboard`);
    await page.waitForURL((u) => u.pathname === "/dashboard/pro");
    await page.getByRole("heading", { name: "Pro Dashboard" }).waitFor();
    expect(await page.getByRole("link", { name: "API Docs" }).getAttribute("href")).toBe("/api-docs");
    await screenshot(page, "dev-billing-pro-dashboard");

    const res = await env.t.request("/v1/billing/subscription", { token: user.token });
    expect(await res.json()).toMatchObject({ subscribed: true, subscription_tier: "pro", billing_mode: "dev" });

    // A downgrade is scheduled for the end of the paid period, and the page says so.
    await page.goto(`${env.url}/settings?tab=billing`);
    await page.getByRole("button", { name: "Downgrade to Basic" }).click();
    await page.waitForURL((u) => u.pathname === "/dev/billing/checkout");
    await page.getByRole("button", { name: "Subscribe to Basic (no payment)" }).click();
    await page.waitForURL((u) => u.pathname === "/settings" && u.search === "?tab=billing", { timeout: 20_000 });
    await page.getByText(/^Changes to Basic on .+; you keep Pro until then\.$/).waitFor();
    await page.getByTestId("billing-current-plan").filter({ hasText: "Pro" }).waitFor();
    await screenshot(page, "dev-billing-scheduled-downgrade");
    const after = await env.t.request("/v1/billing/subscription", { token: user.token });
    expect(await after.json()).toMatchObject({ subscription_tier: "pro", pending_tier: "basic" });
  }, 180_000);
});
