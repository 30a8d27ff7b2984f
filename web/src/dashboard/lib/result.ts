/**
 * Defensive readers for an analysis result. Results written by older engines (and by the
 * hosted backend this product replaced) spell fields differently (spec 02 §3), so every reader
 * accepts each spelling and never throws on a missing or oddly typed field.
 */

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pick(result: unknown, keys: readonly string[]): unknown {
  if (!isObject(result)) return undefined;
  for (const key of keys) {
    const value = result[key];
    if (value !== undefined && value !== null && value !== "") return value;
  }
  return undefined;
}

function asNumber(value: unknown): number | null {
  const n = typeof value === "string" ? Number.parseFloat(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

function asText(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number") return String(value);
  if (isObject(value)) return asText(value.text ?? value.name ?? value.label ?? value.value);
  return null;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asText).filter((v): v is string => v !== null);
  if (typeof value === "string")
    return value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
}

/**
 * Scores are out of 10. Some stored results hold a percentage; those are divided by 10 and
 * clamped (spec 02 §5, Basic dashboard), which we apply everywhere so one analysis never shows
 * two different scores on two dashboards.
 */
export function normaliseScore(value: number | null): number | null {
  if (value === null) return null;
  const scaled = value > 10 ? value / 10 : value;
  return Math.min(10, Math.max(0, scaled));
}

export const effectiveness = (r: unknown) =>
  normaliseScore(asNumber(pick(r, ["effectivenessScore", "effectiveness_score"])));
export const messageClarity = (r: unknown) => normaliseScore(asNumber(pick(r, ["messageClarity", "message_clarity"])));
export const brandName = (r: unknown) => asText(pick(r, ["brandName", "brand", "brand_name"]));
export const adType = (r: unknown) => asText(pick(r, ["adType", "ad_type"]));
export const targetAudience = (r: unknown) => asText(pick(r, ["targetAudience", "target_audience"]));
export const emotions = (r: unknown) => asList(pick(r, ["emotions", "emotion"]));
export const recommendations = (r: unknown) => asList(pick(r, ["recommendations", "improvements"]));
export const strengths = (r: unknown) => asList(pick(r, ["strengths"]));
export const keyElements = (r: unknown) => asList(pick(r, ["keyElements", "key_elements"]));

export function callToAction(r: unknown): string | null {
  return asText(pick(r, ["call_to_action", "callToAction", "cta"]));
}

export function textContent(r: unknown): string | null {
  const direct = pick(r, ["textContent", "text_content"]);
  if (typeof direct === "string") return direct.trim() || null;
  const text = pick(r, ["text"]);
  if (typeof text === "string") return text.trim() || null;
  if (isObject(text)) {
    const full = asText(text.full ?? text.content);
    if (full) return full;
    const words = Array.isArray(text.words) ? text.words.map(asText).filter(Boolean) : [];
    return words.length ? words.join(" ") : null;
  }
  return null;
}

/** Colour names or hex codes, whichever the result carries. */
export function colours(r: unknown): string[] {
  const scheme = asList(pick(r, ["colorScheme", "colors", "color_scheme"]));
  if (scheme.length) return scheme;
  return palette(r).map((s) => s.name ?? s.hex);
}

export interface Swatch {
  hex: string;
  name: string | null;
  percentage: number | null;
}

const HEX = /^#?[0-9a-f]{3}([0-9a-f]{3})?$/i;

export function palette(r: unknown): Swatch[] {
  const raw = pick(r, ["palette", "dominantColors", "dominant_colors"]);
  const fromScheme = pick(r, ["colorScheme", "colors", "color_scheme"]);
  const items = Array.isArray(raw) ? raw : Array.isArray(fromScheme) ? fromScheme : [];
  const swatches: Swatch[] = [];
  for (const item of items) {
    if (typeof item === "string" && HEX.test(item)) {
      swatches.push({ hex: item.startsWith("#") ? item : `#${item}`, name: null, percentage: null });
    } else if (isObject(item)) {
      const hex = asText(item.hex ?? item.color ?? item.colour);
      if (!hex || !HEX.test(hex)) continue;
      const pct = asNumber(item.percentage ?? item.share ?? item.coverage);
      swatches.push({
        hex: hex.startsWith("#") ? hex : `#${hex}`,
        name: asText(item.name),
        percentage: pct === null ? null : pct <= 1 ? pct * 100 : pct,
      });
    }
  }
  return swatches;
}

export interface Factor {
  factor: string;
  score: number | null;
  weight: number | null;
  evidence: string | null;
}

export function scoreBreakdown(r: unknown): Factor[] {
  const raw = pick(r, ["scoreBreakdown", "score_breakdown", "factors"]);
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((f) => ({
    factor: asText(f.factor ?? f.name ?? f.label) ?? "Factor",
    score: asNumber(f.score ?? f.value),
    weight: asNumber(f.weight),
    evidence: asText(f.evidence ?? f.reason ?? f.explanation),
  }));
}

/** A region as fractions (0–1) of the image's width and height. */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type BoxKind = "text" | "cta" | "logo" | "person" | "object";

export interface Box extends Region {
  kind: BoxKind;
  label: string;
}

function readRegion(value: unknown, size: { width: number; height: number } | null): Region | null {
  let x: number | null = null;
  let y: number | null = null;
  let w: number | null = null;
  let h: number | null = null;
  if (Array.isArray(value) && value.length === 4) {
    [x, y, w, h] = value.map(asNumber) as [number | null, number | null, number | null, number | null];
  } else if (isObject(value)) {
    x = asNumber(value.x ?? value.left ?? value.x0);
    y = asNumber(value.y ?? value.top ?? value.y0);
    w = asNumber(value.w ?? value.width);
    h = asNumber(value.h ?? value.height);
    const x1 = asNumber(value.x1 ?? value.right);
    const y1 = asNumber(value.y1 ?? value.bottom);
    if (w === null && x !== null && x1 !== null) w = x1 - x;
    if (h === null && y !== null && y1 !== null) h = y1 - y;
  }
  if (x === null || y === null || w === null || h === null || w <= 0 || h <= 0) return null;
  const fractional = x <= 1 && y <= 1 && w <= 1 && h <= 1;
  if (fractional) return { x, y, w, h };
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return { x: x / size.width, y: y / size.height, w: w / size.width, h: h / size.height };
}

function boxOf(item: unknown): unknown {
  if (!isObject(item)) return undefined;
  return item.box ?? item.bbox ?? item.bounds ?? item.region;
}

const KIND_OF: Record<string, BoxKind> = {
  person: "person",
  face: "person",
  text: "text",
  cta: "cta",
  object: "object",
  logo: "logo",
  other: "object",
};

/** Every located element of the result, as overlay boxes. Pixel boxes need the image size. */
export function boxes(r: unknown, size: { width: number; height: number } | null): Box[] {
  const out: Box[] = [];
  const push = (kind: BoxKind, item: unknown, fallback: string) => {
    const region = readRegion(boxOf(item), size);
    if (!region) return;
    // The same element can be listed twice (as a key element and as the CTA); draw it once.
    const same = (b: Box) => b.kind === kind && Math.abs(b.x - region.x) < 1e-3 && Math.abs(b.y - region.y) < 1e-3;
    if (!out.some(same)) out.push({ ...region, kind, label: asText(item) ?? fallback });
  };
  const add = (kind: BoxKind, items: unknown, fallback: string) => {
    if (Array.isArray(items)) for (const item of items) push(kind, item, fallback);
  };
  const text = pick(r, ["text"]);
  if (isObject(text)) add("text", text.words ?? text.lines ?? text.blocks, "Text");
  add("text", pick(r, ["textBlocks", "text_blocks"]), "Text");
  const cta = pick(r, ["cta", "callToAction", "call_to_action"]);
  if (isObject(cta)) push("cta", cta, "CTA");
  add("person", pick(r, ["people", "persons", "faces"]), "Person");
  add("object", pick(r, ["objects"]), "Object");
  const elements = pick(r, ["keyElements", "key_elements"]);
  if (Array.isArray(elements)) {
    for (const item of elements) {
      const kind = isObject(item) && typeof item.kind === "string" ? KIND_OF[item.kind] : undefined;
      push(kind ?? "object", item, "Element");
    }
  }
  return out;
}

/** The image's pixel size if the result records it; boxes in pixels need it. */
export function imageSize(r: unknown): { width: number; height: number } | null {
  const image = pick(r, ["image", "dimensions", "size"]);
  const source = isObject(image) ? image : r;
  if (!isObject(source)) return null;
  const width = asNumber(source.width);
  const height = asNumber(source.height);
  return width && height ? { width, height } : null;
}
