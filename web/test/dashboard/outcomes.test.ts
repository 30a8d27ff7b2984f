import { describe, expect, test } from "bun:test";
import { syntheticWorkspace } from "../../../api/test/outcomes/synthetic.ts";
import { expectA11y, hasChromium, registerDashboardEnv, waitForToast } from "./env.ts";

const env = registerDashboardEnv();

describe.skipIf(!hasChromium)("Enterprise outcomes", () => {
  test("a CSV upload imports outcomes, the refit shows in the model table, and the detail shows the prediction", async () => {
    const { page, user } = await env.signedIn("enterprise");
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    const ads = await syntheticWorkspace(env.t, user.id, 36, "known", 5);
    const csv = [
      "filename,impressions,clicks",
      ...ads.map((a) => `${a.filename},${a.impressions},${a.clicks}`),
      "broken.png,ten,1",
      "never-uploaded.png,100,2",
    ].join("\n");

    await page.goto(`${env.url}/dashboard/enterprise?tab=outcomes`);
    await page.getByText("No fits yet: import outcomes to start.").waitFor();
    await page
      .getByLabel("Outcomes CSV")
      .setInputFiles({ name: "results.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByText("results.csv: 37 row(s) ready, 1 that cannot be read.").waitFor();
    await page
      .getByRole("list", { name: "Rows that cannot be read" })
      .getByText("Line 38: impressions must be a whole number")
      .waitFor();
    await page.getByRole("button", { name: "Import 37 row(s)" }).click();
    await waitForToast(page, "Outcomes imported");
    const result = page.getByTestId("outcomes-result");
    await result.getByText("Imported outcomes for 36 analyses.").waitFor();
    await result.getByText("never-uploaded.png: no analysis has this file name").waitFor();

    // The refit runs in the background; the table is re-read until it lands.
    const fits = page.getByRole("table", { name: "Model fits" });
    const row = fits.getByRole("row").filter({ hasText: "v1" });
    await row.getByText("Predicts").waitFor();
    expect(await row.textContent()).toContain("Focus of predicted attention raises CTR");
    await expectA11y(page);

    const best = ads.reduce((b, a) => (a.truth > b.truth ? a : b));
    await page.getByRole("tab", { name: "Projects" }).click();
    await page.getByTestId("gallery-card").filter({ hasText: best.filename }).getByRole("button").first().click();
    const detail = page.getByRole("dialog").getByTestId("predicted-performance");
    await detail.getByText("(100 = your average ad; model v1)").waitFor();
    const text = (await detail.textContent()) ?? "";
    const index = Number(/workspace(\d+)/.exec(text.replace(/\s+/g, ""))?.[1]);
    expect(index).toBeGreaterThan(100);
    expect(text).toContain(`${best.impressions.toLocaleString("en-US")} impressions`);
  });
});
