import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readFile } from "node:fs/promises";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { AdLens, AdLensError, type AuthChangeEvent, memorySession } from "../src/index.ts";
import { AD, linkToken, uniqueEmail } from "./helpers.ts";

// Real servers, real analyses, two shared CPU cores: allow slow runs rather than flaky ones.
setDefaultTimeout(120_000);

let t: TestApp;
let url: string;
let pro: AdLens;

beforeAll(async () => {
  t = await startTestApp();
  url = (await t.listen()).url;
  const user = await t.createUser({ tier: "pro" });
  pro = new AdLens({ baseUrl: url, token: user.token });
});
afterAll(() => t.close());

describe("public resources", () => {
  test("plans.list returns the four plans with their limits", async () => {
    const plans = await new AdLens({ baseUrl: url }).plans.list();
    expect(plans.data.map((p) => [p.tier, Number(p.monthly_limit)])).toEqual([
      ["free", 10],
      ["basic", 300],
      ["pro", 1500],
      ["enterprise", 10000],
    ]);
  });

  test("contact.submit accepts a sales inquiry", async () => {
    const result = await new AdLens({ baseUrl: url }).contact.submit({
      name: "Ada",
      email: uniqueEmail("contact"),
      message: "We run 2,000 ads a month.",
      inquiry_type: "enterprise",
    });
    expect(result).toBeDefined();
  });

  test("events.track accepts a page_not_found event", async () => {
    const result = await new AdLens({ baseUrl: url }).events.track({ name: "page_not_found", path: "/nope" });
    expect(result).toEqual({ accepted: true });
  });
});

describe("auth and me", () => {
  test("signup → confirm → login → me → change password → logout, with onChange events", async () => {
    const client = new AdLens({ baseUrl: url, session: memorySession() });
    const events: [AuthChangeEvent, string | null][] = [];
    client.auth.onChange((event, session) => events.push([event, session?.user.email ?? null]));
    const email = uniqueEmail();

    await client.auth.signup({ email, password: "Blue-Lantern-81" });
    expect(client.auth.getSession()).toBeNull();
    await client.auth.resend({ email });
    const confirmed = await client.auth.confirm({ token: await linkToken(url, email, "confirm_token", 2) });
    expect(confirmed.user.email).toBe(email);
    expect(confirmed.token_type).toBe("bearer");
    expect(confirmed.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(client.auth.getSession()?.access_token).toBe(confirmed.access_token);

    const me = await client.me.get();
    expect(me.user.email).toBe(email);
    expect(me.profile.subscription_tier).toBe("free");

    await client.me.changePassword({ current_password: "Blue-Lantern-81", new_password: "Green-Lantern-82" });
    await client.auth.logout();
    expect(client.auth.getSession()).toBeNull();

    const wrong = await client.auth.login({ email, password: "Blue-Lantern-81" }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(AdLensError);
    expect((wrong as AdLensError).code).toBe("invalid_credentials");

    const session = await client.auth.login({ email, password: "Green-Lantern-82" });
    expect(session.user.email).toBe(email);
    expect(events.map(([e]) => e)).toEqual(["SIGNED_IN", "SIGNED_OUT", "SIGNED_IN"]);
    expect(events[0]?.[1]).toBe(email);

    await client.me.delete();
    expect(client.auth.getSession()).toBeNull();
    expect(events.at(-1)).toEqual(["SIGNED_OUT", null]);
    const gone = await client.auth.login({ email, password: "Green-Lantern-82" }).catch((e: unknown) => e);
    expect((gone as AdLensError).code).toBe("invalid_credentials");
  });

  test("recover → resetPassword lets the user sign in with the new password", async () => {
    const user = await t.createUser();
    const client = new AdLens({ baseUrl: url });
    await client.auth.recover({ email: user.email });
    await client.auth.resetPassword({ token: await linkToken(url, user.email, "token"), password: "Fresh-Start-2025" });
    const session = await client.auth.login({ email: user.email, password: "Fresh-Start-2025" });
    expect(session.user.email).toBe(user.email);
  });
});

describe("error mapping", () => {
  test("a validation error carries status, code, field, message and the request id", async () => {
    const error = await new AdLens({ baseUrl: url }).auth
      .login({ email: "not-an-email", password: "whatever" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdLensError);
    const e = error as AdLensError;
    expect(e.status).toBe(400);
    expect(e.code).toBe("validation_failed");
    expect(e.field).toBe("email");
    expect(e.message).toBe("Invalid email address");
    expect(e.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a bad token is unauthorized (401), a missing analysis not_found (404)", async () => {
    const bad = new AdLens({ baseUrl: url, token: `adlens_${"0".repeat(64)}` });
    const unauthorized = await bad.analyses.list().catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ status: 401, code: "unauthorized" });
    const missing = await pro.analyses.get(crypto.randomUUID()).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, code: "not_found" });
  });

  test("an API token on a free plan gets plan_required", async () => {
    const user = await t.createUser({ tier: "pro" });
    const owner = new AdLens({ baseUrl: url, token: user.token });
    const { token } = await owner.tokens.create({ name: "downgraded" });
    await t.deps.db
      .updateTable("workspaces")
      .set({ plan_tier: "free" })
      .where("personal_owner_id", "=", user.id)
      .execute();
    const error = await new AdLens({ baseUrl: url, token }).analyses.list().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: "plan_required" });
  });
});

describe("analyses", () => {
  test("create from a path, a Blob, bytes and an ArrayBuffer; get, image, compare, delete", async () => {
    const bytes = new Uint8Array(await readFile(AD("ad-002.webp")));
    const fromPath = await pro.analyses.create({ file: AD("ad-001.png") });
    const fromBlob = await pro.analyses.create({
      file: new Blob([bytes], { type: "image/webp" }),
      filename: "blob.webp",
    });
    const fromBytes = await pro.analyses.create({ file: bytes, filename: "bytes.webp" });
    const fromBuffer = await pro.analyses.create({ file: bytes.slice().buffer, filename: "buffer.webp" });
    expect([fromPath.filename, fromBlob.filename, fromBytes.filename, fromBuffer.filename]).toEqual([
      "ad-001.png",
      "blob.webp",
      "bytes.webp",
      "buffer.webp",
    ]);
    expect(fromPath.analysis_result.effectiveness_score).toBeGreaterThan(0);
    expect(fromPath.analysis_result.brand_name).toBe("LUMA");

    const got = await pro.analyses.get(fromPath.id);
    expect(got.id).toBe(fromPath.id);
    const image = await pro.analyses.image(fromPath.id);
    expect(image.type).toBe("image/png");
    expect(image.size).toBeGreaterThan(1000);

    const compared = await pro.analyses.compare([fromPath.id, fromBlob.id]);
    expect(JSON.stringify(compared)).toContain(fromPath.id);

    await pro.analyses.delete(fromBuffer.id);
    const deleted = await pro.analyses.get(fromBuffer.id).catch((e: unknown) => e);
    expect(deleted).toMatchObject({ code: "not_found" });
  }, 120_000);

  test("an invalid file is refused with its code", async () => {
    const error = await pro.analyses
      .create({ file: new TextEncoder().encode("not an image"), filename: "notes.png" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdLensError);
    expect(["unsupported_media_type", "invalid_image"]).toContain((error as AdLensError).code);
  });

  test("list pages with a cursor and iterate walks every page", async () => {
    const user = await t.createUser({ tier: "pro" });
    const client = new AdLens({ baseUrl: url, token: user.token });
    for (const name of ["ad-003.jpg", "ad-004.webp", "ad-005.png"]) await client.analyses.create({ file: AD(name) });

    const first = await client.analyses.list({ limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.next_cursor).toBeString();
    const second = await client.analyses.list({ limit: 2, cursor: first.next_cursor ?? undefined });
    expect(second.data).toHaveLength(1);
    expect(second.next_cursor).toBeNull();

    const all: string[] = [];
    for await (const item of client.analyses.iterate({ limit: 1, sort: "alphabetical" })) all.push(item.filename);
    expect(all).toEqual(["ad-003.jpg", "ad-004.webp", "ad-005.png"]);

    const searched = await client.analyses.list({ search: "ad-004" });
    expect(searched.data.map((a) => a.filename)).toEqual(["ad-004.webp"]);
  }, 120_000);

  test("export returns json, csv and ndjson text", async () => {
    const user = await t.createUser({ tier: "pro" });
    const client = new AdLens({ baseUrl: url, token: user.token });
    await client.analyses.create({ file: AD("ad-006.jpg") });
    const csv = await client.analyses.export({ format: "csv" });
    expect(csv.split("\n")[0]).toStartWith("id,filename,");
    expect(csv).toContain("ad-006.jpg");
    const json = JSON.parse(await client.analyses.export({ format: "json" })) as unknown[];
    expect(json).toHaveLength(1);
    const lines = (await client.analyses.export({ format: "ndjson" })).trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ filename: "ad-006.jpg" });
  }, 60_000);
});

describe("analytics, tokens, billing", () => {
  test("analytics.get summarises the user's analyses", async () => {
    const analytics = await pro.analytics.get();
    expect(analytics.insights.total_analyses).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(analytics.ai_recommendations.performance_insights)).toBe(true);
  });

  test("tokens: create shows the value once, list masks it, the token works, revoke stops it", async () => {
    const created = await pro.tokens.create({ name: "ci" });
    expect(created.token).toMatch(/^adlens_[0-9a-f]{64}$/);
    const listed = await pro.tokens.list();
    const entry = listed.data.find((x) => x.id === created.id);
    expect(entry?.name).toBe("ci");
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const viaToken = new AdLens({ baseUrl: url, token: created.token });
    expect((await viaToken.analyses.list()).data).toBeArray();
    await pro.tokens.revoke(created.id);
    expect((await pro.tokens.list()).data.find((x) => x.id === created.id)).toBeUndefined();
    const revoked = await viaToken.analyses.list().catch((e: unknown) => e);
    expect(revoked).toMatchObject({ status: 401, code: "unauthorized" });
  });

  test("billing: subscription, checkout and portal answer with dev billing", async () => {
    const user = await t.createUser();
    const client = new AdLens({ baseUrl: url, token: user.token });
    const subscription = await client.billing.subscription();
    expect(subscription).toMatchObject({ subscribed: false, subscription_tier: "free" });
    const checkout = await client.billing.checkout({ plan_tier: "pro" });
    expect(checkout.url).toBeString();
    const portal = await client.billing.portal().catch((e: unknown) => e);
    // Without a billing customer the portal may refuse; either way the SDK surfaces it typed.
    if (portal instanceof AdLensError) expect(portal.status).toBeGreaterThanOrEqual(400);
    else expect((portal as { url: string }).url).toBeString();
  });
});

describe("demo and the Pro API", () => {
  test("demo.analyze works anonymously and stores nothing", async () => {
    const result = await new AdLens({ baseUrl: url }).demo.analyze({ file: AD("ad-001.png") });
    expect(JSON.stringify(result)).toContain("LUMA");
  }, 60_000);

  test("analyze (the Pro API) refuses a private URL with url_not_allowed", async () => {
    const error = await pro.analyze({ image_url: `${url}/nothing.png` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdLensError);
    expect((error as AdLensError).code).toBe("url_not_allowed");
    expect((error as AdLensError).status).toBe(422);
  });
});
