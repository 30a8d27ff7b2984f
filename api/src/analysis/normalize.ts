import { ADVICE_CODES } from "./local/advice-rules.ts";
import type {
  Advice,
  AnalysisResult,
  AttentionMeasure,
  Basis,
  Box,
  BrandMeasure,
  ClarityMeasure,
  CtaMeasure,
  DetectionStatus,
  EmotionMeasure,
  EngineInfo,
  KeyElement,
  PaletteColor,
  PlacementFit,
  ScoreFactor,
  TextMeasure,
  ToneMeasure,
} from "./result.ts";

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

function pick(raw: Obj, keys: string[]): unknown {
  for (const k of keys) if (raw[k] !== undefined && raw[k] !== null) return raw[k];
  return undefined;
}

function num(v: unknown): number | null {
  const n = typeof v === "string" ? Number.parseFloat(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

function str(v: unknown): string | null {
  if (typeof v === "string") return v.trim() === "" ? null : v.trim();
  if (typeof v === "number") return String(v);
  return null;
}

/** A list given as an array, a comma/newline separated string, or a single value. */
function list(v: unknown): string[] {
  if (Array.isArray(v)) {
    return v
      .map((x) => (isObj(x) ? str(pick(x, ["hex", "name", "color", "emotion", "label", "text"])) : str(x)))
      .filter((x): x is string => x !== null);
  }
  if (typeof v === "string") {
    return v
      .split(/[,;\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return [];
}

function box(v: unknown): Box | null {
  if (!isObj(v)) return null;
  const x = num(v.x);
  const y = num(v.y);
  const width = num(v.width);
  const height = num(v.height);
  return x === null || y === null || width === null || height === null ? null : { x, y, width, height };
}

/** A score out of 10; older records sometimes stored percentages. */
function outOfTen(v: unknown): number {
  const n = num(v);
  if (n === null) return 0;
  const scaled = n > 10 && n <= 100 ? n / 10 : n;
  return Math.round(Math.min(10, Math.max(0, scaled)) * 10) / 10;
}

const KINDS = new Set<KeyElement["kind"]>(["person", "face", "object", "text", "cta", "logo", "other"]);

function keyElements(v: unknown): KeyElement[] {
  const items = Array.isArray(v) ? v : list(v);
  return items.flatMap((item): KeyElement[] => {
    if (typeof item === "string") {
      return item.trim() ? [{ label: item.trim(), kind: "other", box: null, confidence: null, basis: "model" }] : [];
    }
    if (!isObj(item)) return [];
    const label = str(pick(item, ["label", "name", "text", "element"]));
    if (!label) return [];
    const kind = KINDS.has(item.kind as KeyElement["kind"]) ? (item.kind as KeyElement["kind"]) : "other";
    return [
      {
        label,
        kind,
        box: box(item.box),
        confidence: num(item.confidence),
        basis: item.basis === "measured" ? "measured" : "model",
      },
    ];
  });
}

function callToAction(v: unknown): string | null {
  if (isObj(v)) return str(pick(v, ["text", "label", "value"]));
  return str(v);
}

/** Keys of the measured extras that analyses stored before the snake_case wire spelled in camelCase. */
const NESTED_KEYS: Record<string, string> = {
  wordCount: "word_count",
  textColor: "text_color",
  backgroundColor: "background_color",
  textInUnsafeZone: "text_in_unsafe_zone",
  textCoverage: "text_coverage",
  headlineContrast: "headline_contrast",
  edgeDensity: "edge_density",
  colorEntropy: "color_entropy",
};

/** One level of an object with its legacy camelCase keys renamed. */
function snakeKeys(v: Obj): Obj {
  const out: Obj = {};
  for (const [k, value] of Object.entries(v)) out[NESTED_KEYS[k] ?? k] = value;
  return out;
}

/** Measured extras are kept only when they have the shape the engine writes; anything else is dropped. */
function objOrNull<T>(v: unknown, required: string[]): T | null {
  if (!isObj(v)) return null;
  const o = snakeKeys(v);
  return required.every((k) => k in o) ? (o as T) : null;
}

function arrayOf<T>(v: unknown, required: string[]): T[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter(isObj)
    .map(snakeKeys)
    .filter((x): x is T & Obj => required.every((k) => k in x)) as T[];
}

/** Result field names as `basis` keys: the current spelling for the legacy one. */
const BASIS_KEYS: Record<string, string> = {
  effectivenessScore: "effectiveness_score",
  messageClarity: "message_clarity",
  brandName: "brand_name",
  adType: "ad_type",
  colorScheme: "color_scheme",
  targetAudience: "target_audience",
  keyElements: "key_elements",
  textContent: "text_content",
  overallMessage: "overall_message",
};

/**
 * Reads a stored or foreign analysis into the current shape, accepting the alternative
 * spellings spec 02 §3 lists (effectivenessScore, messageClarity, brand/brandName, adType,
 * colors/colorScheme as string or list, emotion, callToAction/cta …) and the camelCase keys
 * analyses were stored with before the wire became snake_case throughout. Missing fields become
 * absent values, never guesses.
 */
export function normalizeAnalysisResult(raw: unknown): AnalysisResult {
  const r: Obj = isObj(raw) ? raw : {};
  const palette = arrayOf<PaletteColor>(r.palette, ["hex", "percentage"]);
  const colorScheme = list(pick(r, ["color_scheme", "colorScheme", "colors"]));
  const ctaMeasure = objOrNull<CtaMeasure>(isObj(r.cta) ? r.cta : undefined, ["text", "box"]);
  const basisRaw = isObj(r.basis) ? r.basis : {};
  const basis: Record<string, Basis> = {};
  for (const [k, v] of Object.entries(basisRaw)) {
    if (v === "measured" || v === "model" || v === "absent") basis[BASIS_KEYS[k] ?? k] = v;
  }
  const result: AnalysisResult = {
    effectiveness_score: outOfTen(pick(r, ["effectiveness_score", "effectivenessScore", "score"])),
    message_clarity: outOfTen(pick(r, ["message_clarity", "messageClarity"])),
    brand_name: str(pick(r, ["brand_name", "brandName", "brand"])),
    ad_type: str(pick(r, ["ad_type", "adType"])) ?? "Unknown",
    color_scheme: colorScheme.length > 0 ? colorScheme : palette.map((p) => p.hex),
    emotions: list(pick(r, ["emotions", "emotion"])),
    target_audience: str(pick(r, ["target_audience", "targetAudience"])),
    call_to_action: callToAction(pick(r, ["call_to_action", "callToAction", "cta"])),
    key_elements: keyElements(pick(r, ["key_elements", "keyElements"])),
    recommendations: list(pick(r, ["recommendations", "improvements"])),
    text_content: str(pick(r, ["text_content", "textContent"])) ?? "",
    strengths: list(r.strengths),
    overall_message: str(pick(r, ["overall_message", "overallMessage"])),
    palette,
    text: objOrNull<TextMeasure>(r.text, ["words", "coverage"]),
    cta: ctaMeasure,
    brand: objOrNull<BrandMeasure>(r.brand, ["name", "confidence", "evidence"]),
    attention: objOrNull<AttentionMeasure>(r.attention, ["focus"]),
    placements: arrayOf<PlacementFit>(r.placements, ["id", "name"]),
    size: objOrNull<{ width: number; height: number }>(r.size, ["width", "height"]),
    clarity: objOrNull<ClarityMeasure>(r.clarity, ["score"]),
    tone: objOrNull<ToneMeasure>(r.tone, ["warmth", "saturation", "brightness"]),
    emotion_details: arrayOf<EmotionMeasure>(pick(r, ["emotion_details", "emotionDetails"]), ["emotion", "basis"]),
    detection: objOrNull<DetectionStatus>(r.detection, ["status"]),
    score_breakdown: arrayOf<ScoreFactor>(pick(r, ["score_breakdown", "scoreBreakdown"]), [
      "factor",
      "score",
      "weight",
    ]),
    basis,
    engine: objOrNull<EngineInfo>(r.engine, ["provider", "model"]),
  };
  const imageUrl = str(pick(r, ["image_url", "imageUrl"]));
  const filename = str(r.filename);
  const uploadedAt = str(pick(r, ["uploaded_at", "uploadedAt"]));
  // Advice objects keep their codes; one whose code this version does not know is left out.
  if (Array.isArray(r.advice)) {
    const codes: readonly string[] = ADVICE_CODES;
    result.advice = arrayOf<Advice>(r.advice, ["code", "text", "severity", "evidence"]).filter((a) =>
      codes.includes(a.code),
    );
  }
  if (imageUrl) result.image_url = imageUrl;
  if (filename) result.filename = filename;
  if (uploadedAt) result.uploaded_at = uploadedAt;
  return result;
}
