import { describe, expect, test } from "bun:test";
import { tokenFrom, waitForMail } from "../../../api/test/auth/helpers.ts";
import { latestMail, linkPath } from "../public/browser.ts";
import { hasChromium, registerDashboardEnv, screenshot, seedAnalysis } from "./env.ts";

const env = registerDashboardEnv();

describe.skipIf(!hasChromium)("accepting an invitation in the browser", () => {
  test("the emailed link, opened signed out, signs in, comes back and joins on click", async () => {
    const owner = await env.t.createUser({ tier: "enterprise" });
    const created = await env.t.request("/v1/workspaces", { token: owner.token, json: { name: "Agency" } });
    const team = (await created.json()) as { id: string };
    const invitee = await env.t.createUser();
    const stranger = await env.t.createUser();
    const invited = await env.t.request(`/v1/workspaces/${team.id}/invitations`, {
      token: owner.token,
      json: { email: invitee.email, role: "member" },
    });
    expect(invited.status).toBe(201);
    const [mail] = await waitForMail(env.t, invitee.email);
    const token = tokenFrom(mail as never, "token");
    const link = `${env.url}/invitations/accept?token=${token}`;

    // Someone else signed in is told whom the invitation is for, and joins nothing.
    const other = await env.page();
    await other.goto(link);
    await other.getByLabel("Email").fill(stranger.email);
    await other.getByLabel("Password").fill(stranger.password);
    await other.getByRole("button", { name: "Sign In" }).click();
    await other.getByRole("button", { name: "Accept Invitation" }).click();
    expect(await other.getByRole("alert").innerText()).toBe(
      `This invitation was sent to ${invitee.email}. Sign in with that address to accept it.`,
    );

    const page = await env.page();
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByLabel("Email").fill(invitee.email);
    await page.getByLabel("Password").fill(invitee.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((u) => u.pathname === "/invitations/accept");
    await page.getByRole("button", { name: "Accept Invitation" }).click();
    expect(await page.getByRole("status").innerText()).toBe("You joined Agency as a member.");
    const members = await env.t.request(`/v1/workspaces/${team.id}/members`, { token: owner.token });
    const emails = ((await members.json()) as { data: { email: string }[] }).data.map((m) => m.email).sort();
    expect(emails).toEqual([owner.email, invitee.email].sort());
    // Straight into the team just joined (it runs on its owner's Enterprise plan), not the personal one.
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    expect(await page.getByRole("combobox", { name: "Workspace" }).inputValue()).toBe(team.id);
  }, 120_000);

  test("someone without an account: link signed out → sign up → confirm → back on the invitation, and joins", async () => {
    const owner = await env.t.createUser({ tier: "enterprise" });
    const created = await env.t.request("/v1/workspaces", { token: owner.token, json: { name: "Studio North" } });
    const team = (await created.json()) as { id: string };
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await env.t.request(`/v1/workspaces/${team.id}/invitations`, {
      token: owner.token,
      json: { email, role: "viewer" },
    });
    const invitation = await latestMail(env.url, email, /invited/i);

    const page = await env.page();
    await page.goto(`${env.url}${linkPath(invitation.text, "/invitations/accept")}`);
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByText("Sign in to accept your invitation.", { exact: false }).waitFor();
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.getByText("Create your account with the address the invitation was sent to.").waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Correct-Horse-42!");
    await page.getByLabel("Confirm Password").fill("Correct-Horse-42!");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText(email).waitFor();

    // The confirmation link, opened in a new tab of the same browser as a mail client does.
    const confirmation = await latestMail(env.url, email, /confirm/i);
    const tab = await page.context().newPage();
    await tab.goto(`${env.url}${linkPath(confirmation.text, "/login")}`);
    await tab.waitForURL((u) => u.pathname === "/invitations/accept");
    await tab.getByRole("button", { name: "Accept Invitation" }).click();
    expect(await tab.getByRole("status").textContent()).toBe("You joined Studio North as a viewer.");
    const members = await env.t.request(`/v1/workspaces/${team.id}/members`, { token: owner.token });
    expect(((await members.json()) as { data: { email: string }[] }).data.map((m) => m.email)).toContain(email);

    // Used once: the next sign-in in this browser goes to the dashboard, not back to the invitation.
    await tab.getByRole("button", { name: "Go to Dashboard" }).click();
    await tab.waitForURL((u) => u.pathname.startsWith("/dashboard"));
    expect(await tab.evaluate(() => localStorage.getItem("adlens.pending_invitation"))).toBeNull();
  }, 120_000);

  test("a share link opens signed out with the image, score, breakdown and advice; revoked, it says so", async () => {
    const owner = await env.t.createUser({ tier: "pro" });
    const analysis = await seedAnalysis(env.t, owner.token, "ad-005.png");
    const res = await env.t.request("/v1/share-links", { token: owner.token, json: { analysis_ids: [analysis.id] } });
    const link = (await res.json()) as { id: string; url: string };
    const path = new URL(link.url).pathname;

    const page = await env.page();
    await page.goto(`${env.url}${path}`);
    await page.getByRole("heading", { name: "Shared analysis" }).waitFor();
    await page.getByRole("heading", { name: "ad-005.png" }).waitFor();
    await page.getByText("Score breakdown").waitFor();
    expect(await page.getByText(/^Effectiveness \d+\.\d\/10$/).count()).toBe(1);
    const loaded = await page
      .getByRole("img", { name: "ad-005.png", exact: true })
      .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    expect(loaded).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "Sign Out" }).count()).toBe(0);

    // At its own size (a 300 px ad stays 300 px, not stretched to the column), with the
    // dashboard's boxes and the heatmap laid exactly over it.
    const image = page.getByRole("img", { name: "ad-005.png", exact: true });
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      width: img.getBoundingClientRect().width,
      column: (img.closest("article") as HTMLElement).clientWidth,
    }));
    expect(shown.natural).toBe(300);
    expect(shown.column).toBeGreaterThan(600);
    expect(shown.width).toBe(300);
    expect(await page.locator("[data-box]").count()).toBeGreaterThan(0);
    await page.getByLabel("Show attention heatmap").check();
    const overlay = page.getByTestId("heatmap-overlay");
    await overlay.waitFor();
    expect(await overlay.boundingBox()).toEqual(await image.boundingBox());
    await screenshot(page, "shared-analysis", { fullPage: false });

    const revoked = await env.t.request(`/v1/share-links/${link.id}`, { method: "DELETE", token: owner.token });
    expect(revoked.status).toBe(204);
    await page.reload();
    expect(await page.getByRole("alert").textContent()).toBe(
      "This share link does not exist, has expired or was revoked.",
    );
  }, 120_000);
});
