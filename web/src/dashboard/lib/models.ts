/**
 * The shapes the dashboards render, read from API responses. Parsing is lenient on purpose: a
 * field the API adds or drops must degrade one widget, never blank the whole dashboard
 * (spec 02 §4: load failures show empty data).
 */
import { isObject, type Json, normaliseScore } from "./result.ts";

export type Tier = "free" | "basic" | "pro" | "enterprise";
export const TIERS: readonly Tier[] = ["free", "basic", "pro", "enterprise"];
export const TIER_RANK: Record<Tier, number> = { free: 0, basic: 1, pro: 2, enterprise: 3 };

export function asTier(value: unknown): Tier {
  return TIERS.includes(value as Tier) ? (value as Tier) : "free";
}

const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const field = (v: unknown, key: string): unknown => (isObject(v) ? v[key] : undefined);

export interface Profile {
  subscription_tier: Tier;
  total_uploads: number;
  current_month_uploads: number;
  last_upload_reset: string | null;
  monthly_limit: number | null;
}

export interface Me {
  email: string;
  profile: Profile;
  subscription: { subscribed: boolean; subscription_tier: Tier; subscription_end: string | null };
}

export function parseMe(raw: unknown): Me {
  const profile = field(raw, "profile");
  const subscription = field(raw, "subscription");
  const tier = asTier(field(profile, "subscription_tier"));
  const limit = field(profile, "monthly_limit") ?? field(field(raw, "usage"), "monthly_limit");
  return {
    email: str(field(field(raw, "user"), "email")),
    profile: {
      subscription_tier: tier,
      total_uploads: num(field(profile, "total_uploads")),
      current_month_uploads: num(field(profile, "current_month_uploads")),
      last_upload_reset: str(field(profile, "last_upload_reset")) || null,
      monthly_limit: typeof limit === "number" ? limit : null,
    },
    subscription: {
      subscribed: field(subscription, "subscribed") === true,
      subscription_tier: asTier(field(subscription, "subscription_tier") ?? tier),
      subscription_end: str(field(subscription, "subscription_end")) || null,
    },
  };
}

export interface Plan {
  tier: Tier;
  name: string;
  price: number;
  description: string;
  monthly_limit: number;
  batch_limit: number;
  api_access: boolean;
  can_delete: boolean;
  features: string[];
  popular: boolean;
}

export function parsePlans(raw: unknown): Plan[] {
  return list(field(raw, "data"))
    .filter(isObject)
    .map((p) => ({
      tier: asTier(p.tier),
      name: str(p.name),
      price: num(p.price),
      description: str(p.description),
      monthly_limit: num(p.monthly_limit),
      batch_limit: num(p.batch_limit),
      api_access: p.api_access === true,
      can_delete: p.can_delete === true,
      features: list(p.features).filter((f): f is string => typeof f === "string"),
      popular: p.popular === true,
    }));
}

export interface Analysis {
  id: string;
  filename: string;
  imageUrl: string | null;
  heatmapUrl: string | null;
  createdAt: string;
  result: Json | null;
}

export function parseAnalysis(raw: unknown): Analysis {
  const r = isObject(raw) ? raw : {};
  const result = r.analysis_result ?? r.analysisResult ?? r.analysis;
  return {
    id: str(r.id),
    filename: str(r.filename ?? r.original_filename, "image"),
    imageUrl: str(r.image_url ?? r.imageUrl) || null,
    heatmapUrl: str(r.heatmap_url ?? r.heatmapUrl) || null,
    createdAt: str(r.created_at ?? r.createdAt),
    result: isObject(result) ? result : null,
  };
}

export interface AnalysisPage {
  items: Analysis[];
  nextCursor: string | null;
  total: number | null;
}

export function parsePage(raw: unknown): AnalysisPage {
  const total = field(raw, "total") ?? field(raw, "total_count");
  return {
    items: list(field(raw, "data")).map(parseAnalysis),
    nextCursor: str(field(raw, "next_cursor")) || null,
    total: typeof total === "number" ? total : null,
  };
}

export interface Share {
  label: string;
  value: number;
}

/** Reads `[{<labelKey>, percentage|count}]` or a `{label: value}` map into one list, largest first. */
function shares(raw: unknown, labelKeys: readonly string[]): Share[] {
  const out: Share[] = [];
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (!isObject(item)) continue;
      const key = labelKeys.find((k) => typeof item[k] === "string");
      if (!key) continue;
      out.push({ label: item[key] as string, value: num(item.percentage ?? item.count ?? item.value) });
    }
  } else if (isObject(raw)) {
    for (const [label, value] of Object.entries(raw)) {
      const v = isObject(value) ? (value.count ?? value.percentage ?? value.avgEffectiveness) : value;
      out.push({ label, value: num(v) });
    }
  }
  return out.sort((a, b) => b.value - a.value);
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
  topColors: Share[];
  topEmotions: Share[];
  adTypes: Share[];
  brands: Share[];
  audiences: Share[];
  visualStyles: Share[];
  callsToAction: Share[];
  recommendations: Share[];
  distribution: { low: number; medium: number; high: number };
  monthlyTrends: { month: string; count: number; avgEffectiveness: number }[];
  performanceByBrand: BrandStat[];
  ai: {
    performanceInsights: string[];
    strategicRecommendations: string[];
    colorOptimization: string;
    emotionalAppeal: string;
  };
}

const texts = (v: unknown): string[] =>
  list(v)
    .map((x) => (typeof x === "string" ? x : str(field(x, "text") ?? field(x, "message"))))
    .filter(Boolean);

/** Averages are out of 10 too; a legacy 0–100 value is scaled like a single score. */
const score = (v: unknown): number => normaliseScore(num(v)) ?? 0;

const prose = (v: unknown): string => (typeof v === "string" ? v : texts(v).join(" "));

export function parseAnalytics(raw: unknown): Analytics {
  const i = field(raw, "insights");
  const ai = field(raw, "aiRecommendations") ?? field(raw, "ai_recommendations");
  const d = field(i, "effectivenessDistribution");
  return {
    totalAnalyses: num(field(i, "totalAnalyses")),
    avgEffectiveness: score(field(i, "avgEffectiveness")),
    avgMessageClarity: score(field(i, "avgMessageClarity")),
    topColors: shares(field(i, "topColors"), ["color", "colour", "name"]),
    topEmotions: shares(field(i, "topEmotions"), ["emotion", "name"]),
    adTypes: shares(field(i, "adTypeDistribution"), ["adType", "ad_type", "type", "name"]),
    brands: shares(field(i, "brandAnalysis"), ["brand", "name"]),
    audiences: shares(field(i, "targetAudienceBreakdown"), ["audience", "targetAudience", "name"]),
    visualStyles: shares(field(i, "visualStyleTrends"), ["style", "name"]),
    callsToAction: shares(field(i, "callToActionAnalysis"), ["cta", "callToAction", "call_to_action", "name"]),
    recommendations: shares(field(i, "recommendationFrequency"), ["recommendation", "name"]),
    distribution: { low: num(field(d, "low")), medium: num(field(d, "medium")), high: num(field(d, "high")) },
    monthlyTrends: list(field(i, "monthlyTrends"))
      .filter(isObject)
      .map((m) => ({ month: str(m.month), count: num(m.count), avgEffectiveness: score(m.avgEffectiveness) })),
    performanceByBrand: list(field(i, "performanceByBrand"))
      .filter(isObject)
      .map((b) => ({ brand: str(b.brand), avgEffectiveness: score(b.avgEffectiveness), count: num(b.count) })),
    ai: {
      performanceInsights: texts(field(ai, "performanceInsights")),
      strategicRecommendations: texts(field(ai, "strategicRecommendations")),
      colorOptimization: prose(field(ai, "colorOptimization")),
      emotionalAppeal: prose(field(ai, "emotionalAppeal")),
    },
  };
}

export interface ApiToken {
  id: string;
  name: string;
  displayPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export function parseToken(raw: unknown): ApiToken {
  return {
    id: str(field(raw, "id")),
    name: str(field(raw, "name")),
    displayPrefix: str(field(raw, "display_prefix") ?? field(raw, "prefix")),
    createdAt: str(field(raw, "created_at")),
    lastUsedAt: str(field(raw, "last_used_at")) || null,
  };
}

export function parseTokens(raw: unknown): ApiToken[] {
  return list(field(raw, "data") ?? raw).map(parseToken);
}

/** The full secret of a just-created token; the API returns it exactly once. */
export function createdSecret(raw: unknown): string {
  return str(field(raw, "token") ?? field(raw, "secret") ?? field(field(raw, "data"), "token"));
}
