import { expect, test } from "bun:test";
import { toAnalytics } from "../../src/dashboard/lib/models.ts";

const response = {
  insights: {
    totalAnalyses: 3,
    avgEffectiveness: 7,
    avgMessageClarity: 6,
    colorFamilies: [],
    topEmotions: [],
    adTypeDistribution: {},
    brandAnalysis: {},
    targetAudienceBreakdown: {},
    visualStyleTrends: {},
    callToActionAnalysis: {},
    improvementAreas: [],
    effectivenessDistribution: { low: 0, medium: 1, high: 2 },
    monthlyTrends: [
      { month: "2026-09", count: 2, avgEffectiveness: 8 },
      { month: "2026-10", count: 0, avgEffectiveness: 0 },
      { month: "2026-11", count: 1, avgEffectiveness: 5 },
    ],
    performanceByBrand: [],
  },
  aiRecommendations: {
    performanceInsights: [],
    strategicRecommendations: [],
    colorOptimization: "",
    emotionalAppeal: "",
  },
} as unknown as Parameters<typeof toAnalytics>[0];

test("a month without analyses has no average (a gap in the score line), not a score of 0", () => {
  expect(toAnalytics(response).monthlyTrends).toEqual([
    { month: "2026-09", count: 2, avgEffectiveness: 8 },
    { month: "2026-10", count: 0, avgEffectiveness: null },
    { month: "2026-11", count: 1, avgEffectiveness: 5 },
  ]);
});
