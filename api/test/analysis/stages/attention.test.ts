import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import {
  ATTENTION_WEIGHTS,
  attentionCues,
  attentionMap,
  attentionMethod,
} from "../../../src/analysis/local/attention.ts";
import type { TextMap } from "../../../src/analysis/local/ocr/types.ts";
import { decode } from "../../../src/analysis/local/raster.ts";
import { attentionShare, heatmapPng } from "../../../src/analysis/local/saliency.ts";
import { measureAttention } from "../../../src/analysis/local/stages/attention.ts";
import type { Roles } from "../../../src/analysis/local/stages/context.ts";
import type { Box, KeyElement } from "../../../src/analysis/result.ts";
import { render, runUpTo, text } from "./render.ts";

const noRoles: Roles = {
  cta: null,
  ctaPhrase: null,
  ctaArea: null,
  headline: null,
  headlinePhrase: null,
  blocks: [],
  brandName: null,
  brandPhrase: null,
  brandReading: null,
  brandContested: false,
  brand: null,
};

const face = (box: Box, confidence = 0.9): KeyElement => ({
  label: "Face",
  kind: "face",
  box,
  confidence,
  basis: "measured",
});
const flatGrey = render(800, 800, `<rect width="100%" height="100%" fill="#9ca3af"/>`);
const emptyText = (w: number, h: number): TextMap => ({
  width: w / 4,
  height: h / 4,
  scale: 4,
  data: new Float32Array((w / 4) * (h / 4)),
});

describe("attention stage", () => {
  // One red square near the top-left corner of a flat grey page: the only thing to look at.
  const square = { x: 60, y: 60, width: 120, height: 120 };
  const page = render(
    800,
    800,
    `<rect width="100%" height="100%" fill="#9ca3af"/><rect x="60" y="60" width="120" height="120" fill="#dc2626"/>`,
  );

  test("the weights are one constant that sums to 1, and the result names them", () => {
    const sum = Object.values(ATTENTION_WEIGHTS).reduce((s, w) => s + w, 0);
    expect(sum).toBeCloseTo(1, 9);
    for (const [cue, w] of Object.entries(ATTENTION_WEIGHTS)) expect(attentionMethod()).toContain(`${cue} ${w}`);
  });

  test("attention peaks on the one salient object and its box holds far more than its area's share", async () => {
    const image = await decode(await page);
    const map = await attentionMap(image.work, { elements: [], text: null });
    const m = measureAttention(map, image, { ...noRoles, ctaArea: square });
    expect(m.peak.x).toBeGreaterThan(30);
    expect(m.peak.x).toBeLessThan(220);
    expect(m.peak.y).toBeGreaterThan(30);
    expect(m.peak.y).toBeLessThan(220);
    const areaShare = (120 * 120) / (800 * 800);
    expect(m.cta_share!).toBeGreaterThan(areaShare * 3);
    expect(m.headline_share).toBeNull();
    expect(m.focus).toBeGreaterThan(0.3);
    expect(m.method).toBe(attentionMethod());
  });

  test("on a blank page only the centre bias is left, and it peaks in the middle", async () => {
    const image = await decode(await flatGrey);
    const cues = await attentionCues(image.work, { elements: [], text: null });
    expect(Math.max(...cues.faces, ...cues.people, ...cues.text)).toBe(0);
    const map = await attentionMap(image.work, { elements: [], text: null });
    const m = measureAttention(map, image, noRoles);
    expect(Math.abs(m.peak.x - 400)).toBeLessThan(40);
    expect(Math.abs(m.peak.y - 400)).toBeLessThan(40);
  });

  test("a face draws attention to itself: its box holds several times its area's share", async () => {
    const image = await decode(await flatGrey);
    const faceBox = { x: 560, y: 80, width: 120, height: 120 };
    const without = await attentionMap(image.work, { elements: [], text: null });
    const withFace = await attentionMap(image.work, { elements: [face(faceBox)], text: null });
    const share = (s: typeof without) => attentionShare(s, faceBox, 800, 800);
    expect(share(withFace)).toBeGreaterThan(3 * share(without));
    expect(share(withFace)).toBeGreaterThan(((120 * 120) / (800 * 800)) * 3);
  });

  test("the text map pulls attention onto the copy", async () => {
    const image = await decode(await flatGrey);
    const map = emptyText(800, 800);
    // Text probability 1 over a line at y 640–700, x 100–500 (map cells are 4 px).
    for (let y = 160; y < 175; y++) for (let x = 25; x < 125; x++) map.data[y * map.width + x] = 1;
    const line = { x: 100, y: 640, width: 400, height: 60 };
    const without = await attentionMap(image.work, { elements: [], text: emptyText(800, 800) });
    const withText = await attentionMap(image.work, { elements: [], text: map });
    expect(attentionShare(withText, line, 800, 800)).toBeGreaterThan(3 * attentionShare(without, line, 800, 800));
  });

  test("in the pipeline, the headline of a rendered ad gets more than its area's share", async () => {
    const bytes = await render(
      800,
      800,
      `<rect width="100%" height="100%" fill="#ffffff"/>${text(80, 620, 72, "#1d3557", "Fresh bread daily", 'font-weight="bold"')}`,
    );
    const { ctx } = await runUpTo(bytes, ["decode", "text", "colour", "layout", "brand_cta", "people", "attention"]);
    const m = ctx.attention!.measure;
    const h = ctx.roles!.headlinePhrase!.box;
    expect(m.headline_share!).toBeGreaterThan((2 * h.width * h.height) / (800 * 800));
  }, 60_000);

  test("without a CTA or headline, their shares are absent", async () => {
    const image = await decode(await page);
    const m = measureAttention(await attentionMap(image.work, { elements: [], text: null }), image, noRoles);
    expect(m.cta_share).toBeNull();
    expect(m.headline_share).toBeNull();
  });
});

describe("heatmap overlay", () => {
  test("red and opaque where attention peaks, clear where there is none, at the image's aspect ratio", async () => {
    // One hot spot in the upper left quarter of a 64-cell map, for a 1080×540 image.
    const n = 64;
    const map = new Float64Array(n * n);
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) map[y * n + x] = Math.exp(-((x - 16) ** 2 + (y - 16) ** 2) / 20);
    const png = await heatmapPng({ map, n }, 1080, 540);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([512, 256, 4]);
    const at = (x: number, y: number) => [...data.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4)];
    // The hot cell's centre (16.5 / 64 of each side) is red over blue, and nearly opaque.
    const [r, , b, a] = at(132, 66);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(30);
    expect(a).toBeGreaterThan(180);
    // Far from it, every row alike: transparent.
    for (const y of [180, 181, 182, 250]) expect(at(400, y)[3]).toBeLessThan(10);
  });
});
