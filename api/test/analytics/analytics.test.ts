import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { normalizeAnalysisResult } from "../../src/analysis/normalize.ts";
import { seedAnalysis, startApp, TEST_TIMEOUT_MS } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

const clock = new Date("2027-06-20T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ now: () => clock });
});
afterAll(() => t.close());

interface Analytics {
  insights: Record<string, unknown> & {
    total_analyses: number;
    top_colors: { color: string; percentage: number }[];
    top_emotions: { emotion: string; percentage: number }[];
    performance_by_brand: { brand: string; avg_effectiveness: number; count: number }[];
    improvement_areas: { rule: string; area: string; count: number; percentage: number }[];
    color_families: { family: string; swatch: string; share: number; ads: number }[];
    monthly_trends: { month: string; count: number; avg_effectiveness: number }[];
  };
  ai_recommendations: {
    performance_insights: string[];
    strategic_recommendations: string[];
    color_optimization: string;
    emotional_appeal: string;
  };
}

async function analytics(token: string): Promise<Analytics> {
  const res = await t.request("/v1/analytics", { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Analytics;
}

describe("GET /v1/analytics", () => {
  test("every insight is computed from the user's own analyses", async () => {
    const user = await t.createUser({ tier: "pro" });
    const other = await t.createUser({ tier: "pro" });
    const june = (d: number) => new Date(Date.UTC(2027, 5, d));
    const warmVivid = { warmth: 0.6, saturation: 0.7, brightness: 0.5 };
    await seedAnalysis(t, user.id, {
      createdAt: june(2),
      result: {
        effectiveness_score: 9,
        message_clarity: 8,
        brand_name: "Luma",
        ad_type: "Social Media",
        color_scheme: ["#E63946", "#FFFFFF"],
        emotions: ["Joy"],
        target_audience: "Runners",
        call_to_action: "Shop now",
        recommendations: ["Increase CTA contrast"],
        tone: warmVivid,
      },
    });
    await seedAnalysis(t, user.id, {
      createdAt: june(5),
      result: {
        effectiveness_score: 7,
        message_clarity: 6,
        brand_name: "luma",
        ad_type: "Social Media",
        color_scheme: ["#ffffff"],
        emotions: ["Joy", "Trust"],
        target_audience: "Runners",
        recommendations: ["Increase CTA contrast", "Add a logo"],
        tone: warmVivid,
      },
    });
    await seedAnalysis(t, user.id, {
      createdAt: june(9),
      result: {
        effectiveness_score: 4,
        message_clarity: 4,
        brand_name: "Orbit",
        ad_type: "Print",
        color_scheme: ["#000000"],
        emotions: ["Fear"],
        target_audience: "Gamers",
        call_to_action: "Call today",
        recommendations: ["Shorten the headline"],
        tone: { warmth: -0.5, saturation: 0.2, brightness: 0.3 },
      },
    });
    await seedAnalysis(t, user.id, {
      createdAt: new Date(Date.UTC(2027, 3, 14)),
      result: {
        effectiveness_score: 6,
        message_clarity: 6,
        brand_name: "Orbit",
        ad_type: "Display Ads",
        color_scheme: ["#FFFFFF"],
      },
    });
    await seedAnalysis(t, other.id, {
      result: { effectiveness_score: 1, brand_name: "Intruder", color_scheme: ["#00FF00"], emotions: ["Anger"] },
    });

    const { insights, ai_recommendations } = await analytics(user.token);
    expect(insights).toEqual({
      total_analyses: 4,
      avg_effectiveness: 6.5,
      avg_message_clarity: 6,
      top_colors: [
        { color: "#FFFFFF", percentage: 75 },
        { color: "#000000", percentage: 25 },
        { color: "#E63946", percentage: 25 },
      ],
      top_emotions: [
        { emotion: "Joy", percentage: 50 },
        { emotion: "Trust", percentage: 50 },
        { emotion: "Fear", percentage: 25 },
      ],
      ad_type_distribution: { "Social Media": 2, "Display Ads": 1, Print: 1 },
      brand_analysis: { Luma: 2, Orbit: 2 },
      target_audience_breakdown: { Runners: 2, Gamers: 1 },
      visual_style_trends: { "Warm & vivid": 2, "Cool & muted": 1 },
      call_to_action_analysis: { "Call today": 1, "Shop now": 1 },
      recommendation_frequency: [
        { recommendation: "Increase CTA contrast", count: 2 },
        { recommendation: "Add a logo", count: 1 },
        { recommendation: "Shorten the headline", count: 1 },
      ],
      // None of these sentences was written by an engine rule (see the next test for those).
      improvement_areas: [{ rule: "other", area: "Other suggestions", count: 3, percentage: 75 }],
      // Listed colours without a measured palette count as equal shares of their ad.
      color_families: [
        { family: "White", swatch: "#F7F7F5", share: 62.5, ads: 3 },
        { family: "Black", swatch: "#111111", share: 25, ads: 1 },
        { family: "Red", swatch: "#E63946", share: 12.5, ads: 1 },
      ],
      effectiveness_distribution: { low: 1, medium: 2, high: 1 },
      monthly_trends: [
        { month: "2027-01", count: 0, avg_effectiveness: 0 },
        { month: "2027-02", count: 0, avg_effectiveness: 0 },
        { month: "2027-03", count: 0, avg_effectiveness: 0 },
        { month: "2027-04", count: 1, avg_effectiveness: 6 },
        { month: "2027-05", count: 0, avg_effectiveness: 0 },
        { month: "2027-06", count: 3, avg_effectiveness: 6.7 },
      ],
      performance_by_brand: [
        { brand: "Luma", avg_effectiveness: 8, count: 2 },
        { brand: "Orbit", avg_effectiveness: 5, count: 2 },
      ],
    });
    expect(JSON.stringify(insights)).not.toContain("Intruder");

    const text = JSON.stringify(ai_recommendations);
    expect(ai_recommendations.performance_insights[0]).toBe(
      "Your 4 analyses average 6.5/10 for effectiveness and 6.0/10 for message clarity.",
    );
    expect(ai_recommendations.performance_insights).toContain("Luma is your strongest brand: 8.0/10 over 2 ads.");
    expect(ai_recommendations.performance_insights).toContain(
      "Average effectiveness went up from 6.0 in 2027-04 to 6.7 in 2027-06.",
    );
    expect(ai_recommendations.strategic_recommendations).toContain(
      "2 of your 4 ads have no clear call to action. Ads with one average 6.5 against 6.5 without.",
    );
    expect(ai_recommendations.color_optimization).toBe(
      "#FFFFFF appears in 75% of your ads; analyse more ads to compare colours.",
    );
    expect(ai_recommendations.emotional_appeal).toBe("Ads evoking joy average 8.0 against 6.5 for trust.");

    const theirs = await analytics(other.token);
    expect(theirs.insights.total_analyses).toBe(1);
    expect(JSON.stringify(theirs.ai_recommendations)).not.toBe(text);
  });

  test("improvement areas group the engine's sentences by the rule that wrote them; colours group into families", async () => {
    const user = await t.createUser({ tier: "pro" });
    const navy = (share: number) => ({ hex: "#1D3557", name: "Navy", percentage: share });
    const ads: {
      recommendations: string[];
      palette: { hex: string; name: string; percentage: number; average?: boolean }[];
    }[] = [
      {
        recommendations: [
          "CTA contrast is 3.8:1; WCAG AA needs 4.5:1. Darken the text or change the button colour.",
          "No brand wordmark was read; make the brand name or logo clearly visible.",
        ],
        palette: [
          navy(60),
          { hex: "#1E6FD9", name: "Blue", percentage: 20 },
          { hex: "#FFFFFF", name: "White", percentage: 20 },
        ],
      },
      {
        recommendations: ["CTA contrast is 2.1:1; WCAG AA needs 4.5:1. Darken the text or change the button colour."],
        // The average tone listed beside the measured colours is not a colour of the ad.
        palette: [
          { hex: "#E63946", name: "Red", percentage: 70 },
          navy(30),
          { hex: "#8A8A8A", name: "Grey", percentage: 40, average: true },
        ],
      },
      {
        recommendations: [
          "CTA contrast is 4.1:1; WCAG AA needs 4.5:1. Darken the text or change the button colour.",
          "Use a warmer palette to match the summer theme.",
        ],
        palette: [
          { hex: "#FFFFFF", name: "White", percentage: 97 },
          { hex: "#E63946", name: "Red", percentage: 3 },
        ],
      },
    ];
    for (const ad of ads) await seedAnalysis(t, user.id, { result: ad });

    const { insights, ai_recommendations } = await analytics(user.token);
    // Three different sentences, one rule: counted once per ad that has it.
    expect(insights.improvement_areas).toEqual([
      { rule: "cta_contrast", area: "Raise the CTA's contrast to 4.5:1", count: 3, percentage: 100 },
      { rule: "missing_brand", area: "Make the brand visible", count: 1, percentage: 33.3 },
      { rule: "other", area: "Other suggestions", count: 1, percentage: 33.3 },
    ]);
    // Navy and blue are one family; red covers 3% of the third ad, under the 5% that counts as present.
    expect(insights.color_families).toEqual([
      { family: "White", swatch: "#F7F7F5", share: 39, ads: 2 },
      { family: "Blue", swatch: "#1E6FD9", share: 36.7, ads: 2 },
      { family: "Red", swatch: "#E63946", share: 24.3, ads: 1 },
    ]);
    expect(ai_recommendations.strategic_recommendations).toContain(
      "The most common improvement area: raise the CTA's contrast to 4.5:1 (3 of your 3 ads).",
    );
  });

  test("lists are capped at the spec's sizes: 12 colours, 6 emotions, 10 brands, 6 months", async () => {
    const user = await t.createUser({ tier: "pro" });
    await t.deps.db
      .insertInto("image_analyses")
      .values(
        Array.from({ length: 30 }, (_, i) => {
          const result = normalizeAnalysisResult({
            effectiveness_score: (i % 10) + 0.5,
            brand_name: `Brand ${i % 12}`,
            ad_type: "Display Ads",
            color_scheme: [`#${(i % 15).toString(16).padStart(6, "0")}`],
            emotions: [`Emotion ${i % 8}`],
          });
          return {
            workspace_id: user.workspaceId,
            created_by: user.id,
            image_key: `${user.id}/${i}.png`,
            heatmap_key: null,
            original_filename: `${i}.png`,
            mime_type: "image/png",
            analysis_result: JSON.stringify(result),
            effectiveness_score: result.effectiveness_score,
            brand_name: result.brand_name,
            ad_type: result.ad_type,
            target_audience: null,
            created_at: new Date(Date.UTC(2026, i % 18, 3)),
          };
        }),
      )
      .execute();
    const { insights } = await analytics(user.token);
    expect(insights.total_analyses).toBe(30);
    expect(insights.top_colors.length).toBe(12);
    expect(insights.top_emotions.length).toBe(6);
    expect(insights.performance_by_brand.length).toBe(10);
    expect(insights.performance_by_brand.every((b) => b.count >= 2)).toBe(true);
    const scores = insights.performance_by_brand.map((b) => b.avg_effectiveness);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(insights.monthly_trends.map((m) => m.month)).toEqual([
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
    ]);
  });

  test("a user without analyses gets zeros and an invitation, not invented figures", async () => {
    const user = await t.createUser();
    const { insights, ai_recommendations } = await analytics(user.token);
    expect(insights).toMatchObject({
      total_analyses: 0,
      avg_effectiveness: 0,
      top_colors: [],
      ad_type_distribution: {},
      effectiveness_distribution: { low: 0, medium: 0, high: 0 },
    });
    expect(insights.monthly_trends.length).toBe(6);
    expect(ai_recommendations.performance_insights).toEqual([]);
  });

  test("no token or an expired one is 401", async () => {
    expect((await t.request("/v1/analytics")).status).toBe(401);
    expect((await t.request("/v1/analytics", { token: `adlens_${"0".repeat(64)}` })).status).toBe(401);
  });
});
