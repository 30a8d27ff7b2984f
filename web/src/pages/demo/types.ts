import type { client } from "../../lib/api.ts";

/** POST /v1/demo/analyze: the analysis plus the attention heatmap as a data URL. */
export type DemoResponse = Awaited<ReturnType<typeof client.demo.analyze>>;

/**
 * The measured fields the demo shows. The OpenAPI schema leaves them open (additional
 * properties), so they are typed here from api/src/analysis/result.ts. Scores are out of 10.
 */
interface MeasuredFields {
  scoreBreakdown?: { factor: string; score: number; weight: number; evidence: string }[];
  palette?: { hex: string; name: string; percentage: number }[];
  text?: { headline: { text: string; contrast: number | null } | null; wordCount: number } | null;
  cta?: { text: string; contrast: number | null; button: boolean } | null;
  strengths?: string[];
}

export type DemoAnalysis = DemoResponse["analysis_result"] & MeasuredFields;
