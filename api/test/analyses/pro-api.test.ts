import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { startImageServer } from "../fetch/image-server.ts";
import type { TestApp } from "../harness.ts";
import { errorOf, type Item, startAppWithImageHost, TEST_TIMEOUT_MS } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
let images: ReturnType<typeof startImageServer>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, images, close } = await startAppWithImageHost("ad-001.png"));
});
afterAll(() => close());

async function apiTokenFor(sessionToken: string): Promise<string> {
  const res = await t.request("/v1/tokens", { token: sessionToken, json: { name: "tests" } });
  return ((await res.json()) as { token: string }).token;
}

const analyze = (token: string | undefined, body: unknown) => t.request("/v1/analyze", { token, json: body });

describe("POST /v1/analyze (the documented Pro API)", () => {
  test("answers exactly the documented shape and counts against the same quota as the web app", async () => {
    const user = await t.createUser({ tier: "pro" });
    const token = await apiTokenFor(user.token);
    const res = await analyze(token, { image_url: `${images.base}/ad.png`, filename: "api-test-image" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      analysis_id: string;
      analysis: Record<string, unknown> & { colors: string[]; effectiveness_score: number };
      usage: unknown;
      created_at: string;
    };
    expect(Object.keys(body).sort()).toEqual(["analysis", "analysis_id", "created_at", "success", "usage"]);
    expect(body.success).toBe(true);
    expect(body.analysis_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body.analysis).sort()).toEqual([
      "ad_type",
      "brand",
      "call_to_action",
      "colors",
      "effectiveness_score",
      "emotions",
      "improvements",
      "overall_message",
      "strengths",
      "target_audience",
    ]);
    expect(body.analysis.effectiveness_score).toBeGreaterThanOrEqual(0);
    expect(body.analysis.effectiveness_score).toBeLessThanOrEqual(10);
    expect(body.analysis.colors.length).toBeGreaterThan(0);
    for (const c of body.analysis.colors) expect(c).toMatch(/^#[0-9A-F]{6}$/);
    expect(body.usage).toEqual({ current_month: 1, monthly_limit: 1500, remaining: 1499 });
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);

    const gallery = (await (await t.request("/v1/analyses", { token: user.token })).json()) as { data: Item[] };
    expect(gallery.data.map((i) => [i.id, i.filename])).toEqual([[body.analysis_id, "api-test-image"]]);
  });

  test("the API tester's session token works too; enterprise is allowed", async () => {
    const user = await t.createUser({ tier: "enterprise" });
    const res = await analyze(user.token, { image_url: `${images.base}/ad.png` });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { usage: { monthly_limit: number } }).usage.monthly_limit).toBe(10000);
  });

  test("401 for a missing or invalid token, with an error field", async () => {
    expect(await errorOf(await analyze(undefined, { image_url: `${images.base}/ad.png` }))).toMatchObject({
      status: 401,
      code: "unauthorized",
    });
    expect(
      await errorOf(await analyze(`adlens_${"ab".repeat(32)}`, { image_url: `${images.base}/ad.png` })),
    ).toMatchObject({ status: 401 });
    expect(await errorOf(await analyze("not-a-token", { image_url: `${images.base}/ad.png` }))).toMatchObject({
      status: 401,
    });
  });

  test("403 plan_required below Pro, before any work", async () => {
    for (const tier of ["free", "basic"] as const) {
      const user = await t.createUser({ tier });
      expect(await errorOf(await analyze(user.token, { image_url: `${images.base}/ad.png` }))).toMatchObject({
        status: 403,
        code: "plan_required",
      });
    }
  });

  test("429 when the monthly quota, shared with uploads, is used up", async () => {
    const user = await t.createUser({ tier: "pro" });
    await t.deps.db
      .updateTable("workspaces")
      .set({ current_month_uploads: 1500, last_upload_reset: new Date() })
      .where("personal_owner_id", "=", user.id)
      .execute();
    const error = await errorOf(await analyze(user.token, { image_url: `${images.base}/ad.png` }));
    expect(error).toMatchObject({ status: 429, code: "quota_exceeded" });
  });

  test("request errors: missing or wrong-typed image_url, blocked URLs, huge bodies", async () => {
    const user = await t.createUser({ tier: "pro" });
    expect(await errorOf(await analyze(user.token, {}))).toMatchObject({ status: 400, field: "image_url" });
    expect(await errorOf(await analyze(user.token, { image_url: 5 }))).toMatchObject({
      status: 400,
      field: "image_url",
    });
    expect(
      await errorOf(await analyze(user.token, { image_url: `${images.base}/ad.png`, filename: ["x"] })),
    ).toMatchObject({ status: 400, field: "filename" });
    expect(await errorOf(await analyze(user.token, { image_url: "http://169.254.169.254/latest/" }))).toMatchObject({
      status: 422,
      code: "url_not_allowed",
    });
    expect(await errorOf(await analyze(user.token, { image_url: "not a url" }))).toMatchObject({
      status: 400,
      field: "image_url",
    });
    expect(await errorOf(await analyze(user.token, { image_url: `${images.base}/huge-chunked` }))).toMatchObject({
      status: 413,
    });
    const huge = await t.request("/v1/analyze", {
      token: user.token,
      headers: { "content-type": "application/json", "content-length": String(30 * 1024 * 1024) },
      body: "{}",
    });
    expect(huge.status).toBe(413);
  });

  test("two calls at once are both analysed and counted", async () => {
    const user = await t.createUser({ tier: "pro" });
    const token = await apiTokenFor(user.token);
    const results = await Promise.all([1, 2].map(() => analyze(token, { image_url: `${images.base}/ad.png` })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const usages = await Promise.all(
      results.map(async (r) => ((await r.json()) as { usage: { current_month: number } }).usage.current_month),
    );
    expect(usages.sort()).toEqual([1, 2]);
  });
});
