/**
 * The stored analysis (spec 02 §3): the one definition the rest of the API imports. It is a
 * TypeBox schema, so the same object types the engine's code, documents the API
 * (`components/schemas/AnalysisResult`) and validates what every endpoint returns; the
 * TypeScript types are derived from it, never written beside it.
 *
 * Every field is either measured from the pixels, read from the image by a vision model, or
 * absent (null / empty). `basis` says which, per field, so nothing shown to a user is invented.
 */
import { type Static, type TLiteral, type TNumber, type TOptional, type TSchema, Type } from "@sinclair/typebox";
import { ADVICE_CODES } from "./local/advice-rules.ts";

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A closed set of strings, documented as an enum. */
const OneOf = <const T extends readonly [string, ...string[]]>(values: T, options?: { description?: string }) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T[number]>[], options);

export const BasisSchema = OneOf(["measured", "model", "absent"]);
export type Basis = Static<typeof BasisSchema>;

const BoxSchema = Type.Object(
  { x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() },
  { description: "A rectangle in pixels of the original image" },
);
export type Box = Static<typeof BoxSchema>;

const PaletteColorSchema = Type.Object({
  hex: Type.String({ description: "#RRGGBB" }),
  name: Type.String(),
  percentage: Type.Number({
    description: "Share of the image's pixels, 0–100 (for the average tone: the pixels within 10 CIELAB units of it)",
  }),
  average: Type.Optional(
    Type.Boolean({
      description:
        "True on the ad's average tone, listed third when no colour covers half the ad (a photo or split background, whose representative colour is its average); absent on measured colours",
    }),
  ),
});
export type PaletteColor = Static<typeof PaletteColorSchema>;

const OcrWordSchema = Type.Object({
  text: Type.String(),
  confidence: Type.Number({ description: "The recogniser's mean character probability, 0–100" }),
  box: BoxSchema,
});
export type OcrWord = Static<typeof OcrWordSchema>;

export const BLOCK_ROLES = ["headline", "subhead", "body", "cta", "brand", "legal", "url", "offer"] as const;

const TextBlockSchema = Type.Object({
  text: Type.String({ description: "The block's lines joined in reading order" }),
  role: OneOf(BLOCK_ROLES, {
    description:
      "headline: the most prominent message; subhead: a message set nearly as large; body: other copy; cta: the call to action's label; brand: the brand's name or wordmark; legal: fine print; url: a web address, e-mail or handle; offer: a price, percentage or other figure",
  }),
  box: BoxSchema,
  size: Type.Number({ description: "Median line height in pixels of the original image" }),
  lines: Type.Integer({ minimum: 1 }),
});
export type TextBlockMeasure = Static<typeof TextBlockSchema>;

const TextMeasureSchema = Type.Object({
  words: Type.Array(OcrWordSchema),
  word_count: Type.Integer(),
  coverage: Type.Number({ description: "Share of the image area covered by word boxes, 0–100" }),
  headline: Nullable(Type.Object({ text: Type.String(), box: BoxSchema, contrast: Nullable(Type.Number()) })),
  scripts: Type.Optional(
    Type.Array(Type.String(), {
      description:
        "Unicode scripts of the text read, most letters first (latin, han, kana, hangul, greek, cyrillic); absent in analyses made before it existed",
    }),
  ),
  language: Type.Optional(
    Nullable(Type.String({ description: "ISO 639-1 guess when the words make it clear (en, es, fr, de, …)" })),
  ),
  blocks: Type.Optional(
    Type.Array(TextBlockSchema, {
      description:
        "The text grouped as a reader groups it (type size, leading, alignment, button edges), top to bottom, each with its role; absent in analyses made before it existed",
    }),
  ),
});
export type TextMeasure = Static<typeof TextMeasureSchema>;

const CtaMeasureSchema = Type.Object({
  text: Type.String(),
  box: BoxSchema,
  contrast: Nullable(Type.Number({ description: "WCAG 2 contrast ratio against the local background (1–21)" })),
  text_color: Nullable(Type.String()),
  background_color: Nullable(Type.String()),
  button: Type.Boolean({ description: "Whether the text sits on a filled shape that differs from the page" }),
});
export type CtaMeasure = Static<typeof CtaMeasureSchema>;

const BrandEvidenceSchema = Type.Object({
  kind: OneOf(
    [
      "lexicon",
      "lexicon_near",
      "domain",
      "handle",
      "logo_text",
      "lockup",
      "endorsement",
      "trademark",
      "repeated",
      "symbol",
    ],
    {
      description:
        'lexicon: a known brand name; lexicon_near: one letter from a known name, printed where logos go (an OCR misreading); domain / handle: a printed web address or @handle names it; logo_text: set apart as logos are (cues in detail); lockup: two lines set tight as one logo; endorsement: a name over a smaller "by OTHER" line; trademark: followed by ® or ™; repeated: printed more than once; symbol: a shape on the ad matches the brand\'s mark in simple-icons (only when no text names a brand)',
    },
  ),
  text: Type.String({ description: "The text the evidence was read from, as printed" }),
  weight: Type.Number({ minimum: 0, maximum: 1, description: "How much this evidence alone makes the name a brand" }),
  detail: Type.String(),
});
export type BrandEvidence = Static<typeof BrandEvidenceSchema>;

const BrandMeasureSchema = Type.Object({
  name: Type.String(),
  confidence: Type.Number({
    minimum: 0,
    maximum: 1,
    description: "1 − Π(1 − weight) over the evidence: independent signals, each able to make the case",
  }),
  box: Nullable(BoxSchema),
  evidence: Type.Array(BrandEvidenceSchema),
});
export type BrandMeasure = Static<typeof BrandMeasureSchema>;

const AttentionMeasureSchema = Type.Object({
  focus: Type.Number({ description: "0–1: how concentrated predicted attention is (1 = one sharp focal point)" }),
  cta_share: Nullable(Type.Number({ description: "Share of predicted attention on the CTA box, 0–1" })),
  headline_share: Nullable(Type.Number({ description: "Share of predicted attention on the headline, 0–1" })),
  peak: Type.Object({ x: Type.Number(), y: Type.Number() }, { description: "Where attention peaks, in pixels" }),
  method: Type.String(),
});
export type AttentionMeasure = Static<typeof AttentionMeasureSchema>;

const PlacementFitSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  channel: OneOf(["display", "social", "stories", "print", "dooh"], {
    description: "`dooh`: digital out-of-home screens",
  }),
  exact: Type.Boolean({
    description:
      "false when the size is only near the placement: a fixed size within its ±2 px tolerance, or the nearest family of a size that fits none (a crop, a wide web banner, a print page with bleed)",
  }),
  text_in_unsafe_zone: Type.Optional(
    Type.Boolean({ description: "9:16 only: OCR text in the top 14 % / bottom 20 % the app UI covers" }),
  ),
});
export type PlacementFit = Static<typeof PlacementFitSchema>;

const ClarityMeasureSchema = Type.Object({
  score: Type.Number(),
  word_count: Type.Integer({
    description:
      "Words of the message: every word read except disclaimers (fine print with conditions, availability or copyright)",
  }),
  text_coverage: Type.Number(),
  headline_contrast: Nullable(Type.Number({ description: "Headline contrast ratio, when a headline was read" })),
  edge_density: Type.Number({ description: "Share of pixels on a strong edge, 0–1" }),
  color_entropy: Type.Number({ description: "Shannon entropy of the quantised colour histogram, bits" }),
  clutter: Type.Number(),
});
export type ClarityMeasure = Static<typeof ClarityMeasureSchema>;

const EmotionMeasureSchema = Type.Object({
  emotion: Type.String(),
  strength: Type.Number(),
  basis: OneOf(["colour", "face", "model"]),
});
export type EmotionMeasure = Static<typeof EmotionMeasureSchema>;

const ToneMeasureSchema = Type.Object({
  warmth: Type.Number({ description: "-1 (cool) … 1 (warm)" }),
  saturation: Type.Number(),
  brightness: Type.Number(),
});
export type ToneMeasure = Static<typeof ToneMeasureSchema>;

const KeyElementSchema = Type.Object({
  label: Type.String(),
  kind: OneOf(["person", "face", "object", "text", "cta", "logo", "other"]),
  box: Nullable(BoxSchema),
  confidence: Nullable(Type.Number()),
  basis: OneOf(["measured", "model"]),
});
export type KeyElement = Static<typeof KeyElementSchema>;

const DetectionStatusSchema = Type.Object({
  status: OneOf(["ok", "unavailable"]),
  model: Nullable(Type.String()),
  detail: Nullable(Type.String()),
});
export type DetectionStatus = Static<typeof DetectionStatusSchema>;

const AdviceSchema = Type.Object(
  {
    code: OneOf(ADVICE_CODES, {
      description:
        "The rule that wrote it (docs/analysis.md lists them). `missing_*` only when the element's absence was measured; `unread_*` when the ad may have it and the engine could not read it",
    }),
    text: Type.String({ description: "The sentence, as in `recommendations`" }),
    severity: OneOf(["high", "medium", "low", "info"], {
      description:
        "high: the ad may not work without it; medium: it works less well; low: polish; info: an assumption stated",
    }),
    evidence: Type.Object(
      {
        detail: Type.String({ description: "The measurement behind the advice, in words" }),
        text: Type.Optional(Type.String({ description: "The words of the ad it is about" })),
        value: Type.Optional(
          Type.Number({ description: "The measured number (a contrast ratio, a word count, a share)" }),
        ),
        box: Type.Optional(BoxSchema),
      },
      { description: "The ad's own evidence for the advice" },
    ),
  },
  { description: "One recommendation as data, so advice can be grouped by its code" },
);
export type Advice = Static<typeof AdviceSchema>;

const ScoreFactorSchema = Type.Object({
  factor: Type.String(),
  score: Type.Number(),
  weight: Type.Number(),
  evidence: Type.String(),
});
export type ScoreFactor = Static<typeof ScoreFactorSchema>;

/** The local engine's stages, whose wall times `engine.stages_ms` reports. */
const STAGES = ["decode", "text", "colour", "layout", "brand_cta", "people", "attention", "score", "advice"] as const;

const EngineInfoSchema = Type.Object({
  provider: OneOf(["local", "local+openai"]),
  model: Type.String(),
  version: Type.String(),
  duration_ms: Type.Number(),
  stages_ms: Type.Optional(
    Type.Object(
      Object.fromEntries(STAGES.map((s) => [s, Type.Optional(Type.Number())])) as Record<
        (typeof STAGES)[number],
        TOptional<TNumber>
      >,
      {
        description: "Wall time of each stage; stages overlap, so these can add up to more than duration_ms",
      },
    ),
  ),
  enrichment_error: Type.Optional(
    Type.String({ description: "Why the vision model's fields are absent when one is configured but did not answer" }),
  ),
});
export type EngineInfo = Static<typeof EngineInfoSchema>;

/** The spec's fields whose source `basis` records. */
const BASIS_FIELDS = [
  "effectiveness_score",
  "message_clarity",
  "brand_name",
  "ad_type",
  "color_scheme",
  "emotions",
  "target_audience",
  "call_to_action",
  "key_elements",
  "recommendations",
  "text_content",
  "overall_message",
] as const;

const BasisMapSchema = Type.Object(
  Object.fromEntries(BASIS_FIELDS.map((f) => [f, Type.Optional(BasisSchema)])) as Record<
    (typeof BASIS_FIELDS)[number],
    TOptional<typeof BasisSchema>
  >,
  { description: "Per spec field: measured from the pixels, read by a vision model, or absent" },
);

export const AnalysisResultSchema = Type.Object(
  {
    effectiveness_score: Type.Number({ minimum: 0, maximum: 10, description: "Out of 10" }),
    message_clarity: Type.Number({ minimum: 0, maximum: 10, description: "Out of 10" }),
    brand_name: Nullable(Type.String()),
    ad_type: Type.String(),
    color_scheme: Type.Array(Type.String(), { description: "Hex colours, most prominent first" }),
    emotions: Type.Array(Type.String()),
    target_audience: Nullable(Type.String()),
    call_to_action: Nullable(Type.String()),
    key_elements: Type.Array(KeyElementSchema),
    recommendations: Type.Array(Type.String()),
    advice: Type.Optional(
      Type.Array(AdviceSchema, {
        description:
          "The local engine's recommendations as objects, in the same order; absent on analyses made before it existed and on a vision model's extra suggestions",
      }),
    ),
    text_content: Type.String(),
    strengths: Type.Array(Type.String()),
    overall_message: Nullable(Type.String()),
    palette: Type.Array(PaletteColorSchema),
    text: Nullable(TextMeasureSchema),
    cta: Nullable(CtaMeasureSchema),
    brand: Type.Optional(
      Type.Union([BrandMeasureSchema, Type.Null()], {
        description: "The evidence behind brand_name; absent on analyses made before the brand stage kept it",
      }),
    ),
    attention: Nullable(AttentionMeasureSchema),
    placements: Type.Array(PlacementFitSchema),
    size: Nullable(Type.Object({ width: Type.Integer(), height: Type.Integer() })),
    clarity: Nullable(ClarityMeasureSchema),
    tone: Nullable(ToneMeasureSchema),
    emotion_details: Type.Array(EmotionMeasureSchema),
    detection: Nullable(DetectionStatusSchema),
    score_breakdown: Type.Array(ScoreFactorSchema),
    basis: BasisMapSchema,
    engine: Nullable(EngineInfoSchema),
    image_url: Type.Optional(Type.String({ description: "Signed link to the uploaded image" })),
    filename: Type.Optional(Type.String()),
    uploaded_at: Type.Optional(Type.String({ format: "date-time" })),
  },
  {
    title: "AnalysisResult",
    description:
      "What the engine measured and, when a vision model is configured, what it read; `basis` says which per field.",
  },
);
export type AnalysisResult = Static<typeof AnalysisResultSchema>;
