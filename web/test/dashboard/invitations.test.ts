import { describe, expect, test } from "bun:test";
import { tokenFrom, waitForMail } from "../../../api/test/auth/helpers.ts";
import { hasChromium, registerDashboardEnv } from "./env.ts";

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
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/dashboard"));
  }, 120_000);
});
