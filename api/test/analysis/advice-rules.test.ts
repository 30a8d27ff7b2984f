import { describe, expect, test } from "bun:test";
import { type AdviceInput, advise } from "../../src/analysis/local/advice.ts";
import { ADVICE_RULES, type AdviceCode, ruleOf } from "../../src/analysis/local/advice-rules.ts";

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
  people: 0,
  channel: "social",
  screenOrStory: false,
  unread: { ink: 0, inkBox: null, buttons: [], names: [], name: null, readable: true, address: null },
};

const marked = { ...clean.unread, ink: 0.02, inkBox: { x: 900, y: 900, width: 100, height: 100 } };

/** Inputs that make each rule fire: every branch of advise() that writes a recommendation. */
const firing: Record<string, AdviceInput> = {
  missing_cta: { ...clean, cta: null },
  unread_cta: { ...clean, cta: null, unread: marked },
  cta_contrast: { ...clean, cta: { ...(clean.cta as NonNullable<AdviceInput["cta"]>), contrast: 2.3 } },
  cta_not_button: {
    ...clean,
    width: 300,
    height: 250,
    channel: "display",
    placements: [{ id: "iab-medium-rectangle", name: "IAB Medium Rectangle 300×250", channel: "display", exact: true }],
    cta: { ...(clean.cta as NonNullable<AdviceInput["cta"]>), button: false },
  },
  cta_attention: { ...clean, attention: { ...clean.attention, cta_share: 0.01 } },
  missing_headline: { ...clean, headline: null },
  unread_headline: { ...clean, headline: null, unread: marked },
  headline_contrast: { ...clean, headline: { text: "Summer Sale", contrast: 1.6 } },
  word_count: { ...clean, clarity: { ...clean.clarity, word_count: 34 } },
  text_coverage: { ...clean, clarity: { ...clean.clarity, text_coverage: 31.5 } },
  visual_clutter: {
    ...clean,
    headline: { text: "Summer Sale", contrast: 3.4 },
    clarity: { ...clean.clarity, clutter: 0.8, edge_density: 0.3, color_entropy: 5.2 },
  },
  export_size: {
    ...clean,
    width: 301,
    height: 601,
    channel: "display",
    placements: [{ id: "iab-half-page", name: "IAB Half Page 300×600", channel: "display", exact: false }],
  },
  unknown_placement: { ...clean, width: 1664, height: 1040, channel: "unknown", placements: [] },
  screen_or_story: {
    ...clean,
    cta: null,
    width: 1920,
    height: 1080,
    channel: "dooh",
    screenOrStory: true,
    placements: [
      { id: "dooh-landscape-hd", name: "Digital out-of-home screen 1920×1080", channel: "dooh", exact: true },
      { id: "social-landscape", name: "Social landscape / video cover 16:9", channel: "social", exact: true },
    ],
  },
  safe_zone: {
    ...clean,
    width: 1080,
    height: 1920,
    channel: "stories",
    placements: [{ id: "story", name: "Story", channel: "stories", exact: true, text_in_unsafe_zone: true }],
  },
  missing_brand: { ...clean, brand_name: null },
  unread_brand: { ...clean, brand_name: null, unread: { ...clean.unread, names: ["NORDA"], name: "NORDA" } },
};

describe("advice rules", () => {
  test("a clean ad gets no recommendation, so every one below comes from its own rule", () => {
    expect(advise(clean).recommendations).toEqual([]);
  });

  test("every rule advise() can fire is classified back to itself, with its numbers varying", () => {
    expect(Object.keys(firing).sort()).toEqual(ADVICE_RULES.map((r) => r.id).sort());
    for (const [id, input] of Object.entries(firing)) {
      const { recommendations, advice } = advise(input);
      expect({ id, codes: advice.map((a) => a.code) }).toEqual({ id, codes: [id as AdviceCode] });
      expect(recommendations).toEqual([advice[0]!.text]);
      expect({ id, rule: ruleOf(recommendations[0] as string).id }).toEqual({ id, rule: id });
    }
  });

  test("recommendations stored in an older engine's wording are still grouped under their rule", () => {
    expect(ruleOf("The ad carries 24 words; keep it to about 12 so it reads in the time display banners get.").id).toBe(
      "word_count",
    );
  });

  test("feeds and stories add their own button, so a plain-text CTA there is no fault; print and screens never hear of buttons", () => {
    const plain = { ...(clean.cta as NonNullable<AdviceInput["cta"]>), button: false, contrast: 2.1 };
    const feed = advise({ ...clean, cta: plain });
    expect(feed.advice.map((a) => a.code)).toEqual(["cta_contrast"]);
    const hero = advise({
      ...clean,
      width: 1600,
      height: 350,
      channel: "display",
      placements: [
        { id: "display-wide-banner", name: "Wide web banner / hero 1600×350", channel: "display", exact: false },
      ],
      cta: plain,
    });
    expect(hero.advice.map((a) => a.code)).toEqual(["cta_contrast"]);
    for (const channel of ["print", "dooh", "unknown"] as const) {
      const { advice } = advise({ ...clean, channel, placements: [], cta: { ...plain, button: true } });
      for (const a of advice)
        expect({ channel, text: a.text }).not.toMatchObject({ text: expect.stringMatching(/button/i) });
    }
  });

  test("each person is counted in the strengths, faces beside them", () => {
    expect(advise({ ...clean, people: 3, faces: 2 }).strengths).toContain(
      "Shows 3 people (2 faces visible), which draws attention.",
    );
    expect(advise({ ...clean, people: 0, faces: 1 }).strengths).toContain("Shows a face, which draws attention.");
  });

  test("sentences no rule wrote (a vision model's) are 'Other suggestions'", () => {
    expect(ruleOf("Use a warmer palette to match the summer theme.")).toEqual({
      id: "other",
      area: "Other suggestions",
    });
  });
});
