import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import {
  expectA11y,
  hasChromium,
  registerDashboardEnv,
  screenshot,
  seedAnalysis,
  type TestUser,
  waitForToast,
} from "./env.ts";
import { addMember, createTeam, signInTo } from "./teams.ts";

const env = registerDashboardEnv();

async function roleOf(teamId: string, owner: TestUser, email: string): Promise<string | undefined> {
  const res = await env.t.request(`/v1/workspaces/${teamId}/members`, { token: owner.token });
  const { data } = (await res.json()) as { data: { email: string; role: string }[] };
  return data.find((m) => m.email === email)?.role;
}

const confirm = async (page: Page, button: string) => {
  await page.getByRole("dialog").getByRole("button", { name: button, exact: true }).click();
};

describe.skipIf(!hasChromium)("Enterprise Team, Projects and Overview tabs", () => {
  test("Team: each role is offered exactly what the policy lets it do, and every button does it", async () => {
    const owner = await env.t.createUser({ tier: "enterprise" });
    const admin = await env.t.createUser({ tier: "enterprise" });
    const member = await env.t.createUser();
    const viewer = await env.t.createUser();
    const teamId = await createTeam(env.t, owner, "Contoso Studio");
    await addMember(env.t, owner, teamId, admin, "admin");
    await addMember(env.t, owner, teamId, member, "member");
    await addMember(env.t, owner, teamId, viewer, "viewer");
    const pending = `pending-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await env.t.request(`/v1/workspaces/${teamId}/invitations`, {
      token: owner.token,
      json: { email: pending, role: "viewer" },
    });

    // A viewer sees the team and may only leave.
    const v = await signInTo(env, viewer, "Contoso Studio");
    await v.goto(`${env.url}/dashboard/enterprise?tab=team`);
    await v.getByText("Team Members (4)").waitFor();
    await v.getByText("Only the owner and admins can invite people and change roles.", { exact: false }).waitFor();
    expect(await v.getByRole("combobox", { name: /^Role of / }).count()).toBe(0);
    expect(await v.getByRole("button", { name: "Invite Member" }).count()).toBe(0);
    expect(await v.getByRole("button", { name: /^(Remove|Make Owner)/ }).count()).toBe(0);
    await expectA11y(v);
    await v.getByRole("tab", { name: "Bulk Upload" }).click();
    await v.getByText("As a viewer you can open, compare and export the team's analyses", { exact: false }).waitFor();
    expect(await v.getByLabel("Upload images").count()).toBe(0);
    await v.getByRole("tab", { name: "Team" }).click();
    await v.getByRole("button", { name: "Leave Workspace" }).click();
    await confirm(v, "Leave Workspace");
    await waitForToast(v, "You left the workspace");
    await v.waitForURL(`${env.url}/dashboard`);
    expect(await v.getByRole("combobox", { name: "Workspace" }).count()).toBe(0);
    expect(await roleOf(teamId, owner, viewer.email)).toBeUndefined();

    // An admin manages members and viewers, not the owner nor themself, and hands nothing over.
    const a = await signInTo(env, admin, "Contoso Studio");
    await a.getByRole("tab", { name: "Team" }).click();
    await a.getByText("Team Members (3)").waitFor();
    const selects = a.getByRole("combobox", { name: /^Role of / });
    expect(await selects.count()).toBe(1);
    expect(
      await a
        .getByRole("combobox", { name: `Role of ${member.email}` })
        .locator("option")
        .allInnerTexts(),
    ).toEqual(["Member", "Viewer"]);
    expect(await a.getByRole("button", { name: /^Make Owner/ }).count()).toBe(0);
    expect(await a.getByRole("button", { name: /^Remove/ }).count()).toBe(1);
    await a.getByRole("button", { name: "Leave Workspace" }).waitFor();
    await a.getByRole("combobox", { name: `Role of ${member.email}` }).selectOption("viewer");
    await waitForToast(a, "Role changed");
    await a.getByText(`${member.email} is now a viewer.`).waitFor();
    expect(await roleOf(teamId, owner, member.email)).toBe("viewer");

    // The owner: every role below theirs, invitations, seats, removing and handing over.
    const o = await signInTo(env, owner, "Contoso Studio");
    await o.getByRole("tab", { name: "Team" }).click();
    await o.getByText("Team Members (3)").waitFor();
    await o.getByText("4 of 25 seats used (members and pending invitations) · 21 available").waitFor();
    expect(
      await o
        .getByRole("combobox", { name: `Role of ${admin.email}` })
        .locator("option")
        .allInnerTexts(),
    ).toEqual(["Admin", "Member", "Viewer"]);
    await o.getByText("The owner cannot leave: make another member the owner first.").waitFor();
    const invitations = o.getByRole("list", { name: "Invitations" });
    await invitations.getByText(pending, { exact: true }).waitFor();
    await expectA11y(o);
    await screenshot(o, "enterprise-team-owner");

    await invitations.getByRole("button", { name: `Revoke the invitation of ${pending}` }).click();
    await waitForToast(o, "Invitation revoked");
    await o.getByText("No pending invitations").waitFor();
    await o.getByText("3 of 25 seats used", { exact: false }).waitFor();

    await o.getByRole("button", { name: `Remove ${member.email}` }).click();
    await confirm(o, "Remove");
    await waitForToast(o, "Member removed");
    await o.getByText("Team Members (2)").waitFor();
    expect(await roleOf(teamId, owner, member.email)).toBeUndefined();

    // Inviting an existing member is refused with the API's reason, inside the dialog.
    await o.getByRole("button", { name: "Invite Member" }).click();
    const dialog = o.getByRole("dialog", { name: "Invite a team member" });
    await dialog.getByLabel("Email").fill(admin.email);
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await dialog.getByText(`${admin.email} is already a member of this workspace.`).waitFor();
    await o.keyboard.press("Escape");

    await o.getByRole("button", { name: `Make Owner ${admin.email}` }).click();
    await confirm(o, "Transfer Ownership");
    await waitForToast(o, "Ownership transferred");
    expect(await roleOf(teamId, owner, admin.email)).toBe("owner");
    expect(await roleOf(teamId, owner, owner.email)).toBe("admin");
    await o.getByRole("banner").getByText("Admin of Contoso Studio").waitFor();
    expect(await o.getByRole("button", { name: /^Make Owner/ }).count()).toBe(0);
  }, 240_000);

  test("Projects and Overview: create, refuse a duplicate, add analyses, open to filter, rename, archive, restore; the overview counts them", async () => {
    const { page, user } = await env.signedIn("enterprise");
    const scores: number[] = [];
    for (const file of ["ad-001.png", "ad-003.jpg"]) {
      const seeded = (await seedAnalysis(env.t, user.token, file)) as { effectiveness_score?: number };
      scores.push(seeded.effectiveness_score ?? Number.NaN);
    }
    await page.goto(`${env.url}/dashboard/enterprise?tab=projects`);
    await page.getByText("Projects (0)").waitFor();

    await page.getByRole("button", { name: "New Project" }).click();
    let dialog = page.getByRole("dialog", { name: "New project" });
    await dialog.getByLabel("Project name").fill("Spring Launch");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await waitForToast(page, "Project created");
    await page.getByText("Projects (1)").waitFor();

    await page.getByRole("button", { name: "New Project" }).click();
    dialog = page.getByRole("dialog", { name: "New project" });
    await dialog.getByLabel("Project name").fill("spring launch");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await dialog.getByRole("alert").waitFor();
    expect(await dialog.getByRole("alert").textContent()).toBe(
      'There is already a project called "spring launch" in this workspace.',
    );
    await page.keyboard.press("Escape");

    const projects = page.getByRole("list", { name: "Projects" });
    await projects.getByRole("button", { name: "Add Analyses to Spring Launch" }).click();
    dialog = page.getByRole("dialog", { name: "Add analyses to Spring Launch" });
    await dialog.getByRole("checkbox", { name: "ad-001.png" }).check();
    await dialog.getByRole("button", { name: "Move 1 to Project" }).click();
    await waitForToast(page, "1 analysis filed in Spring Launch.");
    await page.getByRole("heading", { name: "Analyses in Spring Launch" }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 1);
    expect(await page.getByTestId("gallery-card").innerText()).toContain("ad-001.png");
    await projects.getByText("1 analysis", { exact: false }).waitFor();
    await expectA11y(page);
    await screenshot(page, "enterprise-projects-open");

    await page.getByRole("combobox", { name: "Project", exact: true }).selectOption({ label: "All analyses" });
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 2);
    await projects.getByRole("button", { name: "View Details of Spring Launch" }).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 1);

    await projects.getByRole("button", { name: "Rename Spring Launch" }).click();
    dialog = page.getByRole("dialog", { name: "Rename project" });
    await dialog.getByLabel("Project name").fill("Spring 2027");
    await dialog.getByRole("button", { name: "Save Name" }).click();
    await waitForToast(page, "Project renamed");
    await page.getByRole("heading", { name: "Spring 2027", exact: true }).waitFor();

    await projects.getByRole("button", { name: "Archive Spring 2027" }).click();
    await waitForToast(page, "Project archived");
    await page.getByText("Projects (0)").waitFor();
    await page.getByRole("heading", { name: "All Analyses" }).waitFor();
    await page.getByLabel("Show archived").check();
    await projects.getByText("Archived", { exact: true }).waitFor();
    await projects.getByRole("button", { name: "Restore Spring 2027" }).click();
    await waitForToast(page, "Project restored");
    await projects.getByText("Active", { exact: true }).waitFor();

    // Compare the workspace's two ads and share the comparison: one link, listed as a comparison.
    await page.getByRole("combobox", { name: "Project", exact: true }).selectOption({ label: "All analyses" });
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=gallery-card]").length === 2);
    await page.getByRole("button", { name: "Compare Images" }).click();
    dialog = page.getByRole("dialog", { name: "Compare Images" });
    await dialog.getByLabel("ad-001.png").check();
    await dialog.getByLabel("ad-003.jpg").check();
    await dialog.getByRole("button", { name: "Compare", exact: true }).click();
    await dialog.getByRole("button", { name: "Share this comparison" }).click();
    expect(await dialog.getByLabel("Share link").inputValue()).toContain("/shared/");
    await dialog.getByText("Anyone with this link sees these analyses", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    const links = page.getByRole("list", { name: "Share links" });
    await links.getByText("Comparison · ", { exact: false }).waitFor();
    expect(await links.locator("li").count()).toBe(1);

    await page.getByRole("tab", { name: "Overview" }).click();
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    const card = (label: string) => page.locator("p", { hasText: label }).locator("xpath=following-sibling::p[1]");
    await page.getByText("of 10,000 · 9,998 left").waitFor();
    // Cards read "…" until their own query answers.
    await page.waitForFunction(() => ![...document.querySelectorAll("p")].some((p) => p.textContent === "…"));
    expect(await card("Analyses This Month").innerText()).toBe("2");
    expect(await card("Active Projects").innerText()).toBe("1");
    expect(await card("Team Members").innerText()).toBe("1");
    const avg = ((scores[0] ?? 0) + (scores[1] ?? 0)) / 2;
    expect(await card("Avg. Effectiveness").innerText()).toBe(`${avg.toFixed(1)}/10`);
    const activity = page.getByRole("list", { name: "Recent activity" });
    await activity.getByText(`${user.email} created the project Spring Launch`).waitFor();
    await activity.getByText(`${user.email} moved 1 analysis into Spring Launch`).waitFor();
    await activity.getByText(`${user.email} renamed the project Spring Launch to Spring 2027`).waitFor();
    await expectA11y(page);
    await screenshot(page, "enterprise-overview-real");
  }, 240_000);
});
