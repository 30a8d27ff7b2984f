import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { seedAnalysis } from "../../api/test/analyses/helpers.ts";
import { tokenFrom, waitForMail } from "../../api/test/auth/helpers.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { AdLens, AdLensError } from "../src/index.ts";

setDefaultTimeout(60_000);

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = (await t.listen()).url;
});
afterAll(() => t.close());

describe("workspaces in the SDK", () => {
  test("create a team, invite, accept, work in it with the workspace option, share, read the audit log", async () => {
    const owner = await t.createUser({ tier: "enterprise" });
    const joiner = await t.createUser();
    const ownerClient = new AdLens({ baseUrl: url, token: owner.token });
    const team = await ownerClient.workspaces.create({ name: "Agency" });
    expect(team).toMatchObject({ name: "Agency", role: "owner", personal: false });

    const invitation = await ownerClient.workspaces.invite(team.id, { email: joiner.email, role: "member" });
    expect(invitation.status).toBe("pending");
    const [mail] = await waitForMail(t, joiner.email);
    const joinerClient = new AdLens({ baseUrl: url, token: joiner.token });
    const joined = await joinerClient.workspaces.acceptInvitation(tokenFrom(mail as never, "token"));
    expect(joined).toMatchObject({ id: team.id, role: "member" });
    expect((await joinerClient.workspaces.list()).data.map((w) => w.name)).toEqual(["Personal", "Agency"]);

    const row = await seedAnalysis(t, owner.id, { workspaceId: team.id, filename: "team-ad.png" });
    // Without a workspace the personal one is used; with it, the team's analyses.
    expect((await joinerClient.analyses.list()).data).toEqual([]);
    joinerClient.useWorkspace(team.id);
    expect(joinerClient.workspace).toBe(team.id);
    expect((await joinerClient.analyses.list()).data.map((a) => a.filename)).toEqual(["team-ad.png"]);
    const scoped = new AdLens({ baseUrl: url, token: joiner.token, workspace: team.id });
    expect((await scoped.analyses.list()).data.length).toBe(1);

    const link = await joinerClient.shareLinks.create({ analysis_ids: [row.id] });
    const shared = await new AdLens({ baseUrl: url }).shareLinks.open(link.url.split("/shared/")[1] as string);
    expect(shared.analyses.map((a) => a.filename)).toEqual(["team-ad.png"]);
    const listed = await joinerClient.shareLinks.list({ status: "all", limit: 10 });
    expect(listed.data.map((l) => [l.id, l.status, l.created_by?.email, l.analyses[0]?.filename])).toEqual([
      [link.id, "active", joiner.email, "team-ad.png"],
    ]);

    const members = await ownerClient.workspaces.members(team.id);
    expect(members.data.map((m) => m.role).sort()).toEqual(["member", "owner"]);
    await ownerClient.workspaces.setRole(team.id, joiner.id, "viewer");
    const refused = await joinerClient.shareLinks.create({ analysis_ids: [row.id] }).catch((e: unknown) => e);
    expect(AdLensError.is(refused) && refused.code).toBe("forbidden");

    const log = await ownerClient.workspaces.auditLog(team.id);
    expect(log.data.map((e) => e.action)).toEqual([
      "member.role_changed",
      "share_link.created",
      "invitation.accepted",
      "invitation.created",
    ]);
    const csv = await ownerClient.workspaces.exportAuditLog(team.id);
    expect(csv.split("\r\n")[0]).toBe("created_at,action,actor_email,target,details");

    await joinerClient.workspaces.removeMember(team.id, joiner.id);
    const gone = await joinerClient.analyses.list().catch((e: unknown) => e);
    expect(AdLensError.is(gone) && gone.code).toBe("not_found");
  });
});
