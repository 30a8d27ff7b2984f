import type { CreatedAnalysis } from "./create.ts";

const HEX = /^#[0-9a-f]{6}$/i;

/** The documented Pro API response (spec 02 §3), built from a stored analysis. */
export function toProApiResponse({ item, usage }: CreatedAnalysis) {
  const r = item.analysis_result;
  const colors = [...r.color_scheme, ...r.palette.map((p) => p.hex)]
    .filter((c) => HEX.test(c))
    .map((c) => c.toUpperCase());
  return {
    success: true as const,
    analysis_id: item.id,
    analysis: {
      effectiveness_score: r.effectiveness_score,
      ad_type: r.ad_type,
      brand: r.brand_name,
      target_audience: r.target_audience,
      colors: [...new Set(colors)],
      emotions: r.emotions,
      call_to_action: r.call_to_action,
      strengths: r.strengths,
      improvements: r.recommendations,
      overall_message: r.overall_message,
    },
    usage,
    created_at: item.created_at,
  };
}
