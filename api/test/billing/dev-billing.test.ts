import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { signDevToken } from "../../src/services/billing/dev-token.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { sessionToken } from "./session-token.ts";

const DAY = 86_400_000;
const T0 = new Date("2031-05-10T09:00:00Z");
let clock = T0;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function state(userId: string) {
  const res = await t.request("/v1/billing/subscription", { token: await sessionToken(t, userId) });
  return json<{
    subscribed: boolean;
    subscription_tier: string;
    subscription_end: string | null;
    cancel_at_period_end: boolean;
    pending_tier: string | null;
    billing_mode: string;
  }>(res);
}

function form(fields: Record<string, string>) {
  return {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}

/** Follows the URL the API returned, the way a browser opens it: no Authorization header. */
async function open(url: string) {
  const { pathname, search } = new URL(url);
  return t.request(`${pathname}${search}`);
}

const sessionOf = (url: string) => new URL(url).searchParams.get("session") ?? "";

async function checkout(user: { token: string }, plan_tier: string) {
  const res = await t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier } });
  expect(res.status).toBe(200);
  return (await json<{ url: string }>(res)).url;
}

describe("dev checkout", () => {
  test("a free user sees a labelled page, confirms, and is on Pro at once for a month", async () => {
    clock = T0;
    const user = await t.createUser();
    expect(await state(user.id)).toMatchObject({ subscription_tier: "free", billing_mode: "dev" });

    const url = await checkout(user, "pro");
    // Built on the address the caller used (the harness sends to http://localhost), not PUBLIC_URL.
    expect(url).toStartWith("http://localhost/dev/billing/checkout?session=");
    const page = await open(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    const html = await page.text();
    expect(html).toContain("Development billing — no payment taken");
    expect(html).toContain("Subscribe to Pro");
    expect(html).toContain("$199/month");
    expect(html).toContain(user.email);
    expect(html).toContain('action="/dev/billing/checkout"');

    const confirmed = await t.request("/dev/billing/checkout", form({ session: sessionOf(url) }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/settings?tab=billing&success=true");

    const end = new Date(T0);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(await state(user.id)).toMatchObject({
      subscribed: true,
      subscription_tier: "pro",
      subscription_end: end.toISOString(),
    });
  });

  test("Enterprise is reachable outside production: checkout, then the portal switches back to Pro", async () => {
    clock = T0;
    const user = await t.createUser();
    const url = await checkout(user, "enterprise");
    const html = await (await open(url)).text();
    expect(html).toContain("Subscribe to Enterprise");
    expect(html).toContain("$2999/month, 10,000 images per month");
    await t.request("/dev/billing/checkout", form({ session: sessionOf(url) }));
    expect(await state(user.id)).toMatchObject({ subscribed: true, subscription_tier: "enterprise" });
    const me = await json<{ profile: { subscription_tier: string } }>(
      await t.request("/v1/me", { token: await sessionToken(t, user.id) }),
    );
    expect(me.profile.subscription_tier).toBe("enterprise");

    const portal = await (await open(signDevPortalUrl(user.workspaceId))).text();
    expect(portal).toContain("Switch to Pro");
    expect(portal).not.toContain("Switch to Enterprise");
    await t.request(
      "/dev/billing/portal",
      form({ session: signDevPortal(user.workspaceId), action: "switch", plan_tier: "pro" }),
    );
    // A downgrade waits for the end of the month already "paid" for.
    expect(await state(user.id)).toMatchObject({ subscription_tier: "enterprise", pending_tier: "pro" });
  });

  test("a forged, tampered or expired link changes nothing", async () => {
    clock = T0;
    const user = await t.createUser();
    const url = await checkout(user, "basic");
    const token = sessionOf(url);
    const [payload, sig] = token.split(".");
    const asPro = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()), tier: "pro" }),
    ).toString("base64url");
    const forged = signDevToken(
      "another-secret-that-is-long-enough-000000",
      {
        purpose: "checkout",
        workspaceId: user.workspaceId,
        tier: "pro",
      },
      T0,
    );
    const portalToken = signDevToken(t.config.jwtSecret, { purpose: "portal", workspaceId: user.workspaceId }, T0);
    for (const session of [`${asPro}.${sig}`, forged, portalToken, "garbage"]) {
      const res = await t.request("/dev/billing/checkout", form({ session }));
      expect(res.status).toBe(400);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe("invalid_token");
    }
    clock = new Date(T0.getTime() + 31 * 60_000);
    expect((await t.request("/dev/billing/checkout", form({ session: token }))).status).toBe(400);
    expect((await open(url)).status).toBe(400);
    expect((await state(user.id)).subscription_tier).toBe("free");
  });
});

describe("dev portal", () => {
  test("cancelling keeps Pro until the period ends; resuming undoes it", async () => {
    clock = T0;
    const user = await t.createUser();
    await t.request("/dev/billing/checkout", form({ session: sessionOf(await checkout(user, "pro")) }));

    const portal = await t.request("/v1/billing/portal", { token: user.token, method: "POST" });
    const { url } = await json<{ url: string }>(portal);
    expect(url).toStartWith("http://localhost/dev/billing/portal?session=");
    const html = await (await open(url)).text();
    expect(html).toContain("Development billing — no payment taken");
    expect(html).toContain("Pro, renews on");
    expect(html).toContain("Cancel subscription");
    expect(html).toContain("Switch to Basic");

    const cancelled = await t.request("/dev/billing/portal", form({ session: sessionOf(url), action: "cancel" }));
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe("/settings?portal=return");
    expect(await state(user.id)).toMatchObject({ subscription_tier: "pro", cancel_at_period_end: true });
    expect(await (await open(url)).text()).toContain("Resume subscription");

    await t.request("/dev/billing/portal", form({ session: sessionOf(url), action: "resume" }));
    expect(await state(user.id)).toMatchObject({ subscription_tier: "pro", cancel_at_period_end: false });

    await t.request("/dev/billing/portal", form({ session: sessionOf(url), action: "cancel" }));
    clock = new Date(T0.getTime() + 32 * DAY);
    expect(await state(user.id)).toMatchObject({ subscribed: false, subscription_tier: "free" });
  });

  test("a downgrade waits for the period end; an upgrade applies at once", async () => {
    clock = T0;
    const user = await t.createUser();
    await t.request("/dev/billing/checkout", form({ session: sessionOf(await checkout(user, "pro")) }));
    const session = sessionOf(
      (await json<{ url: string }>(await t.request("/v1/billing/portal", { token: user.token, method: "POST" }))).url,
    );

    await t.request("/dev/billing/portal", form({ session, action: "switch", plan_tier: "basic" }));
    const pending = await state(user.id);
    expect(pending).toMatchObject({ subscription_tier: "pro", pending_tier: "basic" });

    clock = new Date(T0.getTime() + 10 * DAY);
    await t.request(
      "/dev/billing/portal",
      form({ session: signDevPortal(user.workspaceId), action: "switch", plan_tier: "pro" }),
    );
    expect(await state(user.id)).toMatchObject({ subscription_tier: "pro", pending_tier: null });

    await t.request(
      "/dev/billing/portal",
      form({ session: signDevPortal(user.workspaceId), action: "switch", plan_tier: "basic" }),
    );
    clock = new Date(new Date(pending.subscription_end ?? "").getTime() + 1000);
    expect((await state(user.id)).subscription_tier).toBe("basic");
  });

  test("cancelling without a subscription is a conflict", async () => {
    clock = T0;
    const user = await t.createUser();
    const res = await t.request(
      "/dev/billing/portal",
      form({ session: signDevPortal(user.workspaceId), action: "cancel" }),
    );
    expect(res.status).toBe(409);
  });
});

function signDevPortalUrl(workspaceId: string) {
  return `http://localhost/dev/billing/portal?session=${signDevPortal(workspaceId)}`;
}

function signDevPortal(workspaceId: string) {
  return signDevToken(t.config.jwtSecret, { purpose: "portal", workspaceId }, clock);
}
