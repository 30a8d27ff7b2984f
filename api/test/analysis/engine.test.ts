import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import type { AnalyzeOutput } from "../../src/analysis/engine.ts";
import { createEngine, InvalidImageError } from "../../src/analysis/index.ts";
import { deltaE2000, parseHex, rgbToLab } from "../../src/analysis/local/color.ts";
import { HEATMAP_SIDE } from "../../src/analysis/local/saliency.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { adBytes, truth } from "./fixtures.ts";

const engine = createEngine(loadConfig({ ANALYSIS_WORKERS: "2", LOG_LEVEL: "silent" }), createLogger("silent"));
afterAll(() => engine.close());

const lab = (h: string) => rgbToLab(...parseHex(h));
const de = (a: string, b: string) => deltaE2000(lab(a), lab(b));
const AD_TYPE = { social: "Social Media", display: "Display Ads", print: "Print" } as const;

const outputs = new Map<string, AnalyzeOutput>();
beforeAll(async () => {
  await Promise.all(
    truth.map(async (t) => {
      outputs.set(t.file, await engine.analyze({ bytes: await adBytes(t.file), filename: t.file }));
    }),
  );
}, 180_000);

describe("local engine on the sample ads", () => {
  for (const t of truth) {
    test(`${t.file}: headline, CTA, palette, placement`, async () => {
      const { result: r } = outputs.get(t.file)!;
      expect(r.text?.headline?.text.toLowerCase()).toBe(t.headline.toLowerCase());
      // The transcript keeps the ad's line breaks; a headline set on two lines reads across them.
      expect(r.text_content.toLowerCase().replace(/\s+/g, " ")).toContain(t.headline.toLowerCase());
      expect(r.call_to_action?.toLowerCase() ?? null).toBe(t.cta?.toLowerCase() ?? null);
      if (t.cta_contrast !== null) {
        expect(Math.abs(r.cta!.contrast! - t.cta_contrast) / t.cta_contrast).toBeLessThan(0.12);
        expect(r.cta!.box.width).toBeGreaterThan(0);
      }
      expect(Math.abs(r.text!.headline!.contrast! - t.headline_contrast) / t.headline_contrast).toBeLessThan(0.12);
      expect(de(r.palette[0]!.hex, t.colors.background)).toBeLessThan(5);
      expect(r.color_scheme[0]).toBe(r.palette[0]!.hex);
      if (t.colors.accent && de(t.colors.accent, t.colors.background) > 5) {
        expect(r.palette.some((p) => de(p.hex, t.colors.accent!) < 5)).toBe(true);
      }
      expect(r.placements.map((p) => p.id)).toContain(t.placement);
      expect(r.ad_type).toBe(AD_TYPE[t.ad_type]);
      expect(r.size).toEqual({ width: t.width, height: t.height });
      // A brand is read only from a wordmark; it may be absent but is never wrong.
      if (r.brand_name !== null) expect(r.brand_name).toBe(t.brand);
      expect(r.target_audience).toBeNull();
      expect(r.basis.target_audience).toBe("absent");
    });
  }

  test("wordmarks are read on most ads", async () => {
    const read = truth.filter((t) => outputs.get(t.file)!.result.brand_name === t.brand).length;
    expect(read).toBeGreaterThanOrEqual(10);
  });

  test("low contrast is measured, flagged in words, and costs score", async () => {
    const low = outputs.get("ad-011.jpg")!.result;
    expect(low.cta!.contrast!).toBeLessThan(2);
    expect(low.recommendations).toContain(
      `CTA contrast is ${low.cta!.contrast}:1; WCAG AA needs 4.5:1. Darken the text or change the button colour.`,
    );
    expect(
      low.recommendations.some((r) => r.startsWith(`Headline contrast is ${low.text!.headline!.contrast}:1`)),
    ).toBe(true);
    const good = outputs.get("ad-010.png")!.result;
    expect(good.strengths.some((s) => s.includes("passes WCAG AA"))).toBe(true);
    expect(low.effectiveness_score).toBeLessThan(good.effectiveness_score - 2);
    expect(low.message_clarity).toBeLessThan(good.message_clarity);
  });

  test("an ad without a CTA is told so", async () => {
    const r = outputs.get("ad-004.webp")!.result;
    expect(r.cta).toBeNull();
    expect(r.basis.call_to_action).toBe("absent");
    expect(r.recommendations[0]).toStartWith("No call to action was found");
    expect(r.score_breakdown.find((f) => f.factor === "Call to action")!.score).toBe(2);
  });

  test("the score is the documented weighted rubric", async () => {
    for (const { result: r } of outputs.values()) {
      const weights = r.score_breakdown.reduce((s, f) => s + f.weight, 0);
      expect(weights).toBeCloseTo(1, 6);
      const sum = r.score_breakdown.reduce((s, f) => s + f.score * f.weight, 0);
      expect(Math.abs(r.effectiveness_score - sum)).toBeLessThanOrEqual(0.051);
      for (const f of r.score_breakdown) expect(f.evidence.length).toBeGreaterThan(5);
      expect(r.effectiveness_score).toBeGreaterThanOrEqual(0);
      expect(r.effectiveness_score).toBeLessThanOrEqual(10);
      expect(r.engine).toMatchObject({ provider: "local", version: expect.any(String) });
      expect(r.engine!.duration_ms).toBeGreaterThan(0);
    }
  });

  test("attention: heatmap overlay PNG, focus and shares", async () => {
    const { result: r, heatmapPng } = outputs.get("ad-001.png")!;
    const meta = await sharp(heatmapPng).metadata();
    expect(meta.format).toBe("png");
    expect(meta.channels).toBe(4);
    expect(meta.width! / meta.height!).toBeCloseTo(1, 2);
    // The 64-cell map needs no more than HEATMAP_SIDE px; clients stretch it over the image.
    expect(Math.max(meta.width!, meta.height!)).toBe(HEATMAP_SIDE);
    expect(r.attention!.focus).toBeGreaterThan(0);
    expect(r.attention!.focus).toBeLessThanOrEqual(1);
    expect(r.attention!.cta_share!).toBeGreaterThan(0.02);
    expect(r.attention!.headline_share!).toBeGreaterThan(0.05);
    // The flat, low-contrast ad holds attention far less than a bold one.
    expect(outputs.get("ad-011.jpg")!.result.attention!.focus).toBeLessThan(r.attention!.focus);
  });

  test("9:16 stories check text against the unsafe zones", async () => {
    const story = outputs.get("ad-003.jpg")!.result.placements.find((p) => p.id === "story")!;
    const words = outputs.get("ad-003.jpg")!.result.text!.words;
    const inZone = words.some((w) => w.box.y < 1920 * 0.14 || w.box.y + w.box.height > 1920 * 0.8);
    expect(story.text_in_unsafe_zone).toBe(inZone);
  });

  test("the same bytes give the same analysis", async () => {
    const again = await engine.analyze({ bytes: await adBytes("ad-005.png"), filename: "again.png" });
    // Only the timings may differ.
    const strip = (o: AnalyzeOutput) => ({
      ...o.result,
      engine: { ...o.result.engine, duration_ms: 0, stages_ms: undefined },
    });
    expect(strip(again)).toEqual(strip(outputs.get("ad-005.png")!));
    expect(Buffer.from(again.heatmapPng).equals(Buffer.from(outputs.get("ad-005.png")!.heatmapPng))).toBe(true);
  });
});

describe("robustness", () => {
  test("a truncated JPEG rejects with InvalidImageError", async () => {
    const bytes = await adBytes("ad-003.jpg");
    await expect(
      engine.analyze({ bytes: bytes.slice(0, bytes.length / 3), filename: "cut.jpg" }),
    ).rejects.toBeInstanceOf(InvalidImageError);
  });

  test("random bytes and an empty file reject with InvalidImageError", async () => {
    const noise = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    await expect(engine.analyze({ bytes: noise, filename: "noise.png" })).rejects.toBeInstanceOf(InvalidImageError);
    await expect(engine.analyze({ bytes: new Uint8Array(0), filename: "empty.png" })).rejects.toBeInstanceOf(
      InvalidImageError,
    );
  });

  test("a PNG with a corrupted body rejects with InvalidImageError", async () => {
    const bytes = await adBytes("ad-005.png");
    const broken = bytes.slice();
    for (let i = 200; i < broken.length - 20; i += 3) broken[i] = 0;
    await expect(engine.analyze({ bytes: broken, filename: "broken.png" })).rejects.toBeInstanceOf(InvalidImageError);
  });
});
