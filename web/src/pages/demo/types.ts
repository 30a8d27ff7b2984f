/** The parts of a demo analysis the page shows (POST /v1/demo/analyze). */
export interface DemoAnalysis {
  effectivenessScore: number;
  messageClarity?: number;
  adType?: string;
  scoreBreakdown: { factor: string; score: number; weight: number; evidence: string }[];
  palette: { hex: string; name: string; percentage: number }[];
  textContent?: string;
  text?: { headline: { text: string; contrast: number | null } | null; wordCount: number } | null;
  call_to_action?: string | null;
  cta?: { text: string; contrast: number | null; button: boolean } | null;
  emotions?: string[];
  recommendations: string[];
  strengths?: string[];
  heatmap?: string | null;
  size?: { width: number; height: number } | null;
}
