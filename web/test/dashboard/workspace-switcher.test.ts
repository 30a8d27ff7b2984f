import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { expectA11y, hasChromium, registerDashboardEnv, screenshot, seedAnalysis, waitForToast } from "./env.ts";
import { addMember, createTeam, seedInto } from "./teams.ts";

const env = registerDashboardEnv();

const galleryNames = (page: Page) => page.getByTestId("gallery-card").locator("p.truncate").allInnerTexts();

describe.skipIf(!hasChromium)("the workspace switcher", () => {
  test("a member switches to the team on a 390 px phone: every query follows, the choice survives a reload, and switches back", async () => {
    const owner = await env.t.createUser({ tier: "enterprise" });
    const teamId = await createTeam(env.t, owner, "Agency");
    await seedInto(env.t, owner.token, teamId, "ad-001.png");

    const { page, user } = await env.signedIn("free", { width: 390 });
    await seedAnalysis(env.t, user.token, "ad-005.png");
    await addMember(env.t, owner, teamId, user, "member");
    await page.reload();
    await page.waitForURL(`${env.url}/dashboard`);

    const switcher = page.getByRole("combobox", { name: "Workspace" });
    await switcher.waitFor();
    expect(await switcher.locator("option").allInnerTexts()).toEqual(["Personal (Owner)", "Agency (Member)"]);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 1);
    expect(await galleryNames(page)).toEqual(["ad-005.png"]);

    // Keyboard only: focus the select and pick the team with the arrow key.
    await switcher.focus();
    await page.keyboard.press("ArrowDown");
    // The team runs on its owner's Enterprise plan, so its dashboard is the Enterprise one.
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    await page.getByRole("banner").getByText("Member of Agency", { exact: true }).waitFor();
    expect(await page.getByRole("combobox", { name: "Workspace" }).inputValue()).toBe(teamId);
    await page.getByRole("tab", { name: "Projects" }).click();
    await page.getByRole("heading", { name: "All Analyses" }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 1);
    expect(await galleryNames(page)).toEqual(["ad-001.png"]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectA11y(page);
    await screenshot(page, "workspace-switcher-390");

    // Remembered for this account in this browser: a reload opens the team again.
    await page.reload();
    await page.waitForURL(`${env.url}/dashboard/enterprise?tab=projects`);
    expect(await page.getByRole("combobox", { name: "Workspace" }).inputValue()).toBe(teamId);
    // The tab is in the URL, so the reload reopened Projects.
    expect(await page.getByRole("tab", { name: "Projects" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("tab", { name: "Team" }).click();
    await page.getByText("Team Members (2)").waitFor();

    // Pages without the switcher say which workspace their tokens and webhooks belong to.
    await page.goto(`${env.url}/api-docs`);
    await page.getByText("Tokens and webhooks of the workspace Agency (you are member)", { exact: false }).waitFor();
    await page.goto(`${env.url}/dashboard/enterprise`);

    await page.getByRole("combobox", { name: "Workspace" }).selectOption({ label: "Personal (Owner)" });
    await page.waitForURL(`${env.url}/dashboard`);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 1);
    expect(await galleryNames(page)).toEqual(["ad-005.png"]);
  }, 120_000);

  test("a member removed from the remembered team is brought back to the personal workspace", async () => {
    const owner = await env.t.createUser({ tier: "enterprise" });
    const teamId = await createTeam(env.t, owner, "Studio");
    const { page, user } = await env.signedIn("pro");
    await addMember(env.t, owner, teamId, user, "viewer");
    await page.reload();
    await page.getByRole("combobox", { name: "Workspace" }).selectOption({ label: "Studio (Viewer)" });
    await page.waitForURL(`${env.url}/dashboard/enterprise`);

    const removed = await env.t.request(`/v1/workspaces/${teamId}/members/${user.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    await page.reload();
    expect(await waitForToast(page, "You no longer belong to that workspace")).toContain(
      "You no longer belong to that workspace, so your personal workspace is open.",
    );
    await page.waitForURL(`${env.url}/dashboard/pro`);
    // Only the personal workspace is left, so there is nothing to switch between.
    expect(await page.getByRole("combobox", { name: "Workspace" }).count()).toBe(0);
    expect(await page.evaluate((id) => localStorage.getItem(`adlens.workspace.${id}`), user.id)).toBeNull();
  }, 120_000);
});
