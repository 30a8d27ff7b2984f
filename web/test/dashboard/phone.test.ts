import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { hasChromium, registerDashboardEnv, screenshot, seedAnalysis } from "./env.ts";
import { createTeam, signInTo } from "./teams.ts";

const env = registerDashboardEnv();

/** The narrowest and widest phones in common use, in CSS pixels. */
const PHONES = [360, 430];

/**
 * What is wrong with the layout as it is now: a page wider than the screen, or a visible control
 * (within `root`) that something else covers at its centre, so a tap would miss it. Each control
 * is scrolled into view first, as a thumb would.
 */
async function layoutProblems(page: Page, root = "body"): Promise<string[]> {
  // Toasts come and go on their own; they are checked against the cookie banner elsewhere.
  await page.evaluate(() => {
    for (const t of document.querySelectorAll("[data-sonner-toaster]")) t.remove();
  });
  return await page.locator(root).evaluate((container) => {
    const name = (el: Element | null) =>
      el
        ? `<${el.tagName.toLowerCase()}> "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`
        : "nothing";
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page is ${overflow}px wider than the screen`);
    const controls = container.querySelectorAll(
      "button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=checkbox]",
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      // Screen-reader-only controls (1 px) and hidden ones are not tapped.
      if (box.width < 4 || box.height < 4) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      // A disabled control takes no taps (and no hit test: pointer-events is off).
      if ((el as HTMLButtonElement).disabled) continue;
      // "instant": the app scrolls smoothly, and a rect read mid-animation is not where it lands.
      el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
        problems.push(`${name(el)} cannot be scrolled on screen`);
        continue;
      }
      if (r.right > window.innerWidth + 1 || r.left < -1) problems.push(`${name(el)} sticks out of the screen`);
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit) || (hit as HTMLLabelElement).control === el)) {
        problems.push(`${name(el)} is covered by ${name(hit)}`);
      }
    }
    return problems;
  });
}

/**
 * The settled layout has no problems. A screen that is still arriving (a dialog's first frames
 * on a busy machine, a late font) is read again for up to 5 s, as Playwright's own assertions retry.
 */
async function expectUsable(page: Page, where: string, root?: string) {
  let problems = await layoutProblems(page, root);
  for (let tries = 0; problems.length > 0 && tries < 50; tries++) {
    await page.waitForTimeout(100);
    problems = await layoutProblems(page, root);
  }
  expect(`${where}: ${problems.join("; ")}`).toBe(`${where}: `);
}

describe.skipIf(!hasChromium)("phone layouts, 360 to 430 px", () => {
  for (const width of PHONES) {
    test(`${width} px: every Enterprise tab, a team's Team tab, and the project, analysis, compare and invitation dialogs`, async () => {
      const { page, user } = await env.signedIn("enterprise", { width });
      for (const f of ["ad-005.png", "ad-007.png"]) await seedAnalysis(env.t, user.token, f);
      await page.waitForURL(`${env.url}/dashboard/enterprise`);
      await page.reload();
      const tabs = ["Overview", "Team", "Projects", "Bulk Upload", "Analytics"];
      for (const tab of tabs) {
        await page.getByRole("tab", { name: tab }).click();
        await page.getByRole("tab", { name: tab, selected: true }).waitFor();
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        if (width === 360)
          await screenshot(page, `phone-enterprise-${tab.toLowerCase().replace(" ", "-")}`, { fullPage: false });
        await expectUsable(page, `Enterprise ${tab}`);
      }

      await page.getByRole("tab", { name: "Projects" }).click();
      await page.getByRole("button", { name: "New Project" }).click();
      await page.getByRole("dialog").getByRole("textbox").first().waitFor();
      await expectUsable(page, "new project dialog", "[role=dialog]");
      await page.keyboard.press("Escape");
      await page.getByTestId("gallery-card").first().waitFor();
      await page
        .getByRole("button", { name: /Open analysis of/ })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("Analysis Results").waitFor();
      if (width === 360) await screenshot(page, "phone-analysis-detail", { fullPage: false });
      await expectUsable(page, "analysis detail", "[role=dialog]");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Compare Images" }).click();
      await dialog.getByLabel("ad-005.png").check();
      await dialog.getByLabel("ad-007.png").check();
      await dialog.getByRole("button", { name: "Compare", exact: true }).click();
      await dialog.getByRole("heading", { name: "Performance Summary" }).waitFor();
      await expectUsable(page, "comparison", "[role=dialog]");
      await page.keyboard.press("Escape");

      // A team's Team tab, with its member list and the invitation dialog.
      await createTeam(env.t, user, "Phone Team");
      const team = await signInTo(env, user, "Phone Team", { width });
      await team.getByRole("tab", { name: "Team" }).click();
      await team.getByText("Team Members (1)").waitFor();
      await expectUsable(team, "Team tab of a team");
      await team.getByRole("button", { name: "Invite Member" }).click();
      await team.getByRole("dialog").getByLabel("Email").waitFor();
      await expectUsable(team, "invitation dialog", "[role=dialog]");
    }, 120_000);

    test(`${width} px: the Pro and Free dashboards, Settings and the share page`, async () => {
      const { page, user } = await env.signedIn("pro", { width });
      const analysis = await seedAnalysis(env.t, user.token, "ad-005.png");
      await page.waitForURL(`${env.url}/dashboard/pro`);
      await page.reload();
      for (const tab of ["Overview", "Analytics", "Analyze & Manage"]) {
        await page.getByRole("tab", { name: tab }).click();
        await page.getByRole("tab", { name: tab, selected: true }).waitFor();
        await page.waitForLoadState("networkidle");
        await expectUsable(page, `Pro ${tab}`);
      }
      await page.getByRole("button", { name: `Delete ${analysis.filename}` }).click();
      await page.getByRole("dialog").getByText("This cannot be undone.").waitFor();
      await expectUsable(page, "delete dialog", "[role=dialog]");
      await page.keyboard.press("Escape");

      await page.goto(`${env.url}/settings`);
      await page.getByRole("tab", { name: "Billing" }).click();
      await page.waitForLoadState("networkidle");
      await expectUsable(page, "Settings");

      const res = await env.t.request("/v1/share-links", { token: user.token, json: { analysis_ids: [analysis.id] } });
      const link = (await res.json()) as { url: string };
      await page.goto(`${env.url}${new URL(link.url).pathname}`);
      await page.getByText("Score breakdown").waitFor();
      if (width === 360) await screenshot(page, "phone-shared-analysis", { fullPage: false });
      await expectUsable(page, "share page");

      const free = await env.signedIn("free", { width });
      await free.page.getByText("Your Analyses (0)").waitFor();
      if (width === 360) await screenshot(free.page, "phone-free-dashboard", { fullPage: false });
      await expectUsable(free.page, "Free dashboard");
    }, 120_000);
  }
});
