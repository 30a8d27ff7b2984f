import { describe, expect, test } from "bun:test";
import { seedAnalysis } from "../../../api/test/analyses/helpers.ts";
import { acmeLogo } from "../../../api/test/brand-kit/fixtures.ts";
import { expectA11y, hasChromium, registerDashboardEnv, waitForToast } from "./env.ts";

const env = registerDashboardEnv();

describe.skipIf(!hasChromium)("Enterprise brand kit", () => {
  test("the editor saves the kit and a competitor's logo, and the analysis detail shows the brand fit", async () => {
    const { page, user } = await env.signedIn("enterprise");
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    await page.goto(`${env.url}/dashboard/enterprise?tab=brand`);
    await page.getByRole("textbox", { name: "Brand names" }).fill("Northwind\nNW Foods");
    await page.getByRole("textbox", { name: "Brand colours" }).fill("#0b3d91\nFFC72C");
    await page.getByRole("textbox", { name: "Required text" }).fill("Terms apply");
    await page.getByRole("textbox", { name: "Competitors" }).fill("Rivalco: Rival Co\nAcme");
    await page.getByRole("button", { name: "Save brand kit" }).click();
    await waitForToast(page, "Brand kit saved");
    await page.getByRole("list", { name: "Saved brand colours" }).getByText("#FFC72C").waitFor();
    expect(await page.getByRole("textbox", { name: "Brand colours" }).inputValue()).toBe("#0B3D91\n#FFC72C");

    await page.getByLabel("Whose logo").selectOption("Acme");
    await page
      .getByLabel("Logo image")
      .setInputFiles({ name: "acme.png", mimeType: "image/png", buffer: Buffer.from(await acmeLogo()) });
    await waitForToast(page, "Logo added");
    await page.getByRole("img", { name: "Acme logo" }).waitFor();
    await expectA11y(page);

    await seedAnalysis(env.t, user.id, {
      filename: "rival-lunch.png",
      result: { text_content: "Northwind lunch. Better than Rival Co." },
    });
    await page.getByRole("tab", { name: "Projects" }).click();
    await page.reload();
    await page.getByTestId("gallery-card").filter({ hasText: "rival-lunch.png" }).getByRole("button").first().click();
    const fit = page.getByRole("dialog").getByTestId("brand-fit");
    await fit.getByText("Competitors: Rivalco (text)").waitFor();
    const text = (await fit.textContent()) ?? "";
    expect(text).toContain("Own brand: found (text)");
    expect(text).toContain("Required text “Terms apply”: missing");
  });
});
