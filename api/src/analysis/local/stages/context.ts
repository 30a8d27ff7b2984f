import type {
  Advice,
  AttentionMeasure,
  Box,
  BrandMeasure,
  ClarityMeasure,
  CtaMeasure,
  PaletteColor,
  PlacementFit,
  ScoreFactor,
  ToneMeasure,
} from "../../result.ts";
import type { Unread } from "../advice.ts";
import type { RoledBlock } from "../blocks.ts";
import type { Detections } from "../detect.ts";
import type { TextReading, TextWord } from "../ocr/index.ts";
import type { PaletteResult } from "../palette.ts";
import type { Decoded, RasterRgb } from "../raster.ts";
import type { ButtonCandidate } from "../regions.ts";
import type { SaliencyMap } from "../saliency.ts";
import type { Phrase } from "../text.ts";

export interface LocalOptions {
  detect?: (img: RasterRgb) => Promise<Detections>;
  modelImage?: boolean;
}

/** The colour stage: the palette and the two measures of how busy the image looks. */
export interface ColourReading {
  /** k-means over a small copy of the work raster; `labels` index that copy's pixels. */
  clusters: PaletteResult;
  /** Size of the copy the palette was taken from. */
  side: { width: number; height: number };
  palette: PaletteColor[];
  tone: ToneMeasure;
  /** Share of pixels on a strong edge, 0–1. */
  edgeDensity: number;
}

/** The layout stage: buttons, the final words (button text re-read), phrases and placements. */
export interface Layout {
  words: TextWord[];
  /** Top to bottom, then left to right. */
  phrases: Phrase[];
  buttons: ButtonCandidate[];
  placements: PlacementFit[];
  /** Share of the image area covered by word boxes, 0–100. */
  coverage: number;
}

/** The roles the brand/CTA stage gave phrases; boxes in `cta`/`headline` are in original pixels. */
export interface Roles {
  cta: CtaMeasure | null;
  ctaPhrase: Phrase | null;
  /** What a viewer looks at for the CTA (its button, else its text), in work pixels. */
  ctaArea: Box | null;
  headline: { text: string; box: Box; contrast: number | null } | null;
  headlinePhrase: Phrase | null;
  /** The text blocks, top to bottom, each with its role. */
  blocks: RoledBlock[];
  brandName: string | null;
  brandPhrase: Phrase | null;
  /** `brandPhrase` as it should read when the reader got it slightly wrong (see `BrandChoice.reading`). */
  brandReading: string | null;
  /** Names strong enough to be the brand were read and none leads (a partners' strip): no brand is said. */
  brandContested: boolean;
  brand: BrandMeasure | null;
}

export interface AttentionReading {
  map: SaliencyMap;
  measure: AttentionMeasure;
  heatmapPng: Uint8Array;
}

export interface ScoreReading {
  clarity: ClarityMeasure;
  breakdown: ScoreFactor[];
  effectiveness: number;
  /** What the page holds that was not read: the advice tells "missing" from "unread" by it. */
  unread: Unread;
}

export interface AdviceReading {
  advice: Advice[];
  recommendations: string[];
  strengths: string[];
}

/**
 * One analysis as it moves through the stages. Each stage reads what earlier stages wrote and
 * fills its own field; `need` turns a stage run out of order into an error instead of a wrong answer.
 */
export interface AnalysisContext {
  bytes: Uint8Array;
  options: LocalOptions;
  image?: Decoded;
  /** The reader's output contract (`ocr/types.ts`), its words cleaned of noise. */
  text?: TextReading;
  colour?: ColourReading;
  layout?: Layout;
  roles?: Roles;
  /** null when no detector is loaded. */
  people?: { detections: Detections | null };
  attention?: AttentionReading;
  score?: ScoreReading;
  advice?: AdviceReading;
}

export function need<K extends keyof AnalysisContext>(ctx: AnalysisContext, key: K): NonNullable<AnalysisContext[K]> {
  const value = ctx[key];
  if (value === undefined || value === null) throw new Error(`analysis stage needs "${String(key)}", not yet computed`);
  return value as NonNullable<AnalysisContext[K]>;
}

export type StageName =
  | "decode"
  | "text"
  | "colour"
  | "layout"
  | "brand_cta"
  | "people"
  | "attention"
  | "score"
  | "advice";

export interface Stage {
  name: StageName;
  /** Stages whose output this one reads; it starts as soon as they are done. */
  needs: StageName[];
  run(ctx: AnalysisContext): Promise<void> | void;
}

/** A box in work-raster pixels as pixels of the uploaded image. */
export function toOriginal(image: Decoded, b: Box): Box {
  const s = image.scale;
  return {
    x: Math.round(b.x * s),
    y: Math.round(b.y * s),
    width: Math.round(b.width * s),
    height: Math.round(b.height * s),
  };
}

/** Width and height scaled so the long side is `side`. */
export function fitSide(w: number, h: number, side: number): [number, number] {
  const s = side / Math.max(w, h);
  return [Math.max(1, Math.round(w * s)), Math.max(1, Math.round(h * s))];
}
