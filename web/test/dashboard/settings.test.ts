import { describe, expect, test } from "bun:test";
import { expectA11y, hasChromium, registerDashboardEnv, screenshot, waitForToast } from "./env.ts";

const env = registerDashboardEnv();

async function login(email: string, password: string): Promise<number> {
  const res = await env.t.request("/v1/auth/login", { json: { email, password } });
  return res.status;
}

describe.skipIf(!hasChromium)("settings", () => {
  test("account tab, ?tab= selection, change password with validation", async () => {
    const { page, user } = await env.signedIn("free");
    await page.goto(`${env.url}/settings`);
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    expect(await page.getByRole("tab", { name: "Account" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByLabel("E-mail").inputValue()).toBe(user.email);
    expect(await page.getByLabel("E-mail").getAttribute("readonly")).not.toBeNull();
    await page.getByTestId("current-plan").filter({ hasText: "Free" }).waitFor();
    await page.getByTestId("account-usage").filter({ hasText: "0 / 10 analyses" }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    await expectA11y(page);
    await screenshot(page, "settings-account");

    await page.goto(`${env.url}/settings?tab=security`);
    expect(await page.getByRole("tab", { name: "Security" }).getAttribute("aria-selected")).toBe("true");
    const submit = page.getByRole("button", { name: "Update Password" });
    await submit.click();
    await page.getByText("Current password is required").waitFor();
    expect(await page.getByText("Password must be at least 6 characters").count()).toBe(2);
    await page.getByLabel("Current password").fill("wrong-password");
    await page.getByLabel("New password", { exact: true }).fill("Brand-New-Pass-77");
    await page.getByLabel("Confirm new password").fill("Brand-New-Pass-78");
    await submit.click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel("Confirm new password").fill("Brand-New-Pass-77");
    await submit.click();
    expect(await waitForToast(page, "Password update failed")).toMatch(/password/i);
    await page.getByLabel("Current password").fill(user.password);
    await submit.click();
    expect(await waitForToast(page, "Password updated")).toContain("Your password has been successfully changed.");
    expect(await page.getByLabel("Current password").inputValue()).toBe("");
    expect(await login(user.email, "Brand-New-Pass-77")).toBe(200);
    expect(await login(user.email, user.password)).toBe(400);
    await expectA11y(page);
    await screenshot(page, "settings-security");
  }, 120_000);

  test("billing: Current/Upgrade/Downgrade by rank, dev checkout and the success, canceled and portal returns", async () => {
    const { page } = await env.signedIn("free");
    await page.goto(`${env.url}/settings?tab=billing`);
    expect(await page.getByRole("tab", { name: "Billing" }).getAttribute("aria-selected")).toBe("true");
    const action = (tier: string) => page.getByTestId(`plan-${tier}`).getByRole("button");
    await action("free").filter({ hasText: "Current" }).waitFor();
    expect(await action("free").isDisabled()).toBe(true);
    for (const tier of ["basic", "pro", "enterprise"]) expect(await action(tier).innerText()).toBe("Upgrade");
    await expectA11y(page);
    await screenshot(page, "settings-billing-free");

    await page.goto(`${env.url}/settings?tab=billing&canceled=true`);
    expect(await waitForToast(page, "Payment canceled")).toContain("Your subscription was not processed.");

    // The toast shows while the checkout is created; slow that call so the page is still here to see it.
    await page.route("**/v1/billing/checkout", async (route) => {
      await Bun.sleep(800);
      await route.continue();
    });
    await action("basic").click();
    expect(await waitForToast(page, "Redirecting to checkout...")).toContain("Processing Basic subscription...");
    await page.waitForURL((u) => u.pathname.startsWith("/dev/billing"));
    await page.getByRole("button", { name: /Subscribe to Basic/ }).click();
    await page.waitForURL((u) => u.searchParams.get("success") === "true");
    expect(await waitForToast(page, "Subscription successful!")).toContain(
      "Your subscription has been activated. Refreshing your account details...",
    );
    // After 3 s the plan is re-read and the URL loses its success flag.
    await page.waitForURL(`${env.url}/settings?tab=billing`, { timeout: 10_000 });
    await page.getByTestId("billing-current-plan").filter({ hasText: "Basic" }).waitFor();
    expect(await action("free").innerText()).toBe("Downgrade");
    expect(await action("basic").innerText()).toBe("Current");
    expect(await action("pro").innerText()).toBe("Upgrade");

    await page.goto(`${env.url}/settings?portal=return`);
    expect(await waitForToast(page, "Subscription updated!")).toContain("Refreshing your subscription status...");

    // Development billing reaches Enterprise too (Stripe instances send it to the sales form).
    await action("enterprise").click();
    await page.waitForURL(/\/dev\/billing\/checkout\?session=/);
    await page.getByRole("heading", { name: "Subscribe to Enterprise" }).waitFor();

    await page.goto(`${env.url}/dashboard`);
    await page.waitForURL(`${env.url}/dashboard/basic`);
  }, 120_000);

  test("delete account: confirmation dialog, signed out, sent to / with the toast", async () => {
    const { page, user } = await env.signedIn("pro");
    await page.goto(`${env.url}/settings?tab=security`);
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("This action cannot be undone.").waitFor();
    await screenshot(page, "settings-delete-dialog", { fullPage: false });
    await expectA11y(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Delete Account" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete my account" }).click();
    await page.waitForURL(`${env.url}/`);
    expect(await waitForToast(page, "Account deleted")).toContain(
      "Your account and all data have been permanently deleted.",
    );
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    expect(await login(user.email, user.password)).toBe(400);
    await page.goto(`${env.url}/dashboard`);
    await page.waitForURL(`${env.url}/login`);
  }, 120_000);
});
