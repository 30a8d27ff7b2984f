import type { CreatedAnalysis } from "./create.ts";

const HEX = /^#[0-9a-f]{6}$/i;

/** The documented Pro API response (spec 02 §3), built from a stored analysis. */
export function toProApiResponse({ item, usage }: CreatedAnalysis) {
  const r = item.analysis_result;
  const colors = [...r.colorScheme, ...r.palette.map((p) => p.hex)]
    .filter((c) => HEX.test(c))
    .map((c) => c.toUpperCase());
  return {
    success: true as const,
    analysis_id: item.id,
    analysis: {
      effectiveness_score: r.effectivenessScore,
      ad_type: r.adType,
      brand: r.brandName,
      target_audience: r.targetAudience,
      colors: [...new Set(colors)],
      emotions: r.emotions,
      call_to_action: r.call_to_action,
      strengths: r.strengths,
      improvements: r.recommendations,
      overall_message: r.overallMessage,
    },
    usage,
    created_at: item.created_at,
  };
}
