import { afterAll, describe, expect, test } from "bun:test";
import { BRAND_THRESHOLD, findBrand } from "../../src/analysis/local/brand.ts";
import { closeOcr, type TextWord } from "../../src/analysis/local/ocr/index.ts";
import { decode } from "../../src/analysis/local/raster.ts";
import { need, type Roles } from "../../src/analysis/local/stages/context.ts";
import { type Phrase, phrases } from "../../src/analysis/local/text.ts";
import { madeAds } from "./made-ads.ts";
import { runUpTo } from "./stages/render.ts";
import { render } from "./svg.ts";

afterAll(closeOcr);

const roles = async (bytes: Uint8Array): Promise<Roles> =>
  need((await runUpTo(bytes, ["decode", "text", "colour", "layout", "brand_cta"])).ctx, "roles");

/** Words as a reader reports them: one line per entry, `[text, x, y, height]` per word. */
function lines(...spec: [string, number, number, number][][]): Phrase[] {
  const words: TextWord[] = spec.flatMap((line, i) =>
    line.map(([text, x, y, h]) => ({
      text,
      confidence: 97,
      box: { x, y, width: text.length * h * 0.6, height: h },
      line: i,
    })),
  );
  return phrases(words);
}

const page = await decode(await render(800, 600, `<rect width="100%" height="100%" fill="#ffffff"/>`));

describe("brand evidence", () => {
  test("a domain names the brand through the lexicon: www.c-a.com is C&A", () => {
    const ps = lines([["Party", 40, 200, 60]], [["www.c-a.com", 40, 540, 20]]);
    const brand = findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work })!;
    expect(brand.name).toBe("C&A");
    expect(brand.evidence.map((e) => e.kind)).toContain("domain");
    expect(brand.confidence).toBeGreaterThanOrEqual(BRAND_THRESHOLD);
  });

  test("a domain not in the lexicon is title-cased; an @handle names the brand", () => {
    const ps = lines([["Bread", 40, 200, 60]], [["www.northfield-bakery.com", 40, 540, 20]]);
    expect(findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work })?.name).toBe("Northfield Bakery");
    const handle = lines(
      [["Bread", 40, 200, 60]],
      [
        ["Follow", 40, 540, 20],
        ["@northfieldbakery", 140, 540, 20],
      ],
    );
    const brand = findBrand({ phrases: handle, cta: null, headline: handle[0]!, work: page.work });
    expect(brand?.evidence.map((e) => e.kind)).toContain("handle");
    expect(brand?.name).toBe("northfieldbakery");
  });

  test("a multi-word lexicon name on one line comes out whole", () => {
    const ps = lines(
      [
        ["Fly", 40, 200, 60],
        ["further", 200, 200, 60],
      ],
      [
        ["Qatar", 20, 20, 20],
        ["Airways", 100, 20, 20],
      ],
    );
    const brand = findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work });
    expect(brand?.name).toBe("Qatar Airways");
  });

  test("the CTA, the headline and everyday words are not brands; below the threshold the answer is null", () => {
    const ps = lines(
      [
        ["BUILT", 40, 200, 60],
        ["TO", 260, 200, 60],
        ["LAST", 360, 200, 60],
      ],
      [["HAPPIER", 20, 20, 20]],
    );
    expect(findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work })).toBeNull();
    const cta = lines([
      ["Shop", 40, 540, 20],
      ["now", 120, 540, 20],
    ]);
    expect(findBrand({ phrases: cta, cta: cta[0]!, headline: null, work: page.work })).toBeNull();
  });

  test("a coined name set apart in a corner, in capitals, reads as a logo without any lexicon", () => {
    const ps = lines(
      [
        ["Crisp", 40, 250, 60],
        ["mornings", 220, 250, 60],
      ],
      [["DERMIQ", 20, 20, 22]],
    );
    const brand = findBrand({ phrases: ps, cta: null, headline: ps[0]!, work: page.work })!;
    expect(brand.name).toBe("DERMIQ");
    expect(brand.evidence[0]!.kind).toBe("logo_text");
    expect(brand.evidence[0]!.detail).toContain("at an edge");
  });
});

describe("brand on rendered ads (each failed before the v2 engine)", () => {
  test("a domain-only brand", async () => {
    const r = await roles(await madeAds.domainOnlyBrand());
    expect(r.brandName).toBe("C&A");
    expect(r.brand?.evidence.some((e) => e.kind === "domain")).toBe(true);
  }, 30_000);

  test("a multi-word brand comes out whole, with its box", async () => {
    const r = await roles(await madeAds.multiWordBrand());
    expect(r.brandName).toBe("Qatar Airways");
    expect(r.brand?.box?.x).toBeLessThan(40);
    expect(r.brand?.box?.y).toBeLessThan(50);
  }, 30_000);

  test("a headline in capitals, and a capitalised word under it, are not the brand", async () => {
    const r = await roles(await madeAds.capsHeadline());
    expect(r.headline?.text).toBe("BUILT TO LAST");
    expect(r.brandName).toBeNull();
    expect(r.brand).toBeNull();
  }, 30_000);
});
