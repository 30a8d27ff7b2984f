import { describe, expect, test } from "bun:test";
import { type RecommendationInput, recommend } from "../../src/services/analytics/recommendations.ts";

const input = (overrides: Partial<RecommendationInput>): RecommendationInput => ({
  summary: {
    total: 5,
    avgEffectiveness: 6.8,
    avgMessageClarity: 6,
    low: 1,
    medium: 3,
    high: 1,
    withCta: 5,
    avgWithCta: 6.8,
    avgWithoutCta: null,
  },
  adTypes: [],
  colors: [],
  emotions: [],
  improvementAreas: [],
  months: [],
  brands: [],
  ...overrides,
});

describe("recommendations read as sentences", () => {
  test("an ad type is named as it is, never followed by a second 'ads'", () => {
    const { strategicRecommendations } = recommend(
      input({
        adTypes: [
          { label: "Display Ads", count: 3, avgScore: 7.4 },
          { label: "Social Media", count: 2, avgScore: 5.9 },
        ],
      }),
    );
    expect(strategicRecommendations).toContain(
      "Display Ads averages 7.4/10 against 5.9/10 for Social Media: apply what works in Display Ads to your Social Media creatives.",
    );
    expect(strategicRecommendations.join(" ")).not.toMatch(/\bads ads\b/i);
  });
});
