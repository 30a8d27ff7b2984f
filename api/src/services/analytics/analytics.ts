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
  return {
    insights: {
      totalAnalyses: total,
      avgEffectiveness: summary.avgEffectiveness,
      avgMessageClarity: summary.avgMessageClarity,
      topColors: colors.map((c) => ({ color: c.label, percentage: pct(c.count, total) })),
      topEmotions: emotions.map((e) => ({ emotion: e.label, percentage: pct(e.count, total) })),
      adTypeDistribution: toRecord(adTypes),
      brandAnalysis: toRecord(brands),
      targetAudienceBreakdown: toRecord(audiences),
      visualStyleTrends: toRecord(styles),
      callToActionAnalysis: toRecord(ctas),
      recommendationFrequency: recs.map((r) => ({ recommendation: r.label, count: r.count })),
      improvementAreas,
      colorFamilies: colourFamilies(palettes),
      effectivenessDistribution: { low: summary.low, medium: summary.medium, high: summary.high },
      monthlyTrends: months,
      performanceByBrand: byBrand,
    },
    aiRecommendations,
  };
}
