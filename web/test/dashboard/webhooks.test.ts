import { afterAll, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { startReceiver } from "../../../api/test/webhooks/receiver.ts";
import { expectA11y, hasChromium, registerDashboardEnv, screenshot, seedAnalysis, waitForToast } from "./env.ts";

// Started before the app, which may post to it: a test receiver on loopback is allowed by name.
const receiver = startReceiver();
const env = registerDashboardEnv({ env: { FETCH_ALLOW_HOSTS: receiver.host } });
afterAll(() => receiver.stop());

/** The receiver's check, with nothing of ours: HMAC-SHA256 of "<t>.<body>" under the secret. */
function signedWith(header: string | null, body: string, secret: string): boolean {
  const [, t, v1] = (header ?? "").match(/^t=(\d+),v1=([0-9a-f]{64})$/) ?? [];
  return Boolean(t) && v1 === createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
}

/** Waits until the endpoint's newest delivery has had an attempt logged, so the page's first load shows it. */
async function attempted(token: string, url: string): Promise<void> {
  const list = (await (await env.t.request("/v1/webhooks", { token })).json()) as {
    data: { id: string; url: string }[];
  };
  const id = list.data.find((w) => w.url === url)?.id;
  for (let i = 0; i < 200; i++) {
    const log = (await (await env.t.request(`/v1/webhooks/${id}/deliveries`, { token })).json()) as {
      data: { attempts: number }[];
    };
    if ((log.data[0]?.attempts ?? 0) > 0) return;
    await Bun.sleep(100);
  }
  throw new Error(`no delivery attempt to ${url}`);
}

describe.skipIf(!hasChromium)("webhooks on the API page", () => {
  test("add an endpoint with its secret shown once, see deliveries, rotate the secret, delete with confirmation", async () => {
    const { page, user } = await env.signedIn("pro");
    await page.goto(`${env.url}/api-docs#webhooks`);
    const section = page.locator("section#webhooks");
    await section.getByRole("heading", { name: "Webhooks" }).waitFor();

    const add = section.getByRole("button", { name: "Add Endpoint" });
    expect(await add.isDisabled()).toBe(true);
    const hookUrl = `${receiver.url}/dashboard-hook`;
    await section.getByLabel("Endpoint URL").fill(hookUrl);
    await section.getByLabel("Analysis failed").uncheck();
    await add.click();
    expect(await waitForToast(page, "Webhook endpoint added")).toContain("Events are sent to it from now on.");
    const secret = (await section.getByTestId("new-webhook-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await section.getByText("you won't be able to see it again").waitFor();
    const endpoints = section.getByRole("list", { name: "Webhook endpoints" });
    const row = endpoints.getByRole("listitem").filter({ hasText: hookUrl });
    await row.getByText(`${secret.slice(0, 12)}••••••••`).waitFor();
    expect(await row.locator("span", { hasText: /^analysis\./ }).allInnerTexts()).toEqual(["analysis.completed"]);
    await row.getByText("batch.completed").waitFor();
    // Registered through the API with what the form said.
    const listed = (await (await env.t.request("/v1/webhooks", { token: user.token })).json()) as {
      data: { url: string; events: string[] }[];
    };
    expect(listed.data).toEqual([
      expect.objectContaining({ url: hookUrl, events: ["analysis.completed", "batch.completed"] }),
    ]);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, "api-docs-webhook-added", { fullPage: false });

    // Copying closes the show-once box, and the secret copied signs the deliveries.
    await section.getByRole("button", { name: "Copy signing secret" }).click();
    await waitForToast(page, "Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await section.getByTestId("new-webhook-secret").waitFor({ state: "detached" });

    await seedAnalysis(env.t, user.token, "ad-001.png");
    const [first] = await receiver.waitFor("analysis.completed", 1, "/dashboard-hook");
    expect(signedWith(first?.headers.get("adlens-signature") ?? null, first?.body ?? "", secret)).toBe(true);
    await attempted(user.token, hookUrl);
    await row.getByRole("button", { name: `Deliveries to ${hookUrl}` }).click();
    const log = row.getByTestId("webhook-deliveries");
    await log.waitFor();
    const delivered = log.getByRole("row").filter({ hasText: "analysis.completed" });
    await delivered.getByText("Succeeded").waitFor();
    expect(await delivered.locator("td").allInnerTexts()).toEqual([
      "analysis.completed",
      "Succeeded",
      "1",
      "200",
      expect.stringMatching(/\d/),
    ]);

    // Rotate, confirmed in a dialog: a new secret shown once signs the next delivery, the old one does not.
    await row.getByRole("button", { name: `Rotate secret of ${hookUrl}` }).click();
    const rotateDialog = page.getByRole("dialog");
    await rotateDialog.getByRole("heading", { name: "Rotate Signing Secret" }).waitFor();
    await rotateDialog.getByRole("button", { name: "Rotate Secret" }).click();
    await waitForToast(page, "Signing secret rotated");
    const rotated = (await section.getByTestId("new-webhook-secret").textContent()) ?? "";
    expect(rotated).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(rotated).not.toBe(secret);
    await section.getByText("The old secret no longer signs deliveries").waitFor();
    await row.getByText(`${rotated.slice(0, 12)}••••••••`).waitFor();
    await seedAnalysis(env.t, user.token, "ad-005.png");
    const hits = await receiver.waitFor("analysis.completed", 2, "/dashboard-hook");
    const second = hits[1];
    expect(signedWith(second?.headers.get("adlens-signature") ?? null, second?.body ?? "", rotated)).toBe(true);
    expect(signedWith(second?.headers.get("adlens-signature") ?? null, second?.body ?? "", secret)).toBe(false);

    // A receiver that answers 500: its delivery shows as retrying, with the reason.
    const downUrl = `${receiver.url}/down`;
    await section.getByLabel("Endpoint URL").fill(downUrl);
    await add.click();
    await waitForToast(page, "Webhook endpoint added");
    const downRow = endpoints.getByRole("listitem").filter({ hasText: downUrl });
    await downRow.waitFor();
    await seedAnalysis(env.t, user.token, "ad-007.png");
    await attempted(user.token, downUrl);
    await downRow.getByRole("button", { name: `Deliveries to ${downUrl}` }).click();
    const retrying = downRow.getByTestId("webhook-deliveries").getByRole("row").filter({ hasText: "Retrying" });
    await retrying.getByText("The receiver answered HTTP 500.").waitFor();
    expect(await retrying.locator("td").nth(3).textContent()).toBe("500");
    // Checked once, with everything shown: the form, a secret box, the list and a delivery log.
    await expectA11y(page);
    await screenshot(page, "api-docs-webhook-deliveries", { fullPage: false });

    // Delete with the confirm dialog; Cancel keeps it.
    await downRow.getByRole("button", { name: `Delete endpoint ${downUrl}` }).click();
    let dialog = page.getByRole("dialog");
    await dialog.getByText("This action cannot be undone.").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await downRow.waitFor();
    await downRow.getByRole("button", { name: `Delete endpoint ${downUrl}` }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Delete Webhook Endpoint" }).waitFor();
    await dialog.getByRole("button", { name: "Delete Endpoint" }).click();
    expect(await waitForToast(page, "Endpoint deleted")).toContain("No more events will be sent to it.");
    await downRow.waitFor({ state: "detached" });
    const after = (await (await env.t.request("/v1/webhooks", { token: user.token })).json()) as {
      data: { url: string }[];
    };
    expect(after.data.map((w) => w.url)).toEqual([hookUrl]);
  }, 120_000);

  test("Basic users are offered the upgrade instead of webhooks", async () => {
    const { page } = await env.signedIn("basic");
    await page.goto(`${env.url}/api-docs#webhooks`);
    const section = page.locator("section#webhooks");
    await section.getByText("Webhooks are part of the Pro plan.").waitFor();
    expect(await section.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe(
      "/settings?tab=billing",
    );
    expect(await section.getByLabel("Endpoint URL").count()).toBe(0);
  }, 60_000);
});
