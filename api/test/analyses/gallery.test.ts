import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { normaliseStoredAnalyses } from "../../../db/migrations/1301_analysis_results_normalised.ts";
import { up as snakeCaseStoredAnalyses } from "../../../db/migrations/1302_analysis_results_snake_case.ts";
import type { TestApp } from "../harness.ts";
import { errorOf, type Item, seedAnalysis, startApp, TEST_TIMEOUT_MS, tinyPng, upload } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

type Page = { data: Item[]; next_cursor: string | null };

async function page(token: string, query: string): Promise<Page> {
  const res = await t.request(`/v1/analyses${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

async function all(token: string, query: string, limit = 2): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? "&" : "?";
    const p = await page(token, `${query}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    names.push(...p.data.map((i) => i.filename));
    cursor = p.next_cursor;
  } while (cursor);
  return names;
}

describe("GET /v1/analyses", () => {
  let user: Awaited<ReturnType<TestApp["createUser"]>>;
  beforeAll(async () => {
    user = await t.createUser({ tier: "pro" });
    const base = Date.UTC(2026, 0, 10);
    const rows: [string, number, Record<string, unknown>][] = [
      [
        "Beta summer.png",
        0,
        { effectiveness_score: 6.5, brand_name: "Luma", ad_type: "Social Media", target_audience: "Runners" },
      ],
      [
        "alpha.jpg",
        1,
        { effectiveness_score: 9.1, brand_name: "Dermiq", ad_type: "Display Ads", target_audience: "Skincare fans" },
      ],
      ["gamma_100%.png", 2, { effectiveness_score: 4.2, brand_name: null, ad_type: "Print", target_audience: null }],
      [
        "delta.webp",
        3,
        { effectiveness_score: 9.1, brand_name: "LUMA", ad_type: "Social Media Story", target_audience: "Gamers" },
      ],
      [
        "Epsilon.png",
        4,
        { effectiveness_score: 7.7, brand_name: "Orbit", ad_type: "Video", target_audience: "Young LUMA lovers" },
      ],
    ];
    for (const [filename, day, result] of rows) {
      await seedAnalysis(t, user.id, { filename, createdAt: new Date(base + day * 86400_000), result });
    }
    // Two rows in the same millisecond: the cursor must not skip either.
    const same = new Date(base + 5 * 86400_000);
    await seedAnalysis(t, user.id, { filename: "zeta-1.png", createdAt: same, result: { effectiveness_score: 5 } });
    await seedAnalysis(t, user.id, { filename: "zeta-2.png", createdAt: same, result: { effectiveness_score: 5 } });
  });

  test("newest first by default, paginated by cursor without gaps or repeats", async () => {
    const first = await page(user.token, "");
    expect(first.data.length).toBe(7);
    expect(first.next_cursor).toBeNull();
    const names = await all(user.token, "");
    expect(names.slice(2)).toEqual(["Epsilon.png", "delta.webp", "gamma_100%.png", "alpha.jpg", "Beta summer.png"]);
    expect(new Set(names.slice(0, 2))).toEqual(new Set(["zeta-1.png", "zeta-2.png"]));
    expect(await all(user.token, "", 1)).toEqual(names);
  });

  test("each sort pages stably", async () => {
    const oldest = await all(user.token, "?sort=oldest", 3);
    expect(oldest.slice(0, 5)).toEqual(["Beta summer.png", "alpha.jpg", "gamma_100%.png", "delta.webp", "Epsilon.png"]);
    expect(new Set(oldest.slice(5))).toEqual(new Set(["zeta-1.png", "zeta-2.png"]));
    // Equal scores fall back to newest first; equal timestamps to the id.
    const byScore = await all(user.token, "?sort=effectiveness", 2);
    expect(byScore.slice(0, 4)).toEqual(["delta.webp", "alpha.jpg", "Epsilon.png", "Beta summer.png"]);
    expect(new Set(byScore.slice(4, 6))).toEqual(new Set(["zeta-1.png", "zeta-2.png"]));
    expect(byScore[6]).toBe("gamma_100%.png");
    expect(await all(user.token, "?sort=effectiveness", 1)).toEqual(byScore);
    expect(await all(user.token, "?sort=alphabetical", 2)).toEqual([
      "alpha.jpg",
      "Beta summer.png",
      "delta.webp",
      "Epsilon.png",
      "gamma_100%.png",
      "zeta-1.png",
      "zeta-2.png",
    ]);
  });

  test("search is case-insensitive over filename, brand and target audience", async () => {
    expect(new Set(await all(user.token, "?search=luma"))).toEqual(
      new Set(["Beta summer.png", "delta.webp", "Epsilon.png"]),
    );
    expect(await all(user.token, "?search=SKINCARE")).toEqual(["alpha.jpg"]);
    expect(await all(user.token, "?search=ALPHA")).toEqual(["alpha.jpg"]);
  });

  test("LIKE wildcards in a search match themselves", async () => {
    expect(await all(user.token, `?search=${encodeURIComponent("100%")}`)).toEqual(["gamma_100%.png"]);
    expect(await all(user.token, `?search=${encodeURIComponent("%")}`)).toEqual(["gamma_100%.png"]);
    expect(await all(user.token, `?search=${encodeURIComponent("a_1")}`)).toEqual(["gamma_100%.png"]);
    expect(await all(user.token, `?search=${encodeURIComponent("_")}`)).toEqual(["gamma_100%.png"]);
  });

  test("ad_type filters by substring, combined with sort and search", async () => {
    expect(await all(user.token, "?ad_type=social&sort=oldest")).toEqual(["Beta summer.png", "delta.webp"]);
    expect(await all(user.token, "?ad_type=Story")).toEqual(["delta.webp"]);
    expect(await all(user.token, "?ad_type=social&search=gamers")).toEqual(["delta.webp"]);
  });

  test("bad limit, sort or cursor are validation errors naming the field", async () => {
    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?limit=abc", "limit"],
      ["?sort=random", "sort"],
      ["?cursor=garbage", "cursor"],
    ]) {
      const error = await errorOf(await t.request(`/v1/analyses${query}`, { token: user.token }));
      expect(`${query} ${error.status} ${error.field}`).toBe(`${query} 400 ${field}`);
    }
    const cursor = (await page(user.token, "?limit=1")).next_cursor ?? "";
    const mixed = await errorOf(await t.request(`/v1/analyses?sort=oldest&cursor=${cursor}`, { token: user.token }));
    expect(mixed).toMatchObject({ status: 400, field: "cursor" });
  });

  test("items are summaries read from columns; expand=analysis_result adds the full analysis", async () => {
    const [item] = (await page(user.token, "?limit=1&sort=oldest")).data;
    expect(Object.keys(item ?? {}).sort()).toEqual([
      "ad_type",
      "brand_name",
      "call_to_action",
      "created_at",
      "effectiveness_score",
      "filename",
      "id",
      "image_url",
      "thumbnail_url",
    ]);
    expect(item).toMatchObject({ filename: "Beta summer.png", effectiveness_score: 6.5, brand_name: "Luma" });
    expect(item?.thumbnail_url).toMatch(/^\/v1\/analyses\/[0-9a-f-]{36}\/thumbnail\?expires=\d+&sig=/);
    const [expanded] = (await page(user.token, "?limit=1&sort=oldest&expand=analysis_result")).data;
    expect(expanded?.analysis_result.effectiveness_score).toBe(6.5);
    expect(expanded?.analysis_result.brand_name).toBe("Luma");
    const bad = await t.request("/v1/analyses?expand=everything", { token: user.token });
    expect(await errorOf(bad)).toMatchObject({ status: 400, code: "validation_failed", field: "expand" });
  });

  test("GET /v1/analyses/{id} returns one item; a malformed id is 400", async () => {
    const first = (await page(user.token, "?limit=1")).data[0] as Item;
    const res = await t.request(`/v1/analyses/${first.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Item).filename).toBe(first.filename);
    expect((await t.request("/v1/analyses/not-a-uuid", { token: user.token })).status).toBe(400);
    expect((await t.request(`/v1/analyses/${crypto.randomUUID()}`, { token: user.token })).status).toBe(404);
  });
});

describe("images and heatmaps", () => {
  test("served to the owner with Bearer auth or a signed link, with safe headers", async () => {
    const user = await t.createUser({ tier: "basic" });
    const row = await seedAnalysis(t, user.id);
    const item = (await (await t.request(`/v1/analyses/${row.id}`, { token: user.token })).json()) as Item;
    const signed = await t.request(item.image_url);
    expect(signed.status).toBe(200);
    expect(signed.headers.get("content-type")).toBe("image/png");
    expect(signed.headers.get("x-content-type-options")).toBe("nosniff");
    expect(signed.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    const stored = await t.deps.storage.get(row.image_key);
    expect(new Uint8Array(await signed.arrayBuffer())).toEqual(stored?.body ?? new Uint8Array());
    const bearer = await t.request(`/v1/analyses/${row.id}/heatmap`, { token: user.token });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get("content-type")).toBe("image/png");
    expect((await t.request(item.heatmap_url ?? "")).status).toBe(200);
  });

  test("no credentials, a forged, reused-for-another-object or expired signature is 401", async () => {
    const user = await t.createUser({ tier: "basic" });
    const row = await seedAnalysis(t, user.id);
    const item = (await (await t.request(`/v1/analyses/${row.id}`, { token: user.token })).json()) as Item;
    expect((await t.request(`/v1/analyses/${row.id}/image`)).status).toBe(401);
    const forged = item.image_url.replace(/sig=.{4}/, "sig=AAAA");
    expect(await errorOf(await t.request(forged))).toMatchObject({ status: 401, code: "unauthorized" });
    const other = await seedAnalysis(t, user.id);
    expect((await t.request(item.image_url.replace(row.id, other.id))).status).toBe(401);
    expect((await t.request(item.image_url.replace("/image?", "/heatmap?"))).status).toBe(401);

    const expires = Number(new URL(item.image_url, "http://x").searchParams.get("expires"));
    const past = item.image_url.replace(`expires=${expires}`, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    expect((await t.request(past)).status).toBe(401);
  });
});

describe("analyses stored before this release", () => {
  test("a row in the old shape opens, typed, once the migration has rewritten it", async () => {
    const user = await t.createUser({ tier: "pro" });
    const seeded = await seedAnalysis(t, user.id, { filename: "legacy.png" });
    // What the hosted backend and early engines wrote: other spellings, a 0–100 score, a CTA
    // object, lists as strings, and no measured extras at all.
    const legacy = {
      effectiveness_score: "85",
      message_clarity: 7,
      brand: "Luma",
      ad_type: "Social Media",
      colors: "#112233, #FFFFFF",
      emotion: "Joy",
      target_audience: "Runners",
      callToAction: { text: "Shop now" },
      key_elements: ["Runner", "Logo"],
      improvements: "Bigger CTA",
      text_content: "RUN FASTER",
    };
    await t.deps.db
      .updateTable("image_analyses")
      .set({ analysis_result: JSON.stringify(legacy), effectiveness_score: 85, call_to_action: null })
      .where("id", "=", seeded.id)
      .execute();
    await normaliseStoredAnalyses(t.deps.db);

    const res = await t.request(`/v1/analyses/${seeded.id}`, { token: user.token });
    expect(res.status).toBe(200);
    const item = (await res.json()) as Item;
    expect(item.analysis_result).toMatchObject({
      effectiveness_score: 8.5,
      message_clarity: 7,
      brand_name: "Luma",
      color_scheme: ["#112233", "#FFFFFF"],
      emotions: ["Joy"],
      call_to_action: "Shop now",
      key_elements: [
        { label: "Runner", kind: "other", box: null, confidence: null, basis: "model" },
        { label: "Logo", kind: "other", box: null, confidence: null, basis: "model" },
      ],
      recommendations: ["Bigger CTA"],
      text_content: "RUN FASTER",
      palette: [],
      text: null,
      engine: null,
    });
    const [summary] = ((await (await t.request("/v1/analyses", { token: user.token })).json()) as Page).data;
    expect(summary).toMatchObject({ effectiveness_score: 8.5, call_to_action: "Shop now", brand_name: "Luma" });
    // The migration is idempotent: a second run changes nothing.
    await normaliseStoredAnalyses(t.deps.db);
    const again = (await (await t.request(`/v1/analyses/${seeded.id}`, { token: user.token })).json()) as Item;
    expect(again.analysis_result).toEqual(item.analysis_result);
  });
});

describe("analyses stored in camelCase before the wire went snake_case", () => {
  test("migration 1302 rewrites them; they open with every key, nested ones included, in snake_case", async () => {
    const user = await t.createUser({ tier: "pro" });
    const seeded = await seedAnalysis(t, user.id);
    const box = { x: 10, y: 20, width: 200, height: 40 };
    // What the engine wrote until 1302: the spec's camelCase names at the top and inside.
    const camel = {
      effectivenessScore: 7.3,
      messageClarity: 6.1,
      brandName: "Luma",
      adType: "Social Media",
      colorScheme: ["#112233"],
      emotions: ["Energy"],
      targetAudience: null,
      call_to_action: "Shop now",
      keyElements: [{ label: "Call to action: Shop now", kind: "cta", box, confidence: 0.9, basis: "measured" }],
      recommendations: ["Raise the CTA's contrast"],
      textContent: "RUN FASTER\nShop now",
      strengths: [],
      overallMessage: null,
      palette: [{ hex: "#112233", name: "navy", percentage: 61 }],
      text: { words: [{ text: "RUN", confidence: 97, box }], wordCount: 3, coverage: 4.2, headline: null },
      cta: { text: "Shop now", box, contrast: 2.1, textColor: "#FFFFFF", backgroundColor: "#FF8800", button: true },
      attention: { focus: 0.4, cta_share: 0.1, headline_share: null, peak: { x: 5, y: 6 }, method: "spectral" },
      placements: [{ id: "story", name: "Story 9:16", channel: "stories", exact: true, textInUnsafeZone: true }],
      size: { width: 1080, height: 1920 },
      clarity: {
        score: 6.1,
        wordCount: 3,
        textCoverage: 4.2,
        headlineContrast: null,
        edgeDensity: 0.12,
        colorEntropy: 3.4,
        clutter: 0.2,
      },
      tone: { warmth: 0.1, saturation: 0.5, brightness: 0.6 },
      emotionDetails: [{ emotion: "Energy", strength: 0.7, basis: "colour" }],
      detection: { status: "unavailable", model: null, detail: null },
      scoreBreakdown: [{ factor: "CTA", score: 5, weight: 0.2, evidence: "contrast 2.1:1" }],
      basis: {
        effectivenessScore: "measured",
        brandName: "measured",
        targetAudience: "absent",
        keyElements: "measured",
      },
      engine: { provider: "local", model: "adlens-local", version: "1", duration_ms: 900 },
    };
    await t.deps.db
      .updateTable("image_analyses")
      .set({ analysis_result: JSON.stringify(camel) })
      .where("id", "=", seeded.id)
      .execute();
    await snakeCaseStoredAnalyses(t.deps.db);

    const item = (await (await t.request(`/v1/analyses/${seeded.id}`, { token: user.token })).json()) as Item;
    const r = item.analysis_result;
    expect(r).toMatchObject({
      effectiveness_score: 7.3,
      message_clarity: 6.1,
      brand_name: "Luma",
      ad_type: "Social Media",
      color_scheme: ["#112233"],
      key_elements: [{ label: "Call to action: Shop now", kind: "cta", box }],
      text_content: "RUN FASTER\nShop now",
      text: { word_count: 3, coverage: 4.2 },
      cta: { text_color: "#FFFFFF", background_color: "#FF8800", button: true },
      placements: [{ id: "story", text_in_unsafe_zone: true }],
      clarity: { word_count: 3, text_coverage: 4.2, headline_contrast: null, edge_density: 0.12, color_entropy: 3.4 },
      emotion_details: [{ emotion: "Energy", strength: 0.7 }],
      score_breakdown: [{ factor: "CTA", score: 5 }],
      basis: { effectiveness_score: "measured", brand_name: "measured", target_audience: "absent" },
    });
    const keys = JSON.stringify(r).match(/"[a-z]+[A-Z][A-Za-z]*":/g) ?? [];
    expect(keys).toEqual([]);
    // The summary columns come from the rewritten result too.
    const [summary] = ((await (await t.request("/v1/analyses", { token: user.token })).json()) as Page).data;
    expect(summary).toMatchObject({ id: seeded.id, effectiveness_score: 7.3, brand_name: "Luma" });
  });
});

describe("thumbnails", () => {
  test("an analysis stored without one gets a ≈480 px WebP on first request, then served from storage", async () => {
    const user = await t.createUser({ tier: "basic" });
    const row = await seedAnalysis(t, user.id);
    const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    await t.deps.storage.put(row.image_key, new Uint8Array(wide), "image/png");
    const [item] = ((await (await t.request("/v1/analyses", { token: user.token })).json()) as Page).data;
    const first = await t.request(item?.thumbnail_url ?? "");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toMatch(/^private, max-age=\d{5,}, immutable$/);
    const meta = await sharp(new Uint8Array(await first.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 270]);
    const stored = await t.deps.db
      .selectFrom("image_analyses")
      .select("thumbnail_key")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(stored.thumbnail_key).toBe(row.image_key.replace(/\.png$/, ".thumb.webp"));
    // The image is gone now, so a second answer can only come from the stored thumbnail.
    await t.deps.storage.delete(row.image_key);
    expect((await t.request(item?.thumbnail_url ?? "")).status).toBe(200);
    expect((await t.request(`/v1/analyses/${row.id}/thumbnail`, { token: user.token })).status).toBe(200);
  });

  test("a thumbnail link is signed for the thumbnail only, and refused without it", async () => {
    const user = await t.createUser({ tier: "basic" });
    const row = await seedAnalysis(t, user.id);
    const item = (await (await t.request(`/v1/analyses/${row.id}`, { token: user.token })).json()) as Item;
    expect((await t.request(`/v1/analyses/${row.id}/thumbnail`)).status).toBe(401);
    expect((await t.request(item.thumbnail_url.replace("/thumbnail?", "/image?"))).status).toBe(401);
    expect((await t.request(item.image_url.replace("/image?", "/thumbnail?"))).status).toBe(401);
  });
});

describe("DELETE /v1/analyses/{id}", () => {
  test("the free tier gets the spec's upgrade message and nothing is removed", async () => {
    const user = await t.createUser({ tier: "free" });
    const row = await seedAnalysis(t, user.id);
    const error = await errorOf(await t.request(`/v1/analyses/${row.id}`, { method: "DELETE", token: user.token }));
    expect(error).toEqual({
      status: 403,
      code: "forbidden",
      message: "Upgrade to Pro to delete analyses and manage your gallery",
      request_id: expect.any(String),
      doc_url: "http://localhost:3000/docs/api#forbidden",
    } as never);
    expect((await t.request(`/v1/analyses/${row.id}`, { token: user.token })).status).toBe(200);
  });

  test("a paid user's delete removes the row and its stored image, heatmap and thumbnail", async () => {
    const user = await t.createUser({ tier: "pro" });
    const res = await upload(t, user.token, await tinyPng(9), "gone.png");
    const item = (await res.json()) as Item;
    const dir = path.join(t.config.dataDir, "objects", user.workspaceId);
    expect((await readdir(dir)).length).toBe(3);
    const del = await t.request(`/v1/analyses/${item.id}`, { method: "DELETE", token: user.token });
    expect(del.status).toBe(204);
    expect((await t.request(`/v1/analyses/${item.id}`, { token: user.token })).status).toBe(404);
    expect(await readdir(dir)).toEqual([]);
    expect((await t.request(item.image_url)).status).toBe(404);
  });

  test("two deletes at once: one 204, one 404", async () => {
    const user = await t.createUser({ tier: "basic" });
    const row = await seedAnalysis(t, user.id);
    const statuses = await Promise.all(
      [1, 2].map(
        async () => (await t.request(`/v1/analyses/${row.id}`, { method: "DELETE", token: user.token })).status,
      ),
    );
    expect(statuses.sort()).toEqual([204, 404]);
  });
});
