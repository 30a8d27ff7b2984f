import type { AnalysisResult } from "@adlens/sdk";

/** A region as fractions (0–1) of the image's width and height. */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type BoxKind = "text" | "cta" | "logo" | "person" | "object";

export interface OverlayBox extends Region {
  kind: BoxKind;
  label: string;
}

type PixelBox = { x: number; y: number; width: number; height: number };

const KIND_OF: Record<AnalysisResult["key_elements"][number]["kind"], BoxKind> = {
  person: "person",
  face: "person",
  text: "text",
  cta: "cta",
  object: "object",
  logo: "logo",
  other: "object",
};

/**
 * Every located element of an analysis as an overlay box: OCR words, the CTA and the key
 * elements. The result's boxes are in pixels of `result.size`; `fallbackSize` (the image's
 * natural size) places them for analyses that do not record it.
 */
export function overlayBoxes(
  result: AnalysisResult,
  fallbackSize: { width: number; height: number } | null,
): OverlayBox[] {
  const size = result.size ?? fallbackSize;
  if (!size || size.width <= 0 || size.height <= 0) return [];
  const out: OverlayBox[] = [];
  const push = (kind: BoxKind, box: PixelBox | null, label: string) => {
    if (!box || box.width <= 0 || box.height <= 0) return;
    const region = {
      x: box.x / size.width,
      y: box.y / size.height,
      w: box.width / size.width,
      h: box.height / size.height,
    };
    // The same element can be listed twice (as a key element and as the CTA); draw it once.
    const same = (b: OverlayBox) =>
      b.kind === kind && Math.abs(b.x - region.x) < 1e-3 && Math.abs(b.y - region.y) < 1e-3;
    if (!out.some(same)) out.push({ ...region, kind, label });
  };
  for (const word of result.text?.words ?? []) push("text", word.box, word.text);
  if (result.cta) push("cta", result.cta.box, result.cta.text);
  for (const element of result.key_elements) push(KIND_OF[element.kind], element.box, element.label);
  return out;
}
