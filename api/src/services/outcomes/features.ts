import type { AnalysisResult } from "../../analysis/result.ts";

/**
 * The measured features a workspace's performance model may use, read from the stored analysis
 * result. Only measurements: nothing a vision model wrote, nothing the score's own rubric
 * invented. A reading the engine did not make is null (the model treats it as average).
 */
export const FEATURES: { name: string; label: string; read: (r: AnalysisResult) => number | null }[] = [
  { name: "effectiveness_score", label: "Effectiveness score", read: (r) => r.effectiveness_score },
  { name: "message_clarity", label: "Message clarity", read: (r) => r.message_clarity },
  { name: "word_count", label: "Words on the ad", read: (r) => r.text?.word_count ?? null },
  { name: "text_coverage", label: "Share of the ad covered by text", read: (r) => r.text?.coverage ?? null },
  {
    name: "headline_contrast",
    label: "Headline contrast",
    read: (r) => r.clarity?.headline_contrast ?? r.text?.headline?.contrast ?? null,
  },
  { name: "has_cta", label: "A call to action is present", read: (r) => (r.call_to_action ? 1 : 0) },
  { name: "cta_contrast", label: "Call-to-action contrast", read: (r) => r.cta?.contrast ?? null },
  { name: "cta_button", label: "Call to action on a button", read: (r) => (r.cta ? (r.cta.button ? 1 : 0) : null) },
  { name: "attention_focus", label: "Focus of predicted attention", read: (r) => r.attention?.focus ?? null },
  { name: "cta_attention", label: "Attention on the call to action", read: (r) => r.attention?.cta_share ?? null },
  { name: "clutter", label: "Visual clutter", read: (r) => r.clarity?.clutter ?? null },
  { name: "colour_entropy", label: "Colour variety", read: (r) => r.clarity?.color_entropy ?? null },
  { name: "warmth", label: "Colour warmth", read: (r) => r.tone?.warmth ?? null },
  { name: "saturation", label: "Colour saturation", read: (r) => r.tone?.saturation ?? null },
  { name: "brightness", label: "Brightness", read: (r) => r.tone?.brightness ?? null },
  {
    name: "people",
    label: "People in the ad",
    read: (r) => (r.key_elements.some((e) => e.kind === "person" || e.kind === "face") ? 1 : 0),
  },
  { name: "brand_named", label: "Brand name read", read: (r) => (r.brand_name ? 1 : 0) },
];

export function featureRow(result: AnalysisResult): (number | null)[] {
  return FEATURES.map((f) => {
    const v = f.read(result);
    return v === null || !Number.isFinite(v) ? null : v;
  });
}
