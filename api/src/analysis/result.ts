/**
 * The stored analysis (spec 02 §3): the one definition the rest of the API imports.
 *
 * Every field is either measured from the pixels, read from the image by a vision model, or
 * absent (null / empty). `basis` says which, per field, so nothing shown to a user is invented.
 */

export type Basis = "measured" | "model" | "absent";

/** A rectangle in pixels of the original image. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PaletteColor {
  hex: string;
  name: string;
  /** Share of the image's pixels, 0–100. */
  percentage: number;
}

export interface OcrWord {
  text: string;
  /** The recogniser's mean character probability, 0–100. */
  confidence: number;
  box: Box;
}

export interface TextMeasure {
  words: OcrWord[];
  wordCount: number;
  /** Share of the image area covered by word boxes, 0–100. */
  coverage: number;
  headline: { text: string; box: Box; contrast: number | null } | null;
  /**
   * Unicode scripts of the text read, most letters first (`latin`, `han`, `kana`, `hangul`,
   * `greek`, `cyrillic`); empty when nothing was read. Absent in analyses made before it existed.
   */
  scripts?: string[];
  /** ISO 639-1 guess (`en`, `es`, `fr`, `de`, `pt`, `it`, `zh`, `ja`, `ko`) when the words make it clear, else null. */
  language?: string | null;
}

export interface CtaMeasure {
  text: string;
  box: Box;
  /** WCAG 2 contrast ratio of the CTA text against its local background (1–21). */
  contrast: number | null;
  textColor: string | null;
  backgroundColor: string | null;
  /** Whether the text sits on a filled shape that differs from the page (a button). */
  button: boolean;
}

export interface BrandEvidence {
  /**
   * lexicon: the text is a known brand name (simple-icons titles and a list of global advertisers);
   * domain / handle: a printed URL or @handle names it; logo_text: set apart as logos are (cues in
   * `detail`); repeated: printed more than once.
   */
  kind: "lexicon" | "domain" | "handle" | "logo_text" | "repeated";
  /** The text the evidence was read from, as printed. */
  text: string;
  /** How much this evidence alone makes the name a brand, 0–1. */
  weight: number;
  detail: string;
}

export interface BrandMeasure {
  name: string;
  /** 1 − Π(1 − weight) over the evidence: independent signals, each able to make the case. */
  confidence: number;
  /** Where the name is printed, in pixels of the original image (null when only a domain names it). */
  box: Box | null;
  evidence: BrandEvidence[];
}

export interface AttentionMeasure {
  /** 0–1: how concentrated predicted attention is (1 = one sharp focal point). */
  focus: number;
  /** Share of predicted attention falling on the CTA box, 0–1; null without a CTA. */
  cta_share: number | null;
  headline_share: number | null;
  /** Where attention peaks, in pixels of the original image. */
  peak: { x: number; y: number };
  method: string;
}

export interface PlacementFit {
  id: string;
  name: string;
  /** `dooh`: digital out-of-home screens. */
  channel: "display" | "social" | "stories" | "print" | "dooh";
  /** false when a fixed size is matched only within its ±2 px tolerance (301×601 for 300×600). */
  exact: boolean;
  /** Only for 9:16: whether OCR text falls in the top 14 % / bottom 20 % that the app UI covers. */
  textInUnsafeZone?: boolean;
}

export interface ClarityMeasure {
  score: number;
  wordCount: number;
  textCoverage: number;
  /** Contrast ratio of the headline against its background, when a headline was read. */
  headlineContrast: number | null;
  /** Share of pixels on a strong edge, 0–1. */
  edgeDensity: number;
  /** Shannon entropy of the quantised colour histogram, bits. */
  colorEntropy: number;
  clutter: number;
}

export interface EmotionMeasure {
  emotion: string;
  strength: number;
  basis: "colour" | "face" | "model";
}

export interface ToneMeasure {
  /** -1 (cool) … 1 (warm). */
  warmth: number;
  saturation: number;
  brightness: number;
}

export interface KeyElement {
  label: string;
  kind: "person" | "face" | "object" | "text" | "cta" | "logo" | "other";
  box: Box | null;
  confidence: number | null;
  basis: "measured" | "model";
}

export interface DetectionStatus {
  status: "ok" | "unavailable";
  model: string | null;
  detail: string | null;
}

export interface ScoreFactor {
  factor: string;
  score: number;
  weight: number;
  evidence: string;
}

export interface EngineInfo {
  provider: "local" | "local+openai";
  model: string;
  version: string;
  duration_ms: number;
  /**
   * Wall time of each stage of the local engine (decode, text, colour, layout, brand_cta, people,
   * attention, score, advice). Stages overlap, so these can add up to more than `duration_ms`.
   */
  stages_ms?: Record<string, number>;
  /**
   * Set when a vision model is configured but did not answer (timeout, outage, refusal): the
   * result is the local analysis alone, and this says why the model fields are absent.
   */
  enrichment_error?: string;
}

export interface AnalysisResult {
  effectivenessScore: number;
  messageClarity: number;
  brandName: string | null;
  adType: string;
  colorScheme: string[];
  emotions: string[];
  targetAudience: string | null;
  call_to_action: string | null;
  keyElements: KeyElement[];
  recommendations: string[];
  textContent: string;

  strengths: string[];
  overallMessage: string | null;
  palette: PaletteColor[];
  text: TextMeasure | null;
  cta: CtaMeasure | null;
  /** The evidence behind `brandName`; absent on analyses made before the brand stage kept it. */
  brand?: BrandMeasure | null;
  attention: AttentionMeasure | null;
  placements: PlacementFit[];
  size: { width: number; height: number } | null;
  clarity: ClarityMeasure | null;
  tone: ToneMeasure | null;
  emotionDetails: EmotionMeasure[];
  detection: DetectionStatus | null;
  scoreBreakdown: ScoreFactor[];
  basis: Record<string, Basis>;
  engine: EngineInfo | null;

  imageUrl?: string;
  filename?: string;
  uploadedAt?: string;
}
