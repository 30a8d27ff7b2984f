import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { errorOf, startApp, TEST_TIMEOUT_MS } from "../analyses/helpers.ts";
import { signUpAndConfirm, tokenFrom, uniqueEmail, waitForMail } from "../auth/helpers.ts";
import type { TestApp } from "../harness.ts";
import { addMember, inWorkspace, type TestUser, teamWithRoles } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

interface Invitation {
  id: string;
  email: string;
  role: string;
  status: string;
  expires_at: string;
  invited_by: { id: string; email: string } | null;
}

async function invite(actor: TestUser, workspaceId: string, email: string, role = "member") {
  return t.request(`/v1/workspaces/${workspaceId}/invitations`, { token: actor.token, json: { email, role } });
}

/** Invites `email` and returns the invitation and the secret from the emailed link. */
async function invited(actor: TestUser, workspaceId: string, email: string, role = "member", mails = 1) {
  const res = await invite(actor, workspaceId, email, role);
  expect(res.status).toBe(201);
  const invitation = (await res.json()) as Invitation;
  const [mail] = await waitForMail(t, email, mails);
  if (!mail) throw new Error("no invitation mail");
  return { invitation, mail, token: tokenFrom(mail, "token") };
}

const accept = (token: string, sessionToken: string) =>
  t.request("/v1/invitations/accept", { token: sessionToken, json: { token } });

async function roleIn(workspaceId: string, userId: string) {
  const row = await t.deps.db
    .selectFrom("workspace_members")
    .select("role")
    .where("workspace_id", "=", workspaceId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

describe("invitations", () => {
  test("an emailed link lets an existing account join with the role, once; the team then shows it", async () => {
    const team = await teamWithRoles(t);
    const joiner = await t.createUser();
    const { invitation, mail, token } = await invited(team.admin, team.workspaceId, joiner.email.toUpperCase());
    expect(invitation).toMatchObject({
      email: joiner.email,
      role: "member",
      status: "pending",
      invited_by: { id: team.admin.id },
    });
    expect(mail.subject).toBe(`${team.admin.email} invited you to Agency on AdLens`);
    expect(mail.text).toContain(`${t.config.publicUrl}/invitations/accept?token=`);
    expect(mail.text).toContain("7 days and only once");
    // Only its hash is stored.
    const stored = await t.deps.db.selectFrom("workspace_invitations").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const seatsBefore = await t.request(`/v1/workspaces/${team.workspaceId}`, { token: team.owner.token });
    expect(((await seatsBefore.json()) as { seats: { used: number } }).seats.used).toBe(5);

    const joined = await accept(token, joiner.token);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({
      id: team.workspaceId,
      name: "Agency",
      role: "member",
      personal: false,
    });
    expect(await roleIn(team.workspaceId, joiner.id)).toBe("member");
    // The new member works in the team: its analyses list answers.
    expect((await t.request("/v1/analyses", inWorkspace(team.workspaceId, joiner.token))).status).toBe(200);
    // The seat moved from the invitation to the member; the invitation is gone from the list.
    const view = (await (
      await t.request(`/v1/workspaces/${team.workspaceId}`, { token: team.owner.token })
    ).json()) as {
      seats: { used: number };
    };
    expect(view.seats.used).toBe(5);
    const list = await t.request(`/v1/workspaces/${team.workspaceId}/invitations`, { token: team.owner.token });
    expect(((await list.json()) as { data: Invitation[] }).data).toEqual([]);

    const again = await accept(token, joiner.token);
    expect(await errorOf(again)).toMatchObject({ status: 400, code: "invalid_token" });
  });

  test("a new account signs up with the invited address, confirms, and accepts", async () => {
    const team = await teamWithRoles(t);
    const email = uniqueEmail("newcomer");
    const { token } = await invited(team.owner, team.workspaceId, email, "viewer");
    const session = await signUpAndConfirm(t, email);
    const res = await accept(token, session.access_token);
    expect(res.status).toBe(200);
    expect(await roleIn(team.workspaceId, session.user.id)).toBe("viewer");
    const mine = await t.request("/v1/workspaces", { token: session.access_token });
    const names = ((await mine.json()) as { data: { name: string }[] }).data.map((w) => w.name);
    expect(names).toEqual(["Personal", "Agency"]);
  });

  test("only the invited address can accept; expired, revoked, replaced and made-up links do not work", async () => {
    const team = await teamWithRoles(t);
    const invitee = await t.createUser();
    const stranger = await t.createUser();

    const first = await invited(team.owner, team.workspaceId, invitee.email);
    const wrongAccount = await accept(first.token, stranger.token);
    const refused = await errorOf(wrongAccount);
    expect(refused).toMatchObject({ status: 403, code: "forbidden" });
    expect(refused.message).toBe(
      `This invitation was sent to ${invitee.email}. Sign in with that address to accept it.`,
    );
    expect(await roleIn(team.workspaceId, stranger.id)).toBeNull();

    // Inviting the address again replaces the pending invitation: the first link stops working.
    const second = await invited(team.owner, team.workspaceId, invitee.email, "admin", 2);
    expect(await errorOf(await accept(first.token, invitee.token))).toMatchObject({ code: "invalid_token" });

    // Revoked.
    const revoke = await t.request(`/v1/workspaces/${team.workspaceId}/invitations/${second.invitation.id}`, {
      method: "DELETE",
      token: team.admin.token,
    });
    expect(revoke.status).toBe(204);
    expect(await errorOf(await accept(second.token, invitee.token))).toMatchObject({ code: "invalid_token" });
    const revokeAgain = await t.request(`/v1/workspaces/${team.workspaceId}/invitations/${second.invitation.id}`, {
      method: "DELETE",
      token: team.admin.token,
    });
    expect(await errorOf(revokeAgain)).toMatchObject({ status: 404, code: "not_found" });

    // Expired: listed as expired, refused with its own message, and holds no seat.
    const third = await invited(team.owner, team.workspaceId, invitee.email, "member", 3);
    await t.deps.db
      .updateTable("workspace_invitations")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", third.invitation.id)
      .execute();
    const expired = await errorOf(await accept(third.token, invitee.token));
    expect(expired).toMatchObject({ status: 400, code: "invalid_token" });
    expect(expired.message).toContain("expired");
    const list = await t.request(`/v1/workspaces/${team.workspaceId}/invitations`, { token: team.owner.token });
    expect(((await list.json()) as { data: Invitation[] }).data.map((i) => i.status)).toEqual(["expired"]);
    const view = await t.request(`/v1/workspaces/${team.workspaceId}`, { token: team.owner.token });
    expect(((await view.json()) as { seats: { used: number } }).seats.used).toBe(4);

    expect(await errorOf(await accept("made-up", invitee.token))).toMatchObject({ code: "invalid_token" });
    expect(await roleIn(team.workspaceId, invitee.id)).toBeNull();
  });

  test("a link accepted twice at once adds the member once and spends the link once", async () => {
    const team = await teamWithRoles(t);
    const invitee = await t.createUser();
    const { token } = await invited(team.owner, team.workspaceId, invitee.email);
    const results = await Promise.all([accept(token, invitee.token), accept(token, invitee.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const rows = await t.deps.db
      .selectFrom("workspace_members")
      .select("user_id")
      .where("workspace_id", "=", team.workspaceId)
      .where("user_id", "=", invitee.id)
      .execute();
    expect(rows.length).toBe(1);
  });

  test("who may invite whom: owners any role below owner, admins below admin; members and viewers nobody", async () => {
    const team = await teamWithRoles(t);
    const outcome: string[] = [];
    for (const actor of ["owner", "admin", "member", "viewer"] as const) {
      for (const role of ["admin", "member", "viewer"]) {
        const res = await invite(team.byRole[actor], team.workspaceId, uniqueEmail(`${actor}-${role}`), role);
        outcome.push(`${actor}→${role}: ${res.status}`);
      }
    }
    expect(outcome).toEqual([
      "owner→admin: 201",
      "owner→member: 201",
      "owner→viewer: 201",
      "admin→admin: 403",
      "admin→member: 201",
      "admin→viewer: 201",
      "member→admin: 403",
      "member→member: 403",
      "member→viewer: 403",
      "viewer→admin: 403",
      "viewer→member: 403",
      "viewer→viewer: 403",
    ]);
    const bad = await invite(team.owner, team.workspaceId, uniqueEmail(), "owner");
    expect(await errorOf(bad)).toMatchObject({ status: 400, field: "role" });
    const notEmail = await invite(team.owner, team.workspaceId, "nobody", "member");
    expect(await errorOf(notEmail)).toMatchObject({ status: 400, field: "email" });
    const existing = await invite(team.owner, team.workspaceId, team.viewer.email, "member");
    expect(await errorOf(existing)).toMatchObject({ status: 409, code: "conflict", field: "email" });
    // Members and viewers cannot see the invitations either.
    const listed = await t.request(`/v1/workspaces/${team.workspaceId}/invitations`, { token: team.member.token });
    expect(listed.status).toBe(403);
  });

  test("another workspace's invitations are 404 and never touched; a personal workspace invites nobody", async () => {
    const team = await teamWithRoles(t);
    const other = await teamWithRoles(t, "Rival");
    const { invitation, token } = await invited(team.owner, team.workspaceId, uniqueEmail("x"));
    const cross = await t.request(`/v1/workspaces/${other.workspaceId}/invitations/${invitation.id}`, {
      method: "DELETE",
      token: other.owner.token,
    });
    expect(await errorOf(cross)).toMatchObject({ status: 404, code: "not_found" });
    const outsiderList = await t.request(`/v1/workspaces/${team.workspaceId}/invitations`, {
      token: other.owner.token,
    });
    expect(await errorOf(outsiderList)).toMatchObject({ status: 404, message: "No workspace with this id." });
    const row = await t.deps.db
      .selectFrom("workspace_invitations")
      .select("revoked_at")
      .where("id", "=", invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
    expect(token.length).toBeGreaterThan(40);

    const solo = await t.createUser({ tier: "enterprise" });
    const personal = await invite(solo, solo.workspaceId, uniqueEmail());
    expect(await errorOf(personal)).toMatchObject({ status: 403, code: "forbidden" });
  });

  test("seats: members plus pending invitations never pass the plan's seats, even when invited at once", async () => {
    const team = await teamWithRoles(t);
    // Enterprise has 25 seats; fill all but two with members.
    for (let i = 0; i < 19; i++) {
      const u = await t.createUser();
      await addMember(t, team.workspaceId, u.id, "member");
    }
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => invite(team.owner, team.workspaceId, uniqueEmail(`seat${i}`))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    const full = await errorOf(results.find((r) => r.status === 409) as Response);
    expect(full.message).toContain("All 25 seats");
    const view = await t.request(`/v1/workspaces/${team.workspaceId}`, { token: team.owner.token });
    expect(((await view.json()) as { seats: unknown }).seats).toEqual({ used: 25, limit: 25 });
  });
});
