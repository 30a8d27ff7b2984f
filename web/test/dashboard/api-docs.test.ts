import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import path from "node:path";
import { expectA11y, FIXTURES, hasChromium, registerDashboardEnv, screenshot, waitForToast } from "./env.ts";

const env = registerDashboardEnv({ env: { FETCH_ALLOW_HOSTS: "127.0.0.1,localhost" } });
let images: Bun.Server<unknown>;

beforeAll(async () => {
  if (!hasChromium) return;
  // A tiny image host the API may fetch from (the tester posts an image_url).
  images = Bun.serve({
    port: 0,
    fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname === "/ad.png") return new Response(Bun.file(path.join(FIXTURES, "ad-001.png")));
      return new Response("not found", { status: 404 });
    },
  });
});
afterAll(() => {
  images?.stop(true);
});

describe.skipIf(!hasChromium)("API documentation page", () => {
  test("signed out: the layout, the endpoint reference from /openapi.json and the sign-in prompts", async () => {
    const page = await env.page();
    await page.goto(`${env.url}/api-docs`);
    await page.getByRole("heading", { name: "API Documentation" }).waitFor();
    await page.getByText("Pro Plan Required").waitFor();
    expect(await page.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    const nav = page.getByRole("navigation", { name: "API documentation sections" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual([
      "Overview",
      "API Tokens",
      "Webhooks",
      "Authentication",
      "Endpoints",
      "Code Examples",
      "API Tester",
      "Rate Limits",
    ]);
    for (const id of [
      "overview",
      "api-tokens",
      "webhooks",
      "authentication",
      "endpoints",
      "code-examples",
      "api-tester",
      "rate-limits",
    ]) {
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    }
    await page.getByText("Sign in to manage API tokens").waitFor();
    await page.getByText("Sign in to manage webhooks").waitFor();
    await page.getByText("Sign in to test the API").waitFor();
    for (const link of await page.getByRole("link", { name: "Sign In", exact: true }).all()) {
      expect(await link.getAttribute("href")).toBe("/dashboard");
    }

    // Every /v1 operation of the served OpenAPI document is listed.
    const spec = (await (await fetch(`${env.url}/openapi.json`)).json()) as { paths: Record<string, object> };
    const reference = page.getByTestId("endpoint-reference");
    await reference.waitFor();
    const shown = await reference.locator("summary code").allInnerTexts();
    const documented = Object.keys(spec.paths).filter((p) => p.startsWith("/v1/"));
    expect(new Set(shown)).toEqual(new Set(documented));
    await reference.getByText("/v1/analyze", { exact: true }).waitFor();

    for (const tab of ["cURL", "JavaScript", "Python", "CLI"]) await page.getByRole("tab", { name: tab }).waitFor();
    await page.getByRole("tab", { name: "Python" }).click();
    await page.getByRole("button", { name: "Copy Python example" }).click();
    expect(await waitForToast(page, "Copied!")).toContain("Code copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("requests.post(");
    await page.getByText("No per-second or per-minute limits.").waitFor();
    await expectA11y(page);
    await screenshot(page, "api-docs-signed-out");
  }, 90_000);

  test("token create/copy/delete and the API tester against the live API", async () => {
    const { page } = await env.signedIn("pro");
    await page.goto(`${env.url}/api-docs#api-tokens`);
    const create = page.getByRole("button", { name: "Create Token" });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel("Token name").fill("   ");
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel("Token name").fill("CI pipeline");
    await create.click();
    expect(await waitForToast(page, "API token created")).toContain(
      "Your new API token has been generated successfully.",
    );
    const secret = (await page.getByTestId("new-token").textContent()) ?? "";
    expect(secret).toMatch(/^adlens_[0-9a-f]{64}$/);
    await page.getByText("you won't be able to see it again").waitFor();
    const prefix = page.getByTestId("token-prefix");
    await prefix.first().waitFor();
    expect(await prefix.first().textContent()).toBe(`${secret.slice(0, 12)}••••••••`);
    expect(await page.locator("body").innerText()).toContain("We store only a hash of each token");
    await expectA11y(page);
    await screenshot(page, "api-docs-token-created");

    // Copying closes the show-once box.
    await page.getByRole("button", { name: "Copy token" }).click();
    await waitForToast(page, "Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.getByTestId("new-token").waitFor({ state: "detached" });

    // The tester sends the new token to POST /v1/analyze.
    await page.getByTestId("tester-credential").filter({ hasText: "CI pipeline" }).waitFor();
    const run = page.getByRole("button", { name: "Test API" });
    expect(await run.isDisabled()).toBe(true);
    await page.getByLabel("Image URL").fill(`http://127.0.0.1:${images.port}/ad.png`);
    const [request] = await Promise.all([page.waitForRequest("**/v1/analyze"), run.click()]);
    expect(request.headers().authorization).toBe(`Bearer ${secret}`);
    await page.getByRole("button", { name: "Testing..." }).waitFor();
    expect(await waitForToast(page, "API test successful!")).toContain("Your image has been analyzed successfully.");
    await page.getByText("Success", { exact: true }).waitFor();
    expect(await page.getByTestId("tester-status").textContent()).toBe("200");
    const body = JSON.parse((await page.getByTestId("tester-response").textContent()) ?? "{}");
    expect(body.success).toBe(true);
    expect(typeof body.analysis.effectiveness_score).toBe("number");
    expect(body.usage.monthly_limit).toBe(1500);
    await expectA11y(page);
    await screenshot(page, "api-docs-tester-success");

    // An image that is not there: the API's error and status.
    await page.getByLabel("Image URL").fill(`http://127.0.0.1:${images.port}/missing.png`);
    await run.click();
    await waitForToast(page, "API test failed");
    await page.getByText("Error", { exact: true }).waitFor();
    expect(Number(await page.getByTestId("tester-status").textContent())).toBeGreaterThanOrEqual(400);

    // Delete with the confirm dialog.
    await page.getByRole("button", { name: "Delete token CI pipeline" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Delete API Token" }).waitFor();
    await dialog.getByText("cannot be undone").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).waitFor();
    await dialog.getByRole("button", { name: "Delete Token" }).click();
    expect(await waitForToast(page, "Token deleted")).toContain("API token has been deactivated successfully.");
    await page.getByText("No API tokens yet.").waitFor();
    const revoked = await fetch(`${env.url}/v1/analyze`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ image_url: `http://127.0.0.1:${images.port}/ad.png` }),
    });
    expect(revoked.status).toBe(401);
  }, 120_000);

  test("free users are offered the upgrade instead of tokens", async () => {
    const { page } = await env.signedIn("free");
    await page.goto(`${env.url}/api-docs`);
    await page.getByText("API tokens are part of the Pro plan.").waitFor();
    await page.getByText("Webhooks are part of the Pro plan.").waitFor();
    for (const section of ["api-tokens", "webhooks"]) {
      const upgrade = page.locator(`section#${section}`).getByRole("link", { name: "Upgrade to Pro" });
      expect(await upgrade.getAttribute("href")).toBe("/settings?tab=billing");
    }
  }, 60_000);
});
