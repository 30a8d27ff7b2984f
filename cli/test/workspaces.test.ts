import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seedAnalysis } from "../../api/test/analyses/helpers.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { addMember } from "../../api/test/workspaces/helpers.ts";
import { buildCli, json, runCli } from "./helpers.ts";

setDefaultTimeout(180_000);

let t: TestApp;
let url: string;
let tmp: string;

beforeAll(async () => {
  await buildCli();
  t = await startTestApp();
  url = (await t.listen()).url;
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-cli-ws-"));
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

describe("adlens workspaces", () => {
  test("list marks the current workspace; switch (by name, then personal) and --workspace choose where commands work", async () => {
    const owner = await t.createUser({ tier: "enterprise" });
    const created = await t.request("/v1/workspaces", { token: owner.token, json: { name: "Client Team" } });
    const team = (await created.json()) as { id: string };
    const member = await t.createUser({ tier: "pro" });
    await addMember(t, team.id, member.id, "member");
    await seedAnalysis(t, owner.id, { workspaceId: team.id, filename: "team-only.png" });
    await seedAnalysis(t, member.id, { workspaceId: member.workspaceId, filename: "mine.png" });

    const dir = await mkdtemp(path.join(tmp, "home-"));
    const env = { XDG_CONFIG_HOME: dir, HOME: dir, ADLENS_API_URL: url, ADLENS_TOKEN: member.token };
    const names = async (extra: string[] = []) =>
      json<{ data: { filename: string }[] }>(await runCli(["analyses", "list", ...extra], env)).data.map(
        (a) => a.filename,
      );

    const listed = json<{ name: string; role: string; current: boolean }[]>(await runCli(["workspaces", "list"], env));
    expect(listed.map((w) => `${w.name} ${w.role} ${w.current}`)).toEqual([
      "Personal owner true",
      "Client Team member false",
    ]);
    expect(await names()).toEqual(["mine.png"]);

    const switched = await runCli(["workspaces", "switch", "client team"], env);
    expect(switched.code).toBe(0);
    const file = JSON.parse(await readFile(path.join(dir, "adlens/credentials.json"), "utf8"));
    expect(file.workspace).toBe(team.id);
    expect(await names()).toEqual(["team-only.png"]);
    const after = json<{ name: string; current: boolean }[]>(await runCli(["workspaces", "list"], env));
    expect(after.find((w) => w.current)?.name).toBe("Client Team");

    // The flag wins over the stored choice.
    expect(await names(["--workspace", member.workspaceId])).toEqual(["mine.png"]);

    expect((await runCli(["workspaces", "switch", "personal"], env)).code).toBe(0);
    expect(await names()).toEqual(["mine.png"]);

    const unknown = await runCli(["workspaces", "switch", "Nope"], env);
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stderr)).toEqual({
      error: { code: "not_found", message: 'No workspace of yours is called or has the id "Nope".' },
    });
    // Another workspace's id through the flag is 404, like a missing one.
    const foreign = await runCli(["analyses", "list", "--workspace", owner.workspaceId], env);
    expect(foreign.code).not.toBe(0);
    expect(foreign.stderr).toContain("not_found");
  });
});
