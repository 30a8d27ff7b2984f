import { describe, expect, test } from "bun:test";
import { detectPeopleAndObjects } from "../../src/analysis/detect/detect.ts";
import { foldPlan, foldRaster, unfoldBox } from "../../src/analysis/detect/fold.ts";
import { MIN_SHADED, photographedRegion, shadedShare } from "../../src/analysis/detect/shading.ts";
import type { RasterRgb } from "../../src/analysis/local/raster.ts";

describe("folding long banners for the detectors", () => {
  test("feeds, pages and half pages go in whole; banners from 3:1 are folded into near-square canvases", () => {
    for (const [w, h] of [
      [1080, 1080],
      [1200, 630],
      [1080, 1920],
      [301, 601],
    ] as const) {
      expect(foldPlan(w, h).parts).toEqual([{ x: 0, y: 0, width: w, height: h, canvasX: 0, canvasY: 0 }]);
    }
    for (const [w, h, strips] of [
      [970, 250, 2],
      [728, 90, 3],
      [970, 90, 3],
      [320, 100, 2],
      [160, 600, 2],
    ] as const) {
      const plan = foldPlan(w, h);
      expect(plan.parts).toHaveLength(strips);
      expect(Math.max(plan.width, plan.height) / Math.min(plan.width, plan.height)).toBeLessThan(1.35);
    }
  });

  test("strips cover the banner and overlap by half its short side, so a face near a cut is whole in one", () => {
    const plan = foldPlan(970, 250);
    const [a, b] = plan.parts;
    expect(a!.x).toBe(0);
    expect(b!.x + b!.width).toBe(970);
    expect(a!.x + a!.width - b!.x).toBeGreaterThanOrEqual(125);
    // Stacked one under the other with a gutter between.
    expect(b!.canvasY).toBeGreaterThan(a!.canvasY + a!.height);
    const tall = foldPlan(160, 600);
    expect(tall.parts[1]!.canvasX).toBeGreaterThan(160);
    expect(tall.parts[1]!.y + tall.parts[1]!.height).toBe(600);
  });

  test("the canvas holds each strip's pixels; boxes found on it map back to the banner", async () => {
    // A 900×100 banner whose columns encode x, so each strip can be checked by its pixels.
    const img: RasterRgb = { width: 900, height: 100, data: new Uint8Array(900 * 100 * 3) };
    for (let y = 0; y < 100; y++) for (let x = 0; x < 900; x++) img.data[(y * 900 + x) * 3] = Math.floor(x / 4);
    const plan = foldPlan(img.width, img.height);
    expect(plan.parts).toHaveLength(3);
    const { raster, frame } = await foldRaster(img, plan, 512);
    expect([raster.width, raster.height]).toEqual([512, 512]);
    const scale = 512 / frame;
    // The start of the second strip, on the canvas, shows the banner's pixels at that strip's x.
    const p = plan.parts[1]!;
    const at = (cx: number, cy: number) => raster.data[(Math.round(cy * scale) * 512 + Math.round(cx * scale)) * 3]!;
    expect(Math.abs(at(p.canvasX + 40, p.canvasY + 50) - Math.floor((p.x + 40) / 4))).toBeLessThanOrEqual(2);
    // Padding below the canvas is grey.
    expect(raster.data[(511 * 512 + 5) * 3]).toBe(128);

    // A box drawn around x 400–440 of the banner, as the detector would report it on the canvas.
    const part = plan.parts.find((q) => q.x <= 400 && q.x + q.width >= 440)!;
    const cx = part.canvasX + (400 - part.x);
    const raw: [number, number, number, number] = [cx / frame, (part.canvasY + 20) / frame, 40 / frame, 60 / frame];
    expect(unfoldBox(plan, frame, raw)).toEqual({ x: 400, y: 20, width: 40, height: 60 });
    // A box centred in the padding belongs to no strip.
    expect(unfoldBox(plan, frame, [0.1, 0.95, 0.05, 0.04])).toBeNull();
  });

  test("a region is seen no larger than the whole image would be, and boxes still map back", async () => {
    // A 300×600 photo region of a 1080×1080 ad: at the whole ad's scale (512 / 1080) it fills
    // 142×284 of the square, not 256×512; the rest is grey padding the object detector skips.
    const img: RasterRgb = { width: 300, height: 600, data: new Uint8Array(300 * 600 * 3).fill(200) };
    const plan = foldPlan(img.width, img.height);
    const { raster, frame, content } = await foldRaster(img, plan, 512, 512 / 1080);
    expect(content).toEqual({ width: 142, height: 284 });
    expect(raster.data[(100 * 512 + 100) * 3]).toBe(200);
    expect(raster.data[(100 * 512 + 200) * 3]).toBe(128);
    expect(unfoldBox(plan, frame, [50 / 512, 100 / 512, 40 / 512, 80 / 512])).toEqual({
      x: 105,
      y: 211,
      width: 84,
      height: 169,
    });
  });
});

function raster(width: number, height: number, pixel: (x: number, y: number) => number): RasterRgb {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = Math.max(0, Math.min(255, Math.round(pixel(x, y))));
      data.set([v, v, v], (y * width + x) * 3);
    }
  }
  return { width, height, data };
}

/** A repeatable pseudo-random sequence, so the noise is the same on every run. */
function noise(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648 - 0.5;
  };
}

describe("photographed or drawn", () => {
  const all = { x: 0, y: 0, width: 160, height: 160 };

  test("flat fills meeting at hard edges are drawn, with or without compression noise", () => {
    const fills = (x: number, y: number) => (x < 60 ? 200 : y < 90 ? 90 : 150);
    expect(shadedShare(raster(160, 160, fills), all)!).toBeLessThan(0.05);
    const n = noise(7);
    // ±3 levels of speckle, as JPEG leaves on a flat fill.
    expect(
      shadedShare(
        raster(160, 160, (x, y) => fills(x, y) + 6 * n()),
        all,
      )!,
    ).toBeLessThan(MIN_SHADED);
  });

  test("lit, slowly varying surfaces are photographed", () => {
    const lit = (x: number, y: number) => 128 + 60 * Math.sin(x / 9) * Math.cos(y / 13);
    expect(shadedShare(raster(160, 160, lit), all)!).toBeGreaterThan(0.6);
    const n = noise(3);
    expect(
      shadedShare(
        raster(160, 160, (x, y) => lit(x, y) + 6 * n()),
        all,
      )!,
    ).toBeGreaterThan(MIN_SHADED);
  });

  test("the detectors run only where a photographed region could hold a person, and look only there", () => {
    // A 1080×1080 vector ad: fills, a gentle gradient, hard-edged type-like bars.
    const flat = (x: number, y: number) =>
      y > 800 && y < 900 && x > 300 && x < 780 ? 40 : x < 540 ? 200 + (y / 1080) * 20 : 90;
    expect(photographedRegion(raster(1080, 1080, flat))).toBeNull();
    const n = noise(5);
    expect(photographedRegion(raster(1080, 1080, (x, y) => flat(x, y) + 6 * n()))).toBeNull();
    // The same ad with a small lit photo (a fifth of its side) in a corner.
    const lit = (x: number, y: number) => 128 + 60 * Math.sin(x / 9) * Math.cos(y / 13);
    const withPhoto = (x: number, y: number) => (x > 820 && y > 820 ? lit(x, y) : flat(x, y));
    const corner = photographedRegion(raster(1080, 1080, withPhoto))!;
    // The region holds the whole photo and leaves most of the flat page out.
    expect(corner.x).toBeLessThanOrEqual(820);
    expect(corner.y).toBeLessThanOrEqual(820);
    expect(corner.x + corner.width).toBe(1080);
    expect(corner.y + corner.height).toBe(1080);
    expect(corner.width * corner.height).toBeLessThan(0.15 * 1080 * 1080);
    // A 728×90 leaderboard whose only photo is a 90 px figure at one end.
    const end = photographedRegion(raster(728, 90, (x, y) => (x > 620 ? lit(x, y) : flat(x, y))))!;
    expect(end.x).toBeLessThanOrEqual(620);
    expect(end.x).toBeGreaterThan(400);
    expect(end.x + end.width).toBe(728);
  });

  test("shading scattered with no unbroken run still opens the gate, on the photo-like windows", async () => {
    // Every other 4×4 patch of every other row holds a gentle ramp, the rest is flat: a quarter
    // of the patches shade, none beside another.
    const scattered = (x: number, y: number) =>
      Math.floor(x / 4) % 2 === 0 && Math.floor(y / 4) % 2 === 0 ? 100 + 6 * (x % 4) : 100;
    const img = raster(200, 200, scattered);
    const region = photographedRegion(img)!;
    expect(region.width).toBeGreaterThan(0);
    expect(region.height).toBeGreaterThan(0);
    expect((await detectPeopleAndObjects(img)).status.status).toBe("ok");
  });

  test("on flat artwork the detection says the detectors were not run, and finds nothing", async () => {
    const found = await detectPeopleAndObjects(raster(600, 600, (x) => (x < 300 ? 230 : 40)));
    expect(found.elements).toEqual([]);
    expect(found.status).toMatchObject({ status: "ok", detail: expect.stringMatching(/flat artwork.*not run/) });
  });

  test("a box too small to tell gives no verdict", () => {
    expect(
      shadedShare(
        raster(160, 160, () => 100),
        { x: 10, y: 10, width: 12, height: 12 },
      ),
    ).toBeNull();
  });
});
