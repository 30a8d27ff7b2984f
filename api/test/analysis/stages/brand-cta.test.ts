import { describe, expect, test } from "bun:test";
import type { TextWord } from "../../../src/analysis/local/ocr/index.ts";
import { placements } from "../../../src/analysis/local/placement.ts";
import { decode } from "../../../src/analysis/local/raster.ts";
import { assignRoles } from "../../../src/analysis/local/stages/brand-cta.ts";
import type { Layout } from "../../../src/analysis/local/stages/context.ts";
import { phrases } from "../../../src/analysis/local/text.ts";
import { render, text } from "./render.ts";

/** A word as a reader would report it: text, a box in work pixels, its line. */
const word = (text: string, x: number, y: number, h: number, line: number, confidence = 92): TextWord => ({
  text,
  confidence,
  box: { x, y, width: text.length * h * 0.6, height: h },
  line,
});

function layoutOf(words: TextWord[], buttons: Layout["buttons"] = []): Layout {
  return { words, phrases: phrases(words), buttons, placements: placements(600, 500, []), coverage: 5 };
}

// A 600×500 page with a blue button, its text white, where the layout below says they are.
const image = await decode(
  await render(
    600,
    500,
    `<rect width="100%" height="100%" fill="#ffffff"/><rect x="200" y="380" width="200" height="60" fill="#1d4ed8"/>${text(230, 420, 24, "#ffffff", "Order today")}`,
  ),
);

describe("brand/CTA stage: roles", () => {
  const words = [
    word("ACME", 20, 20, 18, 0),
    word("Big", 40, 120, 60, 1),
    word("winter", 170, 120, 60, 1),
    word("sale", 40, 200, 30, 2),
    word("Order", 230, 395, 24, 3),
    word("today", 320, 395, 24, 3),
  ];
  const roles = assignRoles(
    image,
    layoutOf(words, [{ box: { x: 200, y: 380, width: 200, height: 60 }, kind: "fill" }]),
  );

  test("the phrase on a button is the CTA, measured against the button's colour", () => {
    expect(roles.cta?.text).toBe("Order today");
    expect(roles.cta?.button).toBe(true);
    expect(roles.cta?.box).toEqual({ x: 200, y: 380, width: 200, height: 60 });
    expect(roles.cta?.background_color).toBe("#1D4ED8");
    expect(roles.cta?.contrast).toBeGreaterThan(6);
    expect(roles.ctaArea).toEqual({ x: 200, y: 380, width: 200, height: 60 });
  });

  test("the largest other phrase is the headline; a capitalised lone word is the wordmark", () => {
    expect(roles.headline?.text).toBe("Big winter");
    expect(roles.headlinePhrase?.text).toBe("Big winter");
    expect(roles.brandName).toBe("ACME");
  });

  test("an imperative phrase off any button is still a CTA, a plain one is not", () => {
    const offButton = assignRoles(image, layoutOf([word("Learn", 20, 20, 20, 0), word("more", 90, 20, 20, 0)]));
    expect(offButton.cta?.text).toBe("Learn more");
    expect(offButton.cta?.button).toBe(false);
    const none = assignRoles(image, layoutOf([word("Quiet", 20, 20, 20, 0), word("evenings", 90, 20, 20, 0)]));
    expect(none.cta).toBeNull();
    expect(none.ctaArea).toBeNull();
    expect(none.headline?.text).toBe("Quiet evenings");
  });

  test("no words: no roles", () => {
    const empty = assignRoles(image, layoutOf([]));
    expect([empty.cta, empty.headline, empty.brandName]).toEqual([null, null, null]);
  });
});
