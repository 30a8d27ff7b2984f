import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp, { type OverlayOptions } from "sharp";
import { createEngine } from "../../src/analysis/index.ts";
import type { AnalysisResult } from "../../src/analysis/result.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";

const engine = createEngine(loadConfig({ ANALYSIS_WORKERS: "1" }), createLogger("silent"));
afterAll(() => engine.close());

/** A photo-like scene: sky gradient, sun, hills, sensor noise, JPEG; optionally an ad layer over it. */
async function photo(width: number, height: number, withText: boolean): Promise<Uint8Array> {
  const noise = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = seed % 64;
  }
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b6cb0"/><stop offset="0.6" stop-color="#f6ad55"/><stop offset="1" stop-color="#744210"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${width * 0.08}" fill="#fefcbf"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="#276749"/>
  </svg>`;
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <text x="50%" y="${height * 0.18}" font-family="DejaVu Sans" font-weight="bold" font-size="${width * 0.075}" fill="#ffffff" text-anchor="middle">Summer Escape</text>
    <rect x="${width * 0.35}" y="${height * 0.84}" width="${width * 0.3}" height="${height * 0.08}" rx="12" fill="#1a202c"/>
    <text x="50%" y="${height * 0.895}" font-family="DejaVu Sans" font-weight="bold" font-size="${width * 0.035}" fill="#ffffff" text-anchor="middle">Book Now</text>
  </svg>`;
  const layers: OverlayOptions[] = [{ input: noise, raw: { width, height, channels: 3 }, blend: "soft-light" }];
  if (withText) layers.push({ input: Buffer.from(text) });
  const buf = await sharp(Buffer.from(scene)).blur(3).composite(layers).jpeg({ quality: 85 }).toBuffer();
  return new Uint8Array(buf);
}

let withText: AnalysisResult;
let bare: AnalysisResult;
beforeAll(async () => {
  [withText, bare] = await Promise.all([
    photo(1080, 1080, true)
      .then((b) => engine.analyze({ bytes: b, filename: "photo-ad.jpg" }))
      .then((o) => o.result),
    photo(1200, 800, false)
      .then((b) => engine.analyze({ bytes: b, filename: "photo.jpg" }))
      .then((o) => o.result),
  ]);
}, 120_000);

describe("photographic content", () => {
  test("a photo with an ad layer: text, CTA and sane measurements", () => {
    expect(withText.text?.headline?.text).toBe("Summer Escape");
    expect(withText.call_to_action).toBe("Book Now");
    expect(withText.cta!.contrast!).toBeGreaterThan(10);
    expect(withText.palette.length).toBeGreaterThanOrEqual(3);
    // The measured colours' shares; an average tone listed beside them is not one of them.
    const total = withText.palette.filter((p) => !p.average).reduce((s, p) => s + p.percentage, 0);
    expect(total).toBeLessThanOrEqual(100.5);
    for (const p of withText.palette) expect(p.hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(withText.placements.map((p) => p.id)).toEqual(["social-square"]);
    expect(withText.effectiveness_score).toBeGreaterThan(0);
    expect(withText.effectiveness_score).toBeLessThanOrEqual(10);
  });

  test("a photo is measurably busier than a flat design", () => {
    expect(bare.clarity!.color_entropy).toBeGreaterThan(3);
    expect(bare.clarity!.clutter).toBeGreaterThan(0.15);
  });

  test("a photo without text: nothing invented, absences explained", () => {
    expect(bare.call_to_action).toBeNull();
    expect(bare.brand_name).toBeNull();
    expect(bare.text?.headline).toBeNull();
    expect(bare.text_content).toBe("");
    expect(bare.basis.text_content).toBe("absent");
    // A photo could hold a button or a logo the reader missed: not read, rather than missing.
    const codes = bare.advice?.map((a) => a.code);
    expect(codes).toContain("unread_cta");
    expect(codes).toContain("unread_brand");
    expect(codes).not.toContain("missing_cta");
    expect(bare.recommendations.some((r) => r.startsWith("1200×800 matches no standard placement"))).toBe(true);
    expect(bare.ad_type).toBe("Custom Size");
    // Warm sunset palette reads as warm.
    expect(bare.tone!.warmth).toBeGreaterThan(0);
    expect(bare.emotion_details.every((e) => e.basis === "colour")).toBe(true);
    expect(bare.detection?.status).toBe("ok");
    expect(bare.key_elements.filter((k) => k.kind === "person" || k.kind === "face")).toEqual([]);
  });
});
