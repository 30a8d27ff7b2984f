import sharp from "sharp";
import type { RasterRgb } from "../local/raster.ts";
import type { Box } from "../result.ts";

/**
 * The detectors squash whatever they get into a square (CenterNet 512², BlazeFace 256²), so a
 * 970×250 billboard reaches them 4× narrower than tall and a 728×90 leaderboard 8×: faces and
 * people in banners come out as slivers and are missed. Folding cuts a long banner into strips
 * that overlap by half its short side (so anything up to that size is whole in one strip) and
 * lays them side by side, giving one near-square canvas: one detector run, as before, at the
 * banner's true proportions.
 */

/** One strip: where it comes from in the source and where it sits on the (unscaled) canvas. */
export interface FoldPart {
  x: number;
  y: number;
  width: number;
  height: number;
  canvasX: number;
  canvasY: number;
}

export interface FoldPlan {
  parts: FoldPart[];
  /** Canvas size before scaling to the detector side. */
  width: number;
  height: number;
}

const MAX_STRIPS = 6;
/**
 * Shapes up to 2.5:1 (feeds, link images, half pages) go in whole: padded to a square they lose
 * less than a fold would cut. Banners from 3:1 (320×100, 970×250, 160×600, 728×90) are folded.
 */
const FOLD_FROM = 2.5;
/** Adjacent strips share this share of the short side. */
const OVERLAP = 0.5;
/** Grey gutter between strips, as a share of the short side: keeps a box from spanning two strips. */
const GUTTER = 0.04;

/** The strips for an image of this size: one (the whole image) unless folding makes it squarer. */
export function foldPlan(width: number, height: number): FoldPlan {
  const wide = width >= height;
  const long = wide ? width : height;
  const short = wide ? height : width;
  const gutter = Math.round(short * GUTTER);
  let best = { strips: 1, length: long, skew: Math.abs(Math.log(long / short)) };
  for (let strips = 2; strips <= MAX_STRIPS && long / short >= FOLD_FROM; strips++) {
    const length = Math.ceil((long + (strips - 1) * OVERLAP * short) / strips);
    if (length <= short) break;
    const skew = Math.abs(Math.log(length / (strips * short + (strips - 1) * gutter)));
    if (skew < best.skew) best = { strips, length, skew };
  }
  const parts: FoldPart[] = [];
  for (let i = 0; i < best.strips; i++) {
    const offset = best.strips === 1 ? 0 : Math.round((i * (long - best.length)) / (best.strips - 1));
    const across = i * (short + gutter);
    parts.push(
      wide
        ? { x: offset, y: 0, width: best.length, height: short, canvasX: 0, canvasY: across }
        : { x: 0, y: offset, width: short, height: best.length, canvasX: across, canvasY: 0 },
    );
  }
  const across = best.strips * short + (best.strips - 1) * gutter;
  return { parts, width: wide ? best.length : across, height: wide ? across : best.length };
}

/** The detector's input: the folded canvas on a grey square, and the square's side in canvas pixels. */
export interface FoldedRaster {
  raster: RasterRgb;
  frame: number;
  /** Size of the scaled canvas in the square's top-left corner; the rest is grey padding. */
  content: { width: number; height: number };
}

/**
 * The folded canvas scaled so its long side is `side` (or by `maxScale`, when smaller), in the
 * top-left of a `side`² grey square: the face detector resizes whatever it gets to a square, and
 * a padded canvas reaches it with people in proportion (measured: person scores rose from
 * 0.44–0.70 squashed to 0.55–0.75). Small banners are enlarged with a Lanczos kernel rather than
 * the detectors' bilinear resize, so the face crops stay sharp.
 */
export async function foldRaster(
  img: RasterRgb,
  plan: FoldPlan,
  side: number,
  maxScale = Infinity,
): Promise<FoldedRaster> {
  const canvas = new Uint8Array(plan.width * plan.height * 3).fill(128);
  for (const p of plan.parts) {
    for (let row = 0; row < p.height; row++) {
      const from = ((p.y + row) * img.width + p.x) * 3;
      canvas.set(img.data.subarray(from, from + p.width * 3), ((p.canvasY + row) * plan.width + p.canvasX) * 3);
    }
  }
  const scale = Math.min(maxScale, side / Math.max(plan.width, plan.height));
  const width = Math.max(1, Math.min(side, Math.round(plan.width * scale)));
  const height = Math.max(1, Math.min(side, Math.round(plan.height * scale)));
  const { data, info } = await sharp(canvas, { raw: { width: plan.width, height: plan.height, channels: 3 } })
    .resize(width, height, { fit: "fill", kernel: scale > 1 ? "lanczos3" : "cubic" })
    .extend({ right: side - width, bottom: side - height, background: { r: 128, g: 128, b: 128 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    raster: { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) },
    frame: side / scale,
    content: { width, height },
  };
}

/** The index of the strip holding the centre of a box found on the detector's square; -1 in a gutter or the padding. */
export function partOf(plan: FoldPlan, frame: number, [x, y, w, h]: [number, number, number, number]): number {
  const cx = (x + w / 2) * frame;
  const cy = (y + h / 2) * frame;
  return plan.parts.findIndex(
    (p) => cx >= p.canvasX && cx < p.canvasX + p.width && cy >= p.canvasY && cy < p.canvasY + p.height,
  );
}

/**
 * A box found on the detector's square ([x, y, w, h] normalised to it, `frame` its side in canvas
 * pixels) in source pixels: it belongs to the strip holding its centre and is clipped to that
 * strip. Null when its centre is in a gutter or the padding.
 */
export function unfoldBox(plan: FoldPlan, frame: number, [x, y, w, h]: [number, number, number, number]): Box | null {
  const part = plan.parts[partOf(plan, frame, [x, y, w, h])];
  if (!part) return null;
  const x0 = Math.max(part.canvasX, x * frame);
  const y0 = Math.max(part.canvasY, y * frame);
  const x1 = Math.min(part.canvasX + part.width, (x + w) * frame);
  const y1 = Math.min(part.canvasY + part.height, (y + h) * frame);
  return {
    x: Math.round(x0 - part.canvasX + part.x),
    y: Math.round(y0 - part.canvasY + part.y),
    width: Math.max(0, Math.round(x1 - x0)),
    height: Math.max(0, Math.round(y1 - y0)),
  };
}
