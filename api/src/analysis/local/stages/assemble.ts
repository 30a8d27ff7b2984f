import type { AnalysisResult, Basis, EmotionMeasure, KeyElement } from "../../result.ts";
import { colourEmotions } from "../emotions.ts";
import { adTypeOf } from "../placement.ts";
import type { Phrase } from "../text.ts";
import { isMisreading } from "../whole-words.ts";
import { type AnalysisContext, need, toOriginal } from "./context.ts";

const LOCAL_ENGINE_VERSION = "1.0.0";
const LOCAL_MODEL = "adlens-local (PP-OCRv4 on onnxruntime-node, spectral-residual saliency, CIELAB k-means)";

function textElement(label: string, kind: KeyElement["kind"], box: KeyElement["box"], p: Phrase): KeyElement {
  return { label, kind, box, confidence: Math.round(p.confidence) / 100, basis: "measured" };
}

/** The stored result from a context every stage has run over. */
export function assemble(ctx: AnalysisContext, stagesMs: Record<string, number>, durationMs: number): AnalysisResult {
  const image = need(ctx, "image");
  const colour = need(ctx, "colour");
  const layout = need(ctx, "layout");
  const text = need(ctx, "text");
  const roles = need(ctx, "roles");
  const detections = need(ctx, "people").detections;
  const score = need(ctx, "score");
  const advice = need(ctx, "advice");
  const { words } = layout;
  const { cta, headline, brandName } = roles;

  const emotionDetails: EmotionMeasure[] = [...(detections?.emotions ?? []), ...colourEmotions(colour.tone)];
  const keyElements: KeyElement[] = [];
  if (headline)
    keyElements.push(textElement(`Headline: ${headline.text}`, "text", headline.box, roles.headlinePhrase!));
  if (cta) keyElements.push(textElement(`Call to action: ${cta.text}`, "cta", cta.box, roles.ctaPhrase!));
  if (roles.brandPhrase) {
    const box = toOriginal(image, roles.brandPhrase.box);
    keyElements.push(textElement(`Brand: ${brandName}`, "logo", box, roles.brandPhrase));
  }
  for (const d of detections?.elements ?? []) keyElements.push({ ...d, box: d.box ? toOriginal(image, d.box) : null });

  const basis: Record<string, Basis> = {
    effectiveness_score: "measured",
    message_clarity: "measured",
    brand_name: brandName ? "measured" : "absent",
    ad_type: "measured",
    color_scheme: "measured",
    emotions: "measured",
    target_audience: "absent",
    call_to_action: cta ? "measured" : "absent",
    key_elements: "measured",
    recommendations: "measured",
    text_content: words.length > 0 ? "measured" : "absent",
    overall_message: "absent",
  };

  return {
    effectiveness_score: score.effectiveness,
    message_clarity: score.clarity.score,
    brand_name: brandName,
    ad_type: adTypeOf(layout.placements, { hasCta: cta !== null }),
    color_scheme: colour.palette.filter((p) => !p.average).map((p) => p.hex),
    emotions: [...new Set(emotionDetails.map((e) => e.emotion))].slice(0, 4),
    target_audience: null,
    call_to_action: cta?.text ?? null,
    key_elements: keyElements,
    recommendations: advice.recommendations,
    advice: advice.advice,
    // The brand's line as the brand evidence read it ("spotifi" → Spotify, "MMS" → M&M'S); unsure
    // misreadings stay in `text.words` with their confidence but not in the transcript.
    text_content: layout.phrases
      .map((p) =>
        p === roles.brandPhrase && roles.brandReading
          ? roles.brandReading
          : p.words
              .filter((w) => !isMisreading(w))
              .map((w) => w.text)
              .join(" "),
      )
      .filter(Boolean)
      .join("\n"),
    strengths: advice.strengths,
    overall_message: null,
    palette: colour.palette,
    text: {
      words: words.map((w) => ({ text: w.text, confidence: Math.round(w.confidence), box: toOriginal(image, w.box) })),
      word_count: words.length,
      coverage: Math.round(layout.coverage * 10) / 10,
      headline,
      scripts: text.scripts,
      language: text.language,
      blocks: roles.blocks.map((b) => ({
        text: b.phrase.text,
        role: b.role,
        box: toOriginal(image, b.phrase.box),
        size: Math.round(b.size * image.scale * 10) / 10,
        lines: b.lines.length,
      })),
    },
    cta,
    brand: roles.brand,
    attention: need(ctx, "attention").measure,
    placements: layout.placements,
    size: { width: image.width, height: image.height },
    clarity: score.clarity,
    tone: colour.tone,
    emotion_details: emotionDetails,
    detection: detections?.status ?? {
      status: "unavailable",
      model: null,
      detail: "No people/object detector is loaded; key_elements lists only measured text elements",
    },
    score_breakdown: score.breakdown,
    basis,
    engine: {
      provider: "local",
      model: LOCAL_MODEL,
      version: LOCAL_ENGINE_VERSION,
      duration_ms: durationMs,
      stages_ms: stagesMs,
    },
  };
}
