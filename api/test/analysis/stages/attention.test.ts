import { describe, expect, test } from "bun:test";
import { decode } from "../../../src/analysis/local/raster.ts";
import { saliency } from "../../../src/analysis/local/saliency.ts";
import { measureAttention } from "../../../src/analysis/local/stages/attention.ts";
import type { Roles } from "../../../src/analysis/local/stages/context.ts";
import { render } from "./render.ts";

const noRoles: Roles = {
  cta: null,
  ctaPhrase: null,
  ctaArea: null,
  headline: null,
  headlinePhrase: null,
  brandName: null,
  brandPhrase: null,
  brand: null,
};

describe("attention stage", () => {
  // One red square near the top-left corner of a flat grey page: the only thing to look at.
  const square = { x: 60, y: 60, width: 120, height: 120 };
  const page = render(
    800,
    800,
    `<rect width="100%" height="100%" fill="#9ca3af"/><rect x="60" y="60" width="120" height="120" fill="#dc2626"/>`,
  );

  test("attention peaks on the one salient object and its box holds far more than its area's share", async () => {
    const image = await decode(await page);
    const map = await saliency(image.work);
    const m = measureAttention(map, image, { ...noRoles, ctaArea: square });
    expect(m.peak.x).toBeGreaterThan(30);
    expect(m.peak.x).toBeLessThan(220);
    expect(m.peak.y).toBeGreaterThan(30);
    expect(m.peak.y).toBeLessThan(220);
    const areaShare = (120 * 120) / (800 * 800);
    expect(m.cta_share!).toBeGreaterThan(areaShare * 3);
    expect(m.headline_share).toBeNull();
    expect(m.focus).toBeGreaterThan(0.3);
  });

  test("without a CTA or headline, their shares are absent", async () => {
    const image = await decode(await page);
    const m = measureAttention(await saliency(image.work), image, noRoles);
    expect(m.cta_share).toBeNull();
    expect(m.headline_share).toBeNull();
  });
});
