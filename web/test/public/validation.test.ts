import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { hasChromium, registerBrowserEnv, toastText } from "./browser.ts";

const env = registerBrowserEnv();

/** The field's error message, linked to it through aria-describedby. */
async function fieldError(page: Page, label: string, exact = false): Promise<string> {
  const field = page.getByLabel(label, { exact });
  await page.waitForFunction((el) => Boolean(el?.getAttribute("aria-describedby")), await field.elementHandle());
  const id = await field.getAttribute("aria-describedby");
  return (await page.locator(`[id="${id}"]`).textContent()) ?? "";
}

describe.skipIf(!hasChromium)("spec 01 §5 validation messages", () => {
  test("login: email and password rules, busy text, network failure", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/login`);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await fieldError(page, "Email")).toBe("Invalid email address");
    expect(await fieldError(page, "Password")).toBe("Password must be at least 6 characters");

    // A request that never gets an answer: the spec's network text, and the busy state meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/v1/auth/login", async (route) => {
      await held;
      await route.abort("connectionrefused");
    });
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password").fill("long-enough");
    await page.getByRole("button", { name: "Sign In" }).click();
    const busy = page.getByRole("button", { name: "Signing in..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByRole("alert").filter({ hasText: "Network error. Please try again." }).waitFor();
  }, 90_000);

  test("signup: email, password and confirmPassword rules and the mismatch message", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/signup`);
    await page.getByLabel("Email").fill("nope");
    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByLabel("Confirm Password").fill("123");
    await page.getByRole("button", { name: "Create Account" }).click();
    expect(await fieldError(page, "Email")).toBe("Invalid email address");
    expect(await fieldError(page, "Password", true)).toBe("Password must be at least 6 characters");
    expect(await fieldError(page, "Confirm Password")).toBe("Password must be at least 6 characters");

    await page.getByLabel("Email").fill("valid@example.com");
    await page.getByLabel("Password", { exact: true }).fill("abcdef1");
    await page.getByLabel("Confirm Password").fill("abcdef2");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Passwords don't match").waitFor();
    expect(await fieldError(page, "Confirm Password")).toBe("Passwords don't match");
  }, 90_000);

  test("forgot password: invalid email", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/forgot-password`);
    await page.getByLabel("Email").fill("still not an email");
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    expect(await fieldError(page, "Email")).toBe("Invalid email address");
  }, 60_000);

  test("reset password: length, character classes, confirmation, mismatch, and the submit-time toasts", async () => {
    const page = await env.page({ consent: false });
    await page.goto(`${env.url}/reset-password?token=whatever`);
    const password = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm New Password");
    const submit = page.getByRole("button", { name: "Update Password" });

    await password.fill("Ab1");
    expect(await fieldError(page, "New Password", true)).toBe("Password must be at least 8 characters");
    await password.fill("alllowercase1");
    await page.getByText("Password must contain at least one uppercase letter").waitFor();
    expect(await fieldError(page, "New Password", true)).toBe(
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    );
    await password.fill("Valid-Pass-1");
    await confirm.fill("x");
    await confirm.fill("");
    expect(await fieldError(page, "Confirm New Password")).toBe("Please confirm your password");
    expect(await submit.isDisabled()).toBe(true);
    await confirm.fill("Valid-Pass-2");
    await page.getByText("Passwords don't match").waitFor();
    expect(await submit.isDisabled()).toBe(true);

    // The handler's own checks (spec 01 §5), reached by submitting the form directly.
    await password.fill("short");
    await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    expect(await toastText(page)).toContain("Please enter a valid password");
    await password.fill("Valid-Pass-1");
    await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.getByText("Passwords do not match").waitFor();

    // A well-formed password with a token the server does not know: the server's message.
    await confirm.fill("Valid-Pass-1");
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.waitForFunction(() => document.querySelectorAll("[data-sonner-toast]").length >= 3);
    expect(await page.getByRole("heading", { name: "Password Updated!" }).count()).toBe(0);
  }, 90_000);
});
