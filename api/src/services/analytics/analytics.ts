import type { Db } from "@adlens/db";
import { ADVICE_RULES, OTHER_RULE } from "../../analysis/local/advice-rules.ts";
import type { Scope } from "../analyses/scope.ts";
import { colourFamilies } from "./colour-families.ts";
import * as q from "./queries.ts";
import { type AiRecommendations, recommend } from "./recommendations.ts";

const toRecord = (tallies: q.Tally[]) => Object.fromEntries(tallies.map((t) => [t.label, t.count]));
const pct = (count: number, total: number) => (total === 0 ? 0 : Math.round((count * 1000) / total) / 10);

/** The analytics response of spec 02 §3: insights and recommendations over the analyses in `scope`. */
export async function scopeAnalytics(db: Db, scope: Scope, now: Date) {
  const [summary, adTypes, brands, audiences, ctas, colors, emotions, recs, styles, months, byBrand, areas, palettes] =
    await Promise.all([
      q.summary(db, scope),
      q.adTypes(db, scope),
      q.brands(db, scope),
      q.audiences(db, scope),
      q.callsToAction(db, scope),
      q.colors(db, scope),
      q.emotions(db, scope),
      q.recommendations(db, scope),
      q.visualStyles(db, scope),
      q.monthlyTrends(db, scope, now),
      q.performanceByBrand(db, scope),
      q.improvementAreas(db, scope),
      q.palettes(db, scope),
    ]);
  const total = summary.total;
  const improvementAreas = areas.map((a) => ({
    rule: a.rule,
    area: (ADVICE_RULES.find((r) => r.id === a.rule) ?? OTHER_RULE).area,
    count: a.count,
    percentage: pct(a.count, total),
  }));
  const aiRecommendations: AiRecommendations = recommend({
    summary,
    adTypes,
    colors,
    emotions,
    improvementAreas,
    months,
    brands: byBrand,
  });
  // On the wire in snake_case like the rest of the API; the queries keep TypeScript's names.
  return {
    insights: {
      total_analyses: total,
      avg_effectiveness: summary.avgEffectiveness,
      avg_message_clarity: summary.avgMessageClarity,
      top_colors: colors.map((c) => ({ color: c.label, percentage: pct(c.count, total) })),
      top_emotions: emotions.map((e) => ({ emotion: e.label, percentage: pct(e.count, total) })),
      ad_type_distribution: toRecord(adTypes),
      brand_analysis: toRecord(brands),
      target_audience_breakdown: toRecord(audiences),
      visual_style_trends: toRecord(styles),
      call_to_action_analysis: toRecord(ctas),
      recommendation_frequency: recs.map((r) => ({ recommendation: r.label, count: r.count })),
      improvement_areas: improvementAreas,
      color_families: colourFamilies(palettes),
      effectiveness_distribution: { low: summary.low, medium: summary.medium, high: summary.high },
      monthly_trends: months.map((m) => ({ month: m.month, count: m.count, avg_effectiveness: m.avgEffectiveness })),
      performance_by_brand: byBrand.map((b) => ({
        brand: b.brand,
        avg_effectiveness: b.avgEffectiveness,
        count: b.count,
      })),
    },
    ai_recommendations: {
      performance_insights: aiRecommendations.performanceInsights,
      strategic_recommendations: aiRecommendations.strategicRecommendations,
      color_optimization: aiRecommendations.colorOptimization,
      emotional_appeal: aiRecommendations.emotionalAppeal,
    },
  };
}
