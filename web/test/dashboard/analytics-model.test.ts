import { expect, test } from "bun:test";
import { toAnalytics } from "../../src/dashboard/lib/models.ts";

const response = {
  insights: {
    total_analyses: 3,
    avg_effectiveness: 7,
    avg_message_clarity: 6,
    color_families: [],
    top_emotions: [],
    ad_type_distribution: {},
    brand_analysis: {},
    target_audience_breakdown: {},
    visual_style_trends: {},
    call_to_action_analysis: {},
    improvement_areas: [],
    effectiveness_distribution: { low: 0, medium: 1, high: 2 },
    monthly_trends: [
      { month: "2026-09", count: 2, avg_effectiveness: 8 },
      { month: "2026-10", count: 0, avg_effectiveness: 0 },
      { month: "2026-11", count: 1, avg_effectiveness: 5 },
    ],
    performance_by_brand: [],
  },
  ai_recommendations: {
    performance_insights: [],
    strategic_recommendations: [],
    color_optimization: "",
    emotional_appeal: "",
  },
} as unknown as Parameters<typeof toAnalytics>[0];

test("a month without analyses has no average (a gap in the score line), not a score of 0", () => {
  expect(toAnalytics(response).monthlyTrends).toEqual([
    { month: "2026-09", count: 2, avgEffectiveness: 8 },
    { month: "2026-10", count: 0, avgEffectiveness: null },
    { month: "2026-11", count: 1, avgEffectiveness: 5 },
  ]);
});
