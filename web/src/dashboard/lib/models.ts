/**
 * The API's shapes as the SDK types them from the OpenAPI document, plus the few views the
 * dashboards derive from them. Only `analysis_result` is loose JSON read defensively (result.ts,
 * spec 02 §3); everything else is trusted as typed.
 */
import type { AnalysisListItem, ResponseOf } from "@adlens/sdk";
import type { Plan } from "../../lib/api.ts";
import { normaliseScore } from "./score.ts";

export type { Plan };
export type Tier = Plan["tier"];
/** A list item: what galleries, top lists and the compare picker show. */
export type AnalysisSummary = AnalysisListItem;
/** One analysis in full, as `GET /v1/analyses/{id}` and compare return it. */
/** A finished analysis in full (as comparisons and a finished upload return it). */
export type Analysis = ResponseOf<"/v1/analyses/compare", "post">["data"][number];
export type ApiToken = ResponseOf<"/v1/tokens", "get">["data"][number];
export type WebhookEndpoint = ResponseOf<"/v1/webhooks", "get">["data"][number];
export type WebhookEvent = WebhookEndpoint["events"][number];
export type WebhookDelivery = ResponseOf<"/v1/webhooks/{id}/deliveries", "get">["data"][number];
type AnalyticsResponse = ResponseOf<"/v1/analytics", "get">;

const TIERS: readonly Tier[] = ["free", "basic", "pro", "enterprise"];
export const TIER_RANK: Record<Tier, number> = { free: 0, basic: 1, pro: 2, enterprise: 3 };

/** A tier from an untyped source (the stored session); anything unknown is the free plan. */
export function asTier(value: unknown): Tier {
  return TIERS.includes(value as Tier) ? (value as Tier) : "free";
}

export interface Share {
  label: string;
  value: number;
  /** A colour to draw beside the label (colour families). */
  swatch?: string;
  /** A second figure after the value, e.g. "in 4 ads". */
  note?: string;
}

export interface BrandStat {
  brand: string;
  avgEffectiveness: number;
  count: number;
}

export interface Analytics {
  totalAnalyses: number;
  avgEffectiveness: number;
  avgMessageClarity: number;
  /** Colour families by average share of pixels (Red, Blue, …), not exact hex values. */
  colourFamilies: Share[];
  topEmotions: Share[];
  adTypes: Share[];
  brands: Share[];
  audiences: Share[];
  visualStyles: Share[];
  callsToAction: Share[];
  /** Recommendations grouped by the advice rule that wrote them, counted in analyses. */
  improvementAreas: Share[];
  distribution: { low: number; medium: number; high: number };
  /** `avgEffectiveness` is null for a month without analyses: it has no average, not a 0. */
  monthlyTrends: MonthlyTrend[];
  performanceByBrand: BrandStat[];
  ai: AiRecommendations;
}

export interface AiRecommendations {
  performanceInsights: string[];
  strategicRecommendations: string[];
  colorOptimization: string;
  emotionalAppeal: string;
}

export interface MonthlyTrend {
  month: string;
  count: number;
  avgEffectiveness: number | null;
}

export const EMPTY_ANALYTICS: Analytics = {
  totalAnalyses: 0,
  avgEffectiveness: 0,
  avgMessageClarity: 0,
  colourFamilies: [],
  topEmotions: [],
  adTypes: [],
  brands: [],
  audiences: [],
  visualStyles: [],
  callsToAction: [],
  improvementAreas: [],
  distribution: { low: 0, medium: 0, high: 0 },
  monthlyTrends: [],
  performanceByBrand: [],
  ai: { performanceInsights: [], strategicRecommendations: [], colorOptimization: "", emotionalAppeal: "" },
};

const largestFirst = (shares: Share[]): Share[] => shares.sort((a, b) => b.value - a.value);

const fromCounts = (counts: Record<string, number>): Share[] =>
  largestFirst(Object.entries(counts).map(([label, value]) => ({ label, value })));

/** Averages are out of 10 too; a legacy 0–100 value is scaled like a single score. */
const score = (v: number): number => normaliseScore(v) ?? 0;

/** One list per chart, largest first, with every score on the same 0–10 scale. */
export function toAnalytics({ insights: i, ai_recommendations: ai }: AnalyticsResponse): Analytics {
  const d = i.effectiveness_distribution;
  return {
    totalAnalyses: i.total_analyses,
    avgEffectiveness: score(i.avg_effectiveness),
    avgMessageClarity: score(i.avg_message_clarity),
    colourFamilies: i.color_families.map((f) => ({
      label: f.family,
      value: f.share,
      swatch: f.swatch,
      note: `in ${f.ads} ${f.ads === 1 ? "ad" : "ads"}`,
    })),
    topEmotions: largestFirst(i.top_emotions.map((e) => ({ label: e.emotion, value: e.percentage }))),
    adTypes: fromCounts(i.ad_type_distribution),
    brands: fromCounts(i.brand_analysis),
    audiences: fromCounts(i.target_audience_breakdown),
    visualStyles: fromCounts(i.visual_style_trends),
    callsToAction: fromCounts(i.call_to_action_analysis),
    improvementAreas: i.improvement_areas.map((a) => ({
      label: a.area,
      value: a.count,
      note: `${Math.round(a.percentage)}% of ads`,
    })),
    distribution: { low: d.low, medium: d.medium, high: d.high },
    monthlyTrends: i.monthly_trends.map((m) => ({
      month: m.month,
      count: m.count,
      avgEffectiveness: m.count > 0 ? score(m.avg_effectiveness) : null,
    })),
    performanceByBrand: i.performance_by_brand.map((b) => ({
      brand: b.brand,
      avgEffectiveness: score(b.avg_effectiveness),
      count: b.count,
    })),
    ai: {
      performanceInsights: ai.performance_insights.filter(Boolean),
      strategicRecommendations: ai.strategic_recommendations.filter(Boolean),
      colorOptimization: ai.color_optimization,
      emotionalAppeal: ai.emotional_appeal,
    },
  };
}
