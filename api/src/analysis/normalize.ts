import type {
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

/** Measured extras are kept only when they have the shape the engine writes; anything else is dropped. */
function objOrNull<T>(v: unknown, required: string[]): T | null {
  return isObj(v) && required.every((k) => k in v) ? (v as T) : null;
}

function arrayOf<T>(v: unknown, required: string[]): T[] {
  return Array.isArray(v) ? v.filter((x): x is T => isObj(x) && required.every((k) => k in x)) : [];
}

/**
 * Reads a stored or foreign analysis into the current shape, accepting the alternative
 * spellings spec 02 §3 lists (effectiveness_score, message_clarity, brand/brand_name, ad_type,
 * colors/color_scheme as string or list, emotion, callToAction/cta …). Missing fields become
 * absent values, never guesses.
 */
export function normalizeAnalysisResult(raw: unknown): AnalysisResult {
  const r: Obj = isObj(raw) ? raw : {};
  const palette = arrayOf<PaletteColor>(r.palette, ["hex", "percentage"]);
  const colorScheme = list(pick(r, ["colorScheme", "color_scheme", "colors"]));
  const ctaMeasure = objOrNull<CtaMeasure>(isObj(r.cta) ? r.cta : undefined, ["text", "box"]);
  const basisRaw = isObj(r.basis) ? r.basis : {};
  const basis: Record<string, Basis> = {};
  for (const [k, v] of Object.entries(basisRaw)) {
    if (v === "measured" || v === "model" || v === "absent") basis[k] = v;
  }
  const result: AnalysisResult = {
    effectivenessScore: outOfTen(pick(r, ["effectivenessScore", "effectiveness_score", "score"])),
    messageClarity: outOfTen(pick(r, ["messageClarity", "message_clarity"])),
    brandName: str(pick(r, ["brandName", "brand", "brand_name"])),
    adType: str(pick(r, ["adType", "ad_type"])) ?? "Unknown",
    colorScheme: colorScheme.length > 0 ? colorScheme : palette.map((p) => p.hex),
    emotions: list(pick(r, ["emotions", "emotion"])),
    targetAudience: str(pick(r, ["targetAudience", "target_audience"])),
    call_to_action: callToAction(pick(r, ["call_to_action", "callToAction", "cta"])),
    keyElements: keyElements(pick(r, ["keyElements", "key_elements"])),
    recommendations: list(pick(r, ["recommendations", "improvements"])),
    textContent: str(pick(r, ["textContent", "text_content"])) ?? "",
    strengths: list(r.strengths),
    overallMessage: str(pick(r, ["overallMessage", "overall_message"])),
    palette,
    text: objOrNull<TextMeasure>(r.text, ["words", "coverage"]),
    cta: ctaMeasure,
    brand: objOrNull<BrandMeasure>(r.brand, ["name", "confidence", "evidence"]),
    attention: objOrNull<AttentionMeasure>(r.attention, ["focus"]),
    placements: arrayOf<PlacementFit>(r.placements, ["id", "name"]),
    size: objOrNull<{ width: number; height: number }>(r.size, ["width", "height"]),
    clarity: objOrNull<ClarityMeasure>(r.clarity, ["score"]),
    tone: objOrNull<ToneMeasure>(r.tone, ["warmth", "saturation", "brightness"]),
    emotionDetails: arrayOf<EmotionMeasure>(r.emotionDetails, ["emotion", "basis"]),
    detection: objOrNull<DetectionStatus>(r.detection, ["status"]),
    scoreBreakdown: arrayOf<ScoreFactor>(r.scoreBreakdown, ["factor", "score", "weight"]),
    basis,
    engine: objOrNull<EngineInfo>(r.engine, ["provider", "model"]),
  };
  const imageUrl = str(pick(r, ["imageUrl", "image_url"]));
  const filename = str(r.filename);
  const uploadedAt = str(pick(r, ["uploadedAt", "uploaded_at"]));
  if (imageUrl) result.imageUrl = imageUrl;
  if (filename) result.filename = filename;
  if (uploadedAt) result.uploadedAt = uploadedAt;
  return result;
}
