import { describe, expect, test } from "bun:test";
import { type AdviceInput, advise } from "../../src/analysis/local/advice.ts";
import { ADVICE_RULES, ruleOf } from "../../src/analysis/local/advice-rules.ts";

const clean: AdviceInput = {
  width: 1080,
  height: 1080,
  cta: {
    text: "Shop now",
    box: { x: 80, y: 800, width: 420, height: 120 },
    contrast: 8.2,
    text_color: "#FFFFFF",
    background_color: "#D62828",
    button: true,
  },
  headline: { text: "Summer Sale", contrast: 12 },
  clarity: {
    score: 8,
    word_count: 6,
    text_coverage: 8,
    headline_contrast: 12,
    edge_density: 0.05,
    color_entropy: 2.1,
    clutter: 0.2,
  },
  attention: { focus: 0.5, cta_share: 0.2, headline_share: 0.3, peak: { x: 300, y: 400 }, method: "test" },
  placements: [{ id: "square", name: "Square feed post", channel: "social", exact: true }],
  brand_name: "NORDA",
  faces: 0,
};

/** Inputs that make each rule fire: every branch of advise() that writes a recommendation. */
const firing: Record<string, AdviceInput> = {
  cta_missing: { ...clean, cta: null },
  cta_contrast: { ...clean, cta: { ...(clean.cta as NonNullable<AdviceInput["cta"]>), contrast: 2.3 } },
  cta_not_button: { ...clean, cta: { ...(clean.cta as NonNullable<AdviceInput["cta"]>), button: false } },
  cta_attention: { ...clean, attention: { ...clean.attention, cta_share: 0.01 } },
  headline_missing: { ...clean, headline: null },
  headline_contrast: { ...clean, headline: { text: "Summer Sale", contrast: 1.6 } },
  too_many_words: { ...clean, clarity: { ...clean.clarity, word_count: 34 } },
  text_coverage: { ...clean, clarity: { ...clean.clarity, text_coverage: 31.5 } },
  visual_clutter: { ...clean, clarity: { ...clean.clarity, clutter: 0.8, edge_density: 0.3, color_entropy: 5.2 } },
  no_standard_size: { ...clean, width: 731, height: 419, placements: [] },
  story_unsafe_zone: {
    ...clean,
    width: 1080,
    height: 1920,
    placements: [{ id: "story", name: "Story", channel: "stories", exact: true, text_in_unsafe_zone: true }],
  },
  brand_missing: { ...clean, brand_name: null },
};

describe("advice rules", () => {
  test("a clean ad gets no recommendation, so every one below comes from its own rule", () => {
    expect(advise(clean).recommendations).toEqual([]);
  });

  test("every rule advise() can fire is classified back to itself, with its numbers varying", () => {
    expect(Object.keys(firing).sort()).toEqual(ADVICE_RULES.map((r) => r.id).sort());
    for (const [id, input] of Object.entries(firing)) {
      const { recommendations } = advise(input);
      expect(recommendations).toHaveLength(1);
      expect({ id, rule: ruleOf(recommendations[0] as string).id }).toEqual({ id, rule: id });
    }
  });

  test("sentences no rule wrote (a vision model's) are 'Other suggestions'", () => {
    expect(ruleOf("Use a warmer palette to match the summer theme.")).toEqual({
      id: "other",
      area: "Other suggestions",
    });
  });
});
