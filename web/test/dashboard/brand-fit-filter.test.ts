import { describe, expect, test } from "bun:test";
import { seedAnalysis } from "../../../api/test/analyses/helpers.ts";
import type { TestApp } from "../../../api/test/harness.ts";
import { expectA11y, hasChromium, registerDashboardEnv } from "./env.ts";

const env = registerDashboardEnv();

const KIT = {
  names: ["Northwind"],
  colours: ["#0B3D91"],
  required_texts: ["Terms apply"],
  competitors: [{ name: "Rivalco", aliases: ["Rival Co"] }],
};

/** Two analyses, one of ours and one showing a competitor, with the kit saved and their fits stored. */
async function seededWorkspace(t: TestApp, user: { id: string; token: string }) {
  const ours = await seedAnalysis(t, user.id, {
    filename: "northwind-breakfast.png",
    result: {
      text_content: "Northwind\nFresh every morning\nTerms apply",
      palette: [{ hex: "#0B3D91", name: "Navy", percentage: 60 }],
    },
  });
  const rival = await seedAnalysis(t, user.id, {
    filename: "rival-lunch.png",
    result: { text_content: "Lunch sorted by Rival Co", palette: [{ hex: "#F4F1DE", name: "Cream", percentage: 60 }] },
  });
  const put = await t.request("/v1/brand-kit", { method: "PUT", token: user.token, json: KIT });
  expect(put.status).toBe(200);
  for (let i = 0; i < 300; i++) {
    const body = (await (await t.request("/v1/analytics/brand-fit", { token: user.token })).json()) as {
      pending: number;
    };
    if (body.pending === 0) return { ours, rival };
    await Bun.sleep(100);
  }
  throw new Error("brand fits were never stored");
}

describe.skipIf(!hasChromium)("brand fit in the gallery, the analytics and the share page", () => {
  test("the gallery's Brand fit filter narrows the cards, and the Analytics tab breaks the ads down by it", async () => {
    const { page, user } = await env.signedIn("enterprise");
    await seededWorkspace(env.t, user);
    await page.goto(`${env.url}/dashboard/enterprise?tab=projects`);
    const cards = page.getByTestId("gallery-card");
    await cards.filter({ hasText: "rival-lunch.png" }).waitFor();
    expect(await cards.count()).toBe(2);

    const filter = page.getByLabel("Brand fit");
    await filter.selectOption({ label: "Competitor present" });
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 1);
    expect(await cards.first().textContent()).toContain("rival-lunch.png");

    await filter.selectOption({ label: "Own brand found" });
    await cards.filter({ hasText: "northwind-breakfast.png" }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 1);
    expect(await cards.first().textContent()).toContain("northwind-breakfast.png");

    await filter.selectOption({ label: "Any brand fit" });
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 2);
    await expectA11y(page);

    await page.getByRole("tab", { name: "Analytics" }).click();
    const card = page.getByTestId("brand-fit-analytics");
    await card.waitFor();
    const row = (label: string) =>
      card.getByRole("row").filter({ has: page.getByRole("cell", { name: label, exact: true }) });
    expect(await row("Competitor present").getByRole("cell").nth(1).textContent()).toBe("1");
    expect(await row("No competitor").getByRole("cell").nth(1).textContent()).toBe("1");
    expect(await row("Own brand found").getByRole("cell").nth(1).textContent()).toBe("1");
    expect(await row("Required text printed").getByRole("cell").nth(1).textContent()).toBe("1");
    expect(await card.textContent()).toContain("Competitors seen: Rivalco (1)");
    await expectA11y(page);
  }, 60_000);

  test("the public share page shows the brand checks, and never the kit's competitor names", async () => {
    const user = await env.t.createUser({ tier: "enterprise" });
    const { ours, rival } = await seededWorkspace(env.t, user);
    const link = (await (
      await env.t.request("/v1/share-links", { token: user.token, json: { analysis_ids: [rival.id, ours.id] } })
    ).json()) as { url: string };
    const page = await env.page();
    await page.goto(`${env.url}${new URL(link.url).pathname}`);
    const fits = page.getByTestId("shared-brand-fit");
    await fits.first().waitFor();
    expect(await fits.count()).toBe(2);
    const rivalFit = (await fits.nth(0).textContent()) ?? "";
    expect(rivalFit).toContain("Brand: not found");
    expect(rivalFit).toContain("#0B3D91 not used");
    expect(rivalFit).toContain("Required text “Terms apply”: missing");
    expect(rivalFit).toContain("A competitor appears in this ad.");
    expect(rivalFit).not.toContain("Rivalco");
    const ourFit = (await fits.nth(1).textContent()) ?? "";
    expect(ourFit).toContain("Brand: found (text)");
    expect(ourFit).toContain("#0B3D91 used");
    expect(ourFit).toContain("No competitor appears.");
    await expectA11y(page);
  }, 60_000);
});
