import { describe, expect, test } from "bun:test";
import { tokenFrom, waitForMail } from "../../../api/test/auth/helpers.ts";
import { expectA11y, hasChromium, registerDashboardEnv, screenshot, waitForToast } from "./env.ts";
import { seedInto } from "./teams.ts";

const env = registerDashboardEnv();

describe.skipIf(!hasChromium)("a team in the browser", () => {
  test("owner invites → member accepts → switches to the team → sees the owner's work → shares it → a signed-out visitor sees that analysis and nothing else → the owner revokes it", async () => {
    // The owner, on Enterprise, makes a team and invites someone, all on the page.
    const { page: ownerPage, user: owner } = await env.signedIn("enterprise");
    await ownerPage.waitForURL(`${env.url}/dashboard/enterprise`);
    await ownerPage.getByRole("tab", { name: "Team" }).click();
    await ownerPage.getByLabel("Team name").fill("Northwind Agency");
    await ownerPage.getByRole("button", { name: "Create Team Workspace" }).click();
    await ownerPage.getByText("Team Members (1)").waitFor();
    const switcher = ownerPage.getByRole("combobox", { name: "Workspace" });
    expect(await switcher.locator("option:checked").innerText()).toBe("Northwind Agency (Owner)");
    const teamId = await switcher.inputValue();

    const member = await env.t.createUser();
    await ownerPage.getByRole("button", { name: "Invite Member" }).click();
    const dialog = ownerPage.getByRole("dialog", { name: "Invite a team member" });
    await dialog.getByLabel("Email").fill(member.email);
    await dialog.getByLabel("Role").selectOption("member");
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await waitForToast(ownerPage, "Invitation sent");
    await ownerPage.getByRole("list", { name: "Invitations" }).getByText(member.email, { exact: true }).waitFor();
    await ownerPage.getByText("2 of 25 seats used", { exact: false }).waitFor();

    // The team's work: one analysis to share, and one that must never leak through the link.
    await seedInto(env.t, owner.token, teamId, "ad-001.png");
    await seedInto(env.t, owner.token, teamId, "ad-003.jpg");

    // The member reads the invitation in the dev mailbox and accepts it in their browser.
    const [mail] = await waitForMail(env.t, member.email);
    const invitation = tokenFrom(mail as never, "token");
    const page = await env.page();
    await page.goto(`${env.url}/invitations/accept?token=${invitation}`);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("button", { name: "Accept Invitation" }).click();
    expect(await page.getByRole("status").innerText()).toBe("You joined Northwind Agency as a member.");

    // Their own dashboard first (personal, free); the switcher takes them to the team.
    await page.goto(`${env.url}/dashboard`);
    await page.getByRole("heading", { name: "Dashboard", exact: true }).waitFor();
    await page.getByRole("combobox", { name: "Workspace" }).selectOption({ label: "Northwind Agency (Member)" });
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    await page.getByRole("tab", { name: "Projects" }).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 2);
    await page.getByRole("button", { name: "Open analysis of ad-001.png" }).click();
    const detail = page.getByRole("dialog", { name: "ad-001.png" });
    await detail.getByRole("button", { name: "Share ad-001.png" }).click();
    const shared = await detail.getByLabel("Share link").inputValue();
    expect(shared).toContain("/shared/");
    await expectA11y(page);
    await screenshot(page, "team-share-link-created");
    await page.keyboard.press("Escape");
    await page.getByRole("list", { name: "Share links" }).getByText("ad-001.png", { exact: true }).waitFor();

    // Nobody signed in: the image, the score and its reasons, and nothing of the workspace.
    const visitor = await env.page();
    await visitor.goto(`${env.url}${new URL(shared).pathname}`);
    await visitor.getByRole("heading", { name: "ad-001.png" }).waitFor();
    const width = await visitor
      .getByRole("img", { name: "ad-001.png", exact: true })
      .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    expect(width).toBeGreaterThan(0);
    expect(await visitor.getByText(/^Effectiveness \d+\.\d\/10$/).count()).toBe(1);
    await visitor.getByText("Score breakdown").waitFor();
    // The whole document, attributes and hidden text included, not only what is visible.
    const html = await visitor.content();
    for (const secret of ["Northwind Agency", owner.email, member.email, "ad-003.jpg", teamId]) {
      expect(html).not.toContain(secret);
    }
    expect(await visitor.getByRole("button", { name: "Sign Out" }).count()).toBe(0);
    expect(
      await visitor.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("adlens.session"))),
    ).toEqual([]);
    await screenshot(visitor, "team-share-link-signed-out");

    // The owner sees who shared what in the activity and the links, and revokes the link.
    await ownerPage.reload();
    await ownerPage.getByRole("tab", { name: "Overview" }).click();
    await ownerPage.getByText(`${member.email} created a share link`).waitFor();
    await ownerPage.getByRole("tab", { name: "Projects" }).click();
    const links = ownerPage.getByRole("list", { name: "Share links" });
    await links.getByText(`by ${member.email}`, { exact: false }).waitFor();
    await links.getByRole("button", { name: "Revoke the link to ad-001.png" }).click();
    await waitForToast(ownerPage, "Share link revoked");
    await visitor.reload();
    expect(await visitor.getByRole("alert").textContent()).toBe(
      "This share link does not exist, has expired or was revoked.",
    );
  }, 180_000);
});
