import { describe, expect, test } from "bun:test";
import { decode } from "../../src/analysis/local/raster.ts";
import { measureContrast } from "../../src/analysis/local/regions.ts";
import { render, text } from "./svg.ts";

/** WCAG contrast of two sRGB colours given as hex, the reference the measurements are checked against. */
function wcag(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("text contrast", () => {
  test("plain type on a flat ground measures the two colours", async () => {
    const { work } = await decode(
      await render(
        600,
        200,
        `<rect width="100%" height="100%" fill="#1D4ED8"/>${text(40, 130, 90, "#FFFFFF", "Order today")}`,
      ),
    );
    const m = measureContrast(work, { x: 30, y: 50, width: 540, height: 110 })!;
    expect(m.ratio).toBeCloseTo(wcag("#FFFFFF", "#1D4ED8"), 0);
    expect(m.textIsLighter).toBe(true);
  });

  test("type that is the box's commonest colour is measured against the ground at its edges, not the ground's darkest corner", async () => {
    // White letters over a photo-like ground (fine noise of mid tones, one dark shadow in a
    // corner): the letters fill the box more uniformly than the ground does, so the commonest
    // colour is theirs, and the pixels farthest from it are the shadow's.
    let ground = "";
    for (let y = 0; y < 200; y += 4)
      for (let x = 0; x < 900; x += 4) {
        const v = 100 + ((x * 7 + y * 13) % 37);
        ground += `<rect x="${x}" y="${y}" width="4" height="4" fill="rgb(${v + 8},${v},${v + 20})"/>`;
      }
    const { work } = await decode(
      await render(
        900,
        200,
        `${ground}<rect width="120" height="60" fill="#101018"/>${text(20, 150, 120, "#FFFFFF", "Fly today", 'font-weight="bold"')}`,
      ),
    );
    const m = measureContrast(work, { x: 10, y: 40, width: 640, height: 140 })!;
    // White on the ground's middle tone (about rgb(126, 118, 138)) is about 4.6:1; on the shadow, 19:1.
    expect(m.ratio).toBeGreaterThan(4);
    expect(m.ratio).toBeLessThan(6.5);
    expect(m.textIsLighter).toBe(true);
    expect(m.text).toEqual([255, 255, 255]);
  });
});
