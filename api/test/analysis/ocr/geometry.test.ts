import { describe, expect, test } from "bun:test";
import {
  convexHull,
  corners,
  minAreaRect,
  type ProbMap,
  rectScore,
  textRegions,
  unclip,
} from "../../../src/analysis/local/ocr/db.ts";
import { detectorSize } from "../../../src/analysis/local/ocr/detect.ts";
import { textMap } from "../../../src/analysis/local/ocr/textmap.ts";
import { boundsOf } from "../../../src/analysis/local/ocr/words.ts";

/** A probability map with filled rectangles of given probability on a zero background. */
function mapWith(width: number, height: number, rects: [number, number, number, number, number][]): ProbMap {
  const data = new Float32Array(width * height);
  for (const [x0, y0, w, h, p] of rects)
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) data[y * width + x] = p;
  return { width, height, data };
}

describe("DB post-processing", () => {
  test("the convex hull drops interior points", () => {
    const hull = convexHull([
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 2, y: 1 },
      { x: 4, y: 3 },
      { x: 0, y: 3 },
      { x: 1, y: 2 },
    ]);
    expect(hull).toHaveLength(4);
    expect(hull).not.toContainEqual({ x: 2, y: 1 });
  });

  test("the minimum-area rectangle of a rotated rectangle's corners is that rectangle", () => {
    const truth = { cx: 50, cy: 40, width: 60, height: 12, angle: 0.3 };
    const r = minAreaRect(corners(truth));
    expect(r.cx).toBeCloseTo(50, 6);
    expect(r.cy).toBeCloseTo(40, 6);
    expect(r.width).toBeCloseTo(60, 6);
    expect(r.height).toBeCloseTo(12, 6);
    expect(r.angle).toBeCloseTo(0.3, 6);
  });

  test("a tall rectangle keeps a near-horizontal angle and reports height > width (sideways text)", () => {
    const r = minAreaRect(corners({ cx: 10, cy: 50, width: 8, height: 80, angle: 0 }));
    expect(Math.abs(r.angle)).toBeLessThan(1e-9);
    expect(r.height).toBeCloseTo(80, 6);
    expect(r.width).toBeCloseTo(8, 6);
  });

  test("unclip grows every side by area × ratio / perimeter", () => {
    const r = unclip({ cx: 0, cy: 0, width: 40, height: 10, angle: 0 }, 1.5);
    const d = (40 * 10 * 1.5) / 100;
    expect(r.width).toBeCloseTo(40 + 2 * d, 9);
    expect(r.height).toBeCloseTo(10 + 2 * d, 9);
  });

  test("regions: strong blobs become grown rectangles, faint or tiny ones are dropped", () => {
    const map = mapWith(200, 100, [
      [20, 20, 80, 10, 0.9], // a text line
      [120, 60, 60, 8, 0.45], // above the 0.3 threshold, below the 0.6 box score
      [10, 80, 2, 2, 0.95], // thinner than the minimum size
    ]);
    const regions = textRegions(map);
    expect(regions).toHaveLength(1);
    const [r] = regions;
    expect(r!.score).toBeGreaterThan(0.85);
    // Pixel centres span 79 × 9; unclip adds 2 · (79·9·1.5)/(2·88) on each axis.
    const d = (79 * 9 * 1.5) / (2 * (79 + 9));
    expect(r!.rect.width).toBeCloseTo(79 + 2 * d, 4);
    expect(r!.rect.height).toBeCloseTo(9 + 2 * d, 4);
    expect(r!.rect.cx).toBeCloseTo(59.5, 4);
    expect(r!.rect.cy).toBeCloseTo(24.5, 4);
  });

  test("two lines whose regions touch at a corner are parted and both kept", () => {
    // A logo on one baseline and a headline on a higher one, their regions meeting corner to
    // corner: as one region its rectangle is mostly background and both were dropped.
    const map = mapWith(300, 80, [
      [10, 40, 120, 14, 0.9],
      [128, 20, 150, 14, 0.9],
      [126, 30, 6, 14, 0.9],
    ]);
    const regions = textRegions(map);
    expect(regions).toHaveLength(2);
    const [left, right] = [...regions].sort((a, b) => a.rect.cx - b.rect.cx);
    expect(left!.rect.cy).toBeGreaterThan(42);
    expect(right!.rect.cy).toBeLessThan(32);
    expect(Math.min(left!.score, right!.score)).toBeGreaterThanOrEqual(0.6);
  });

  test("a region's score is the mean probability inside its rectangle", () => {
    const map = mapWith(50, 50, [
      [10, 10, 10, 10, 1],
      [10, 15, 10, 5, 0.5],
    ]);
    expect(rectScore(map, { cx: 14.5, cy: 14.5, width: 9, height: 9, angle: 0 })).toBeCloseTo(0.75, 6);
  });
});

describe("detector input and text map", () => {
  test("sizes are multiples of 32 with the long side within the limit; small images are not enlarged", () => {
    expect(detectorSize(1080, 1080, 1, 736)).toEqual([736, 736]);
    expect(detectorSize(1200, 628, 1, 736)).toEqual([736, 384]);
    expect(detectorSize(300, 250, 1, 736)).toEqual([288, 256]);
    expect(detectorSize(728, 90, 1, 736)).toEqual([736, 96]);
    expect(detectorSize(10, 10, 1, 736)).toEqual([32, 32]);
  });

  test("the text map averages the detector's pixels into cells of work pixels", () => {
    const prob = mapWith(64, 32, [[0, 0, 32, 32, 1]]);
    const m = textMap(prob, 128, 64);
    expect(m.scale).toBe(1);
    expect([m.width, m.height]).toEqual([128, 64]);
    expect(m.data[10 * 128 + 10]).toBe(1);
    expect(m.data[10 * 128 + 100]).toBe(0);
    const big = textMap(mapWith(736, 736, [[0, 0, 368, 736, 1]]), 1200, 1200);
    expect(big.width).toBe(256);
    expect(big.scale).toBeCloseTo(1200 / 256, 9);
    expect(big.data[5 * 256 + 20]).toBe(1);
    expect(big.data[5 * 256 + 200]).toBe(0);
  });

  test("bounds of a rotated rectangle enclose its corners", () => {
    const b = boundsOf({ cx: 0, cy: 0, width: 20, height: 0, angle: Math.PI / 4 });
    expect(b.width).toBeCloseTo(20 / Math.SQRT2, 9);
    expect(b.height).toBeCloseTo(20 / Math.SQRT2, 9);
  });
});
