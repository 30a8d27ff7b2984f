import { OTHER_RULE } from "../../analysis/local/advice-rules.ts";
import type { BrandPerformance, MonthTrend, Summary, Tally } from "./queries.ts";

export interface RecommendationInput {
  summary: Summary;
  adTypes: Tally[];
  colors: Tally[];
  emotions: Tally[];
  improvementAreas: { rule: string; area: string; count: number }[];
  months: MonthTrend[];
  brands: BrandPerformance[];
}

export interface AiRecommendations {
  performanceInsights: string[];
  strategicRecommendations: string[];
  colorOptimization: string;
  emotionalAppeal: string;
}

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));
const fmt = (n: number) => n.toFixed(1);

/** Groups used at least twice, best and worst average first; single ads say too little. */
function spread(tallies: Tally[]): { best: Tally; worst: Tally } | null {
  const usable = tallies.filter((t) => t.count >= 2).sort((a, b) => b.avgScore - a.avgScore);
  const best = usable[0];
  const worst = usable[usable.length - 1];
  return best && worst && best !== worst && best.avgScore - worst.avgScore >= 0.5 ? { best, worst } : null;
}

/**
 * Recommendations computed from the user's own numbers: every sentence names a figure from
 * their analyses, so two users with different galleries get different advice.
 */
export function recommend(input: RecommendationInput): AiRecommendations {
  const { summary: s } = input;
  if (s.total === 0) {
    return {
      performanceInsights: [],
      strategicRecommendations: ["Analyse your first ads to get recommendations based on your own results."],
      colorOptimization: "No colour data yet.",
      emotionalAppeal: "No emotion data yet.",
    };
  }
  const insights: string[] = [
    `Your ${s.total} ${s.total === 1 ? "analysis averages" : "analyses average"} ${fmt(s.avgEffectiveness)}/10 for effectiveness and ${fmt(s.avgMessageClarity)}/10 for message clarity.`,
    `${s.high} (${pct(s.high, s.total)}%) score high (8+), ${s.medium} (${pct(s.medium, s.total)}%) medium and ${s.low} (${pct(s.low, s.total)}%) low (under 6).`,
  ];
  const active = input.months.filter((m) => m.count > 0);
  const first = active[0];
  const last = active[active.length - 1];
  if (first && last && first !== last) {
    const delta = last.avgEffectiveness - first.avgEffectiveness;
    insights.push(
      `Average effectiveness went ${delta >= 0 ? "up" : "down"} from ${fmt(first.avgEffectiveness)} in ${first.month} to ${fmt(last.avgEffectiveness)} in ${last.month}.`,
    );
  }
  const topBrand = input.brands[0];
  if (topBrand) {
    insights.push(
      `${topBrand.brand} is your strongest brand: ${fmt(topBrand.avgEffectiveness)}/10 over ${topBrand.count} ads.`,
    );
  }

  const strategy: string[] = [];
  const types = spread(input.adTypes);
  if (types) {
    strategy.push(
      // The label is the type's own name ("Display Ads", "Print"): no "ads" is added after it.
      `${types.best.label} averages ${fmt(types.best.avgScore)}/10 against ${fmt(types.worst.avgScore)}/10 for ${types.worst.label}: apply what works in ${types.best.label} to your ${types.worst.label} creatives.`,
    );
  }
  const withoutCta = s.total - s.withCta;
  if (withoutCta > 0) {
    const comparison =
      s.avgWithCta !== null && s.avgWithoutCta !== null
        ? ` Ads with one average ${fmt(s.avgWithCta)} against ${fmt(s.avgWithoutCta)} without.`
        : "";
    strategy.push(`${withoutCta} of your ${s.total} ads have no clear call to action.${comparison}`);
  }
  const commonFix = input.improvementAreas.find((a) => a.rule !== OTHER_RULE.id);
  if (commonFix) {
    strategy.push(
      `The most common improvement area: ${commonFix.area.charAt(0).toLowerCase()}${commonFix.area.slice(1)} (${commonFix.count} of your ${s.total} ads).`,
    );
  }
  if (s.low > 0) strategy.push(`Revisit your ${s.low} low-scoring ${s.low === 1 ? "ad" : "ads"} (under 6) first.`);

  const colorSpread = spread(input.colors);
  const topColor = input.colors[0];
  const colorOptimization = colorSpread
    ? `Ads featuring ${colorSpread.best.label} average ${fmt(colorSpread.best.avgScore)}, those featuring ${colorSpread.worst.label} ${fmt(colorSpread.worst.avgScore)}.`
    : topColor
      ? `${topColor.label} appears in ${pct(topColor.count, s.total)}% of your ads; analyse more ads to compare colours.`
      : "No dominant colours were detected in your ads yet.";

  const emotionSpread = spread(input.emotions);
  const topEmotion = input.emotions[0];
  const emotionalAppeal = emotionSpread
    ? `Ads evoking ${emotionSpread.best.label.toLowerCase()} average ${fmt(emotionSpread.best.avgScore)} against ${fmt(emotionSpread.worst.avgScore)} for ${emotionSpread.worst.label.toLowerCase()}.`
    : topEmotion
      ? `${topEmotion.label} is your most common emotional tone (${pct(topEmotion.count, s.total)}% of ads).`
      : "No emotional tone was detected in your ads yet.";

  return { performanceInsights: insights, strategicRecommendations: strategy, colorOptimization, emotionalAppeal };
}
