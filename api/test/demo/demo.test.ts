import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { HEATMAP_SIDE } from "../../src/analysis/local/saliency.ts";
import { errorOf, fixture, multipart, startApp, TEST_TIMEOUT_MS, tinyPng } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

/** TRUST_PROXY is on in tests, so X-Forwarded-For picks the visitor's rate-limit bucket. */
const demo = (ip: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.request("/v1/demo/analyze", { method: "POST", body, headers: { "x-forwarded-for": ip, ...headers } });

async function stored() {
  const [analyses, workspaces] = await Promise.all([
    t.deps.db.selectFrom("image_analyses").select("id").execute(),
    t.deps.db.selectFrom("workspaces").select("id").execute(),
  ]);
  return { analyses: analyses.length, workspaces: workspaces.length };
}

describe("POST /v1/demo/analyze", () => {
  test("analyses an uploaded ad anonymously with an inline heatmap, storing nothing", async () => {
    const before = await stored();
    const res = await demo("203.0.113.10", multipart(await fixture("ad-001.png"), "ad-001.png"));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      filename: string;
      analysis_result: { effectiveness_score: number; color_scheme: string[] };
      heatmap_url: string;
    };
    expect(body.filename).toBe("ad-001.png");
    expect(body.analysis_result.effectiveness_score).toBeGreaterThan(0);
    expect(body.analysis_result.color_scheme.length).toBeGreaterThan(0);
    expect(body.heatmap_url).toStartWith("data:image/png;base64,");
    const heatmap = Buffer.from(body.heatmap_url.split(",")[1] ?? "", "base64");
    const meta = await sharp(heatmap).metadata();
    // The 1080×1080 ad's overlay keeps its shape at the heatmap's own size.
    expect([meta.format, meta.width, meta.height]).toEqual(["png", HEATMAP_SIDE, HEATMAP_SIDE]);
    expect(await stored()).toEqual(before);
    expect(await readdir(`${t.config.dataDir}/objects`).catch(() => [])).toEqual([]);
  });

  test("each IP gets 5 demos an hour, then 429 rate_limited with Retry-After", async () => {
    const ip = "198.51.100.77";
    const bad = new TextEncoder().encode("not an image");
    for (let i = 0; i < 5; i++) expect((await demo(ip, multipart(bad))).status).toBe(415);
    const res = await demo(ip, multipart(await tinyPng()));
    expect(await errorOf(res)).toMatchObject({ status: 429, code: "rate_limited" });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await demo("198.51.100.78", multipart(await tinyPng()))).status).toBe(200);
  });

  test("racing requests from one IP never get more than 5 through", async () => {
    const ip = "192.0.2.200";
    const bad = new TextEncoder().encode("nope");
    const statuses = await Promise.all(Array.from({ length: 9 }, () => demo(ip, multipart(bad)).then((r) => r.status)));
    expect(statuses.filter((s) => s === 415).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(4);
  });

  test("bad input: missing file, JSON instead of a file, truncated image, oversized body", async () => {
    const form = new FormData();
    form.append("image", "x");
    expect(await errorOf(await demo("192.0.2.1", form))).toMatchObject({ status: 400, field: "file" });
    expect(
      await errorOf(
        await demo("192.0.2.2", JSON.stringify({ image_url: "https://example.com/a.png" }), {
          "content-type": "application/json",
        }),
      ),
    ).toMatchObject({ status: 415, code: "unsupported_media_type" });
    const jpg = await fixture("ad-003.jpg");
    expect(await errorOf(await demo("192.0.2.3", multipart(jpg.slice(0, 3000), "cut.jpg")))).toMatchObject({
      status: 422,
      code: "invalid_image",
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    expect(await errorOf(await demo("192.0.2.4", multipart(big, "big.jpg")))).toMatchObject({
      status: 413,
      code: "payload_too_large",
    });
  });
});
