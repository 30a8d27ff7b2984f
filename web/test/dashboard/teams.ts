import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { tokenFrom, waitForMail } from "../../../api/test/auth/helpers.ts";
import type { TestApp } from "../../../api/test/harness.ts";
import { type DashboardEnv, FIXTURES, type TestUser } from "./env.ts";

/** Set-up through the API for browser tests whose subject is not how a team is made. */

export async function createTeam(t: TestApp, owner: TestUser, name: string): Promise<string> {
  const res = await t.request("/v1/workspaces", { token: owner.token, json: { name } });
  if (res.status !== 201) throw new Error(`creating ${name} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Invites `user` and accepts with the link from the dev mailbox, as the invitee would. */
export async function addMember(
  t: TestApp,
  owner: TestUser,
  teamId: string,
  user: TestUser,
  role: "admin" | "member" | "viewer",
): Promise<void> {
  const before = await mailCountTo(t, user.email);
  const invited = await t.request(`/v1/workspaces/${teamId}/invitations`, {
    token: owner.token,
    json: { email: user.email, role },
  });
  if (invited.status !== 201) throw new Error(`inviting failed: ${invited.status} ${await invited.text()}`);
  const mails = await waitForMail(t, user.email, before + 1);
  // The mailbox lists the newest first.
  const token = tokenFrom(mails[0] as never, "token");
  const accepted = await t.request("/v1/invitations/accept", { token: user.token, json: { token } });
  if (accepted.status !== 200) throw new Error(`accepting failed: ${accepted.status} ${await accepted.text()}`);
}

async function mailCountTo(t: TestApp, to: string): Promise<number> {
  const res = await t.request(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: unknown[] }).data.length;
}

/** Uploads a fixture into `workspaceId` (X-Workspace-Id) as `token`. */
export async function seedInto(
  t: TestApp,
  token: string,
  workspaceId: string,
  file: string,
): Promise<{ id: string; filename: string }> {
  const form = new FormData();
  form.append("file", new Blob([await readFile(path.join(FIXTURES, file))]), file);
  const res = await t.request("/v1/analyses", { token, body: form, headers: { "x-workspace-id": workspaceId } });
  if (res.status !== 201) throw new Error(`seeding ${file} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; filename: string };
}

/** Signs `user` in through /login in a fresh context and opens `workspace` with the header switcher. */
export async function signInTo(
  env: Pick<DashboardEnv, "page" | "url">,
  user: TestUser,
  workspace?: string,
  options: { width?: number } = {},
): Promise<Page> {
  const page = await env.page(options);
  await page.goto(`${env.url}/login`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => u.pathname.startsWith("/dashboard"));
  if (workspace) {
    const switcher = page.getByRole("combobox", { name: "Workspace" });
    await switcher.waitFor();
    const option = switcher.locator("option", { hasText: `${workspace} (` });
    await switcher.selectOption(await option.getAttribute("value"));
    await page.getByRole("banner").getByText(` of ${workspace}`, { exact: false }).waitFor();
  }
  return page;
}
