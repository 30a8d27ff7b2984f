import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { WorkspaceRole } from "@adlens/db";
import { errorOf, multipart, seedAnalysis, startApp, TEST_TIMEOUT_MS, tinyPng } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";
import { batchForm } from "../jobs/ads.ts";
import { addMember, type TestUser, teamWithRoles } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
let team: Awaited<ReturnType<typeof teamWithRoles>>;
let outsider: TestUser;
let seeded: string[];
let batchId: string;
const ROLES = ["owner", "admin", "member", "viewer"] as const satisfies readonly WorkspaceRole[];

beforeAll(async () => {
  t = await startApp();
  team = await teamWithRoles(t);
  outsider = await t.createUser({ tier: "enterprise" });
  seeded = [
    (await seedAnalysis(t, team.owner.id, { workspaceId: team.workspaceId, filename: "team-1.png" })).id,
    (await seedAnalysis(t, team.member.id, { workspaceId: team.workspaceId, filename: "team-2.png" })).id,
  ];
  const batch = await t.request("/v1/batches", {
    token: team.member.token,
    headers: { "x-workspace-id": team.workspaceId },
    body: batchForm([{ bytes: await tinyPng(41), name: "batch.png" }]),
  });
  if (batch.status !== 202) throw new Error(`batch: ${batch.status} ${await batch.text()}`);
  batchId = ((await batch.json()) as { id: string }).id;
});
afterAll(() => t.close());

interface Call {
  method: string;
  path: string;
  json?: unknown;
  body?: BodyInit;
}

interface RouteCase {
  name: string;
  /** Roles allowed, as the policy in docs/workspaces.md says: o(wner) a(dmin) m(ember) v(iewer). */
  allowed: string;
  /** Whether an API token may call it (while the plan includes the API). */
  tokens: boolean;
  /** A fresh, well-formed request for `actor` (deletions need something of their own to delete). */
  call: (actor: TestUser) => Promise<Call> | Call;
}

const ws = () => team.workspaceId;

async function tokenOf(actor: TestUser, name: string): Promise<{ id: string; token: string }> {
  const res = await t.request("/v1/tokens", {
    token: actor.token,
    headers: { "x-workspace-id": ws() },
    json: { name },
  });
  if (res.status !== 201) throw new Error(`token for ${actor.email}: ${res.status}`);
  return (await res.json()) as { id: string; token: string };
}

const CASES: RouteCase[] = [
  { name: "GET /v1/me", allowed: "oamv", tokens: true, call: () => ({ method: "GET", path: "/v1/me" }) },
  {
    name: "GET /v1/billing/subscription",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: "/v1/billing/subscription" }),
  },
  {
    name: "POST /v1/billing/checkout",
    allowed: "o",
    tokens: false,
    call: () => ({ method: "POST", path: "/v1/billing/checkout", json: { plan_tier: "pro" } }),
  },
  {
    name: "POST /v1/billing/portal",
    allowed: "o",
    tokens: false,
    call: () => ({ method: "POST", path: "/v1/billing/portal" }),
  },
  { name: "GET /v1/analyses", allowed: "oamv", tokens: true, call: () => ({ method: "GET", path: "/v1/analyses" }) },
  {
    name: "GET /v1/analyses/{id}",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: `/v1/analyses/${seeded[0]}` }),
  },
  {
    name: "GET /v1/analyses/{id}/image",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: `/v1/analyses/${seeded[0]}/image` }),
  },
  {
    name: "GET /v1/analyses/{id}/heatmap",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: `/v1/analyses/${seeded[1]}/heatmap` }),
  },
  {
    name: "GET /v1/analyses/export",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: "/v1/analyses/export?format=csv" }),
  },
  {
    name: "POST /v1/analyses/compare",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "POST", path: "/v1/analyses/compare", json: { ids: seeded } }),
  },
  { name: "GET /v1/analytics", allowed: "oamv", tokens: true, call: () => ({ method: "GET", path: "/v1/analytics" }) },
  {
    name: "POST /v1/analyses",
    allowed: "oam",
    tokens: true,
    call: async () => ({ method: "POST", path: "/v1/analyses", body: multipart(await tinyPng(40), "by-role.png") }),
  },
  {
    name: "POST /v1/analyze",
    allowed: "oam",
    tokens: true,
    // A private address is refused after the policy check, so allowed roles get 422, not a real fetch.
    call: () => ({ method: "POST", path: "/v1/analyze", json: { image_url: "http://127.0.0.1/ad.png" } }),
  },
  {
    name: "DELETE /v1/analyses/{id}",
    allowed: "oam",
    tokens: true,
    call: async (actor) => {
      const row = await seedAnalysis(t, actor.id, { workspaceId: ws(), filename: "to-delete.png" });
      return { method: "DELETE", path: `/v1/analyses/${row.id}` };
    },
  },
  {
    name: "POST /v1/batches",
    allowed: "oam",
    tokens: true,
    call: async () => ({
      method: "POST",
      path: "/v1/batches",
      body: batchForm([{ bytes: await tinyPng(42), name: "in-batch.png" }]),
    }),
  },
  {
    name: "GET /v1/batches/{id}",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: `/v1/batches/${batchId}` }),
  },
  { name: "GET /v1/tokens", allowed: "oam", tokens: false, call: () => ({ method: "GET", path: "/v1/tokens" }) },
  {
    name: "POST /v1/tokens",
    allowed: "oam",
    tokens: false,
    call: () => ({ method: "POST", path: "/v1/tokens", json: { name: "matrix" } }),
  },
  {
    name: "DELETE /v1/tokens/{id}",
    allowed: "oam",
    tokens: false,
    call: async (actor) => {
      const own = actor === team.viewer ? team.owner : actor;
      return { method: "DELETE", path: `/v1/tokens/${(await tokenOf(own, "to revoke")).id}` };
    },
  },
  {
    name: "GET /v1/workspaces/{id}",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: `/v1/workspaces/${ws()}` }),
  },
  {
    name: "PATCH /v1/workspaces/{id}",
    allowed: "oa",
    tokens: false,
    call: () => ({ method: "PATCH", path: `/v1/workspaces/${ws()}`, json: { name: "Agency" } }),
  },
  {
    name: "GET /v1/workspaces/{id}/members",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: `/v1/workspaces/${ws()}/members` }),
  },
  {
    name: "PATCH /v1/workspaces/{id}/members/{user_id}",
    allowed: "oa",
    tokens: false,
    call: async () => {
      const target = await freshViewer();
      return { method: "PATCH", path: `/v1/workspaces/${ws()}/members/${target.id}`, json: { role: "member" } };
    },
  },
  {
    name: "DELETE /v1/workspaces/{id}/members/{user_id}",
    allowed: "oa",
    tokens: false,
    call: async () => {
      const target = await freshViewer();
      return { method: "DELETE", path: `/v1/workspaces/${ws()}/members/${target.id}` };
    },
  },
  { name: "GET /v1/projects", allowed: "oamv", tokens: true, call: () => ({ method: "GET", path: "/v1/projects" }) },
  {
    name: "POST /v1/projects",
    allowed: "oam",
    tokens: true,
    call: () => ({ method: "POST", path: "/v1/projects", json: { name: `p-${crypto.randomUUID().slice(0, 8)}` } }),
  },
  {
    name: "PATCH /v1/projects/{id}",
    allowed: "oam",
    tokens: true,
    call: async () => ({ method: "PATCH", path: `/v1/projects/${await ownerProject()}`, json: { archived: true } }),
  },
  {
    name: "DELETE /v1/projects/{id}",
    allowed: "oam",
    tokens: true,
    call: async () => ({ method: "DELETE", path: `/v1/projects/${await ownerProject()}` }),
  },
  {
    name: "GET /v1/share-links",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: "/v1/share-links?status=all" }),
  },
  {
    name: "POST /v1/share-links",
    allowed: "oam",
    tokens: true,
    call: () => ({ method: "POST", path: "/v1/share-links", json: { analysis_ids: [seeded[0]] } }),
  },
  {
    name: "DELETE /v1/share-links/{id}",
    allowed: "oam",
    tokens: true,
    call: async () => {
      const res = await t.request("/v1/share-links", {
        token: team.owner.token,
        headers: { "x-workspace-id": ws() },
        json: { analysis_ids: seeded },
      });
      if (res.status !== 201) throw new Error(`share link: ${res.status} ${await res.text()}`);
      return { method: "DELETE", path: `/v1/share-links/${((await res.json()) as { id: string }).id}` };
    },
  },
  {
    name: "GET /v1/analyses/{id}/report",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: `/v1/analyses/${seeded[0]}/report` }),
  },
  {
    name: "GET /v1/reports/comparison",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: `/v1/reports/comparison?ids=${seeded.join(",")}&format=html` }),
  },
  {
    name: "GET /v1/workspaces/{id}/report",
    allowed: "oamv",
    tokens: true,
    call: () => ({ method: "GET", path: `/v1/workspaces/${ws()}/report` }),
  },
  {
    name: "GET /v1/workspaces/{id}/logo",
    allowed: "oamv",
    tokens: true,
    call: async () => {
      await ownerLogo();
      return { method: "GET", path: `/v1/workspaces/${ws()}/logo` };
    },
  },
  {
    name: "PUT /v1/workspaces/{id}/logo",
    allowed: "oa",
    tokens: false,
    call: async () => ({ method: "PUT", path: `/v1/workspaces/${ws()}/logo`, body: multipart(await tinyPng(43)) }),
  },
  {
    name: "DELETE /v1/workspaces/{id}/logo",
    allowed: "oa",
    tokens: false,
    call: async () => {
      await ownerLogo();
      return { method: "DELETE", path: `/v1/workspaces/${ws()}/logo` };
    },
  },
  {
    name: "GET /v1/workspaces/{id}/audit-log",
    allowed: "oa",
    tokens: false,
    call: () => ({ method: "GET", path: `/v1/workspaces/${ws()}/audit-log?format=csv` }),
  },
  {
    name: "GET /v1/workspaces/{id}/invitations",
    allowed: "oa",
    tokens: false,
    call: () => ({ method: "GET", path: `/v1/workspaces/${ws()}/invitations` }),
  },
  {
    name: "POST /v1/workspaces/{id}/invitations",
    allowed: "oa",
    tokens: false,
    call: async () => {
      await freeSeats();
      return {
        method: "POST",
        path: `/v1/workspaces/${ws()}/invitations`,
        json: { email: `matrix-${crypto.randomUUID().slice(0, 8)}@example.com`, role: "viewer" },
      };
    },
  },
  {
    name: "DELETE /v1/workspaces/{id}/invitations/{invitation_id}",
    allowed: "oa",
    tokens: false,
    call: async () => {
      await freeSeats();
      const res = await t.request(`/v1/workspaces/${ws()}/invitations`, {
        token: team.owner.token,
        json: { email: `revoke-${crypto.randomUUID().slice(0, 8)}@example.com`, role: "viewer" },
      });
      if (res.status !== 201) throw new Error(`invitation: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      return { method: "DELETE", path: `/v1/workspaces/${ws()}/invitations/${id}` };
    },
  },
];

/**
 * A new viewer to change or remove. Earlier ones, and pending invitations, are cleared first so
 * the matrix never runs out of the plan's 25 seats (a full workspace would refuse for that reason).
 */
async function freshViewer(): Promise<TestUser> {
  await freeSeats();
  const target = await t.createUser();
  await addMember(t, ws(), target.id, "viewer");
  extras.push(target.id);
  return target;
}
const extras: string[] = [];

async function freeSeats() {
  if (extras.length > 0) {
    await t.deps.db
      .deleteFrom("workspace_members")
      .where("workspace_id", "=", ws())
      .where("user_id", "in", extras.splice(0))
      .execute();
  }
  await t.deps.db
    .updateTable("workspace_invitations")
    .set({ revoked_at: new Date() })
    .where("workspace_id", "=", ws())
    .where("revoked_at", "is", null)
    .where("accepted_at", "is", null)
    .execute();
}

/** A new project of the team's, made by its owner, for the routes that change or delete one. */
async function ownerProject(): Promise<string> {
  const res = await t.request("/v1/projects", {
    token: team.owner.token,
    headers: { "x-workspace-id": ws() },
    json: { name: `owner-${crypto.randomUUID().slice(0, 8)}` },
  });
  if (res.status !== 201) throw new Error(`project: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Sets the team's logo as its owner, for the routes that read or remove one. */
async function ownerLogo(): Promise<void> {
  const res = await t.request(`/v1/workspaces/${ws()}/logo`, {
    method: "PUT",
    token: team.owner.token,
    body: multipart(await tinyPng(44)),
  });
  if (res.status !== 200) throw new Error(`logo: ${res.status} ${await res.text()}`);
}

const roleLetter = (role: WorkspaceRole) => role[0] as string;

async function send(call: Call, token: string, workspaceId: string | null) {
  return t.request(call.path, {
    method: call.method,
    token,
    json: call.json,
    body: call.body,
    headers: workspaceId ? { "x-workspace-id": workspaceId } : {},
  });
}

describe("every role on every workspace route (sessions)", () => {
  for (const route of CASES) {
    test(route.name, async () => {
      const outcome: string[] = [];
      for (const role of ROLES) {
        const actor = team.byRole[role];
        const res = await send(await route.call(actor), actor.token, ws());
        const allowed = route.allowed.includes(roleLetter(role));
        const got = res.status === 403 ? `403 ${(await errorOf(res)).code}` : res.status < 400 ? "ok" : `${res.status}`;
        outcome.push(`${role}: ${got}`);
        if (allowed && got !== "ok" && !got.startsWith("422")) outcome.push(`  (${await res.text()})`);
      }
      const expected = ROLES.map((role) => {
        const allowed = route.allowed.includes(roleLetter(role));
        if (!allowed) return `${role}: 403 forbidden`;
        return route.name === "POST /v1/analyze" ? `${role}: 422` : `${role}: ok`;
      });
      expect(outcome).toEqual(expected);
    });
  }
});

describe("a workspace the caller is not in is 404 on every route, like a missing one", () => {
  for (const route of CASES) {
    test(route.name, async () => {
      for (const workspaceId of [ws(), crypto.randomUUID()]) {
        const res = await send(await route.call(team.owner), outsider.token, workspaceId);
        const body = await errorOf(res);
        expect(`${res.status} ${body.code} ${body.message}`).toBe("404 not_found No workspace with this id.");
      }
    });
  }
});

describe("API tokens act as their creator, in their own workspace only", () => {
  test("each role's token: API routes as the role allows, session-only routes refused", async () => {
    const outcome: string[] = [];
    const expected: string[] = [];
    for (const role of ["owner", "admin", "member"] as const) {
      const { token } = await tokenOf(team.byRole[role], `${role} ci`);
      for (const route of CASES) {
        const res = await send(await route.call(team.byRole[role]), token, null);
        const status =
          res.status === 403 ? "403" : res.status === 422 ? "422" : res.status < 400 ? "ok" : `${res.status}`;
        outcome.push(`${role} ${route.name}: ${status}`);
        const allowed = route.tokens && route.allowed.includes(roleLetter(role));
        expected.push(`${role} ${route.name}: ${allowed ? (route.name === "POST /v1/analyze" ? "422" : "ok") : "403"}`);
      }
    }
    expect(outcome).toEqual(expected);
  });

  test("a token sent with another workspace's id is 404, and stops working when its creator leaves", async () => {
    const { token } = await tokenOf(team.member, "leaver");
    const personal = team.member.workspaceId;
    const foreign = await t.request("/v1/analyses", { token, headers: { "x-workspace-id": personal } });
    expect((await errorOf(foreign)).code).toBe("not_found");
    expect((await t.request("/v1/analyses", { token })).status).toBe(200);
    await t.deps.db
      .deleteFrom("workspace_members")
      .where("workspace_id", "=", ws())
      .where("user_id", "=", team.member.id)
      .execute();
    expect((await t.request("/v1/analyses", { token })).status).toBe(401);
    await t.deps.db
      .insertInto("workspace_members")
      .values({ workspace_id: ws(), user_id: team.member.id, role: "member" })
      .execute();
  });
});
