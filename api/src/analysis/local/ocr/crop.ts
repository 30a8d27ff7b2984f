import type { RasterRgb } from "../raster.ts";
import type { RotatedRect } from "./types.ts";

/** The recogniser's input height. */
export const REC_HEIGHT = 48;
/** Lines longer than this many heights are squeezed rather than fed as ever-wider tensors. */
const MAX_RATIO = 40;

export interface LineCrop {
  /** Packed RGB, REC_HEIGHT rows. */
  image: RasterRgb;
  /** Work-raster geometry of the crop: the line as read, left to right. */
  rect: RotatedRect;
  /** The line runs down the image and was turned to be read (top to bottom, unless turned over). */
  sideways: boolean;
}

/**
 * Samples a rotated rectangle of the image into an upright REC_HEIGHT-pixel-high strip, read
 * along the rectangle's width. Text at least 1.5 times taller than wide is sideways text: it is
 * turned so its top-to-bottom run reads left to right, as PaddleOCR does. Each output pixel
 * averages a grid of bilinear samples as large as the reduction, so big type does not alias.
 */
export function cropLine(img: RasterRgb, rect: RotatedRect): LineCrop {
  const sideways = rect.height >= rect.width * 1.5;
  const r: RotatedRect = sideways
    ? { ...rect, width: rect.height, height: rect.width, angle: rect.angle + Math.PI / 2 }
    : rect;
  const outH = REC_HEIGHT;
  const outW = Math.max(1, Math.round(outH * Math.min(MAX_RATIO, Math.max(1, r.width) / Math.max(1, r.height))));
  const ux = Math.cos(r.angle);
  const uy = Math.sin(r.angle);
  const stepS = r.width / outW;
  const stepT = r.height / outH;
  const k = Math.max(1, Math.min(4, Math.ceil(Math.max(stepS, stepT))));
  const out = new Uint8Array(outW * outH * 3);
  const { width: w, height: h, data } = img;
  const acc = [0, 0, 0];
  for (let j = 0; j < outH; j++) {
    for (let i = 0; i < outW; i++) {
      acc[0] = acc[1] = acc[2] = 0;
      for (let sj = 0; sj < k; sj++) {
        const t = (j + (sj + 0.5) / k) * stepT - r.height / 2;
        for (let si = 0; si < k; si++) {
          const s = (i + (si + 0.5) / k) * stepS - r.width / 2;
          const x = Math.min(w - 1, Math.max(0, r.cx + s * ux - t * uy - 0.5));
          const y = Math.min(h - 1, Math.max(0, r.cy + s * uy + t * ux - 0.5));
          const x0 = Math.floor(x);
          const y0 = Math.floor(y);
          const x1 = Math.min(w - 1, x0 + 1);
          const y1 = Math.min(h - 1, y0 + 1);
          const fx = x - x0;
          const fy = y - y0;
          for (let c = 0; c < 3; c++) {
            const top = data[(y0 * w + x0) * 3 + c]! * (1 - fx) + data[(y0 * w + x1) * 3 + c]! * fx;
            const bottom = data[(y1 * w + x0) * 3 + c]! * (1 - fx) + data[(y1 * w + x1) * 3 + c]! * fx;
            acc[c]! += top * (1 - fy) + bottom * fy;
          }
        }
      }
      const o = (j * outW + i) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = Math.round(acc[c]! / (k * k));
    }
  }
  return { image: { width: outW, height: outH, data: out }, rect: r, sideways };
}

/**
 * The crop turned half a turn, read the other way along its line: sideways type runs bottom to
 * top as often as top to bottom (a spine, a skyscraper's edge), and only the reading tells which.
 */
export function turnedOver(crop: LineCrop): LineCrop {
  const { width, height, data } = crop.image;
  const out = new Uint8Array(data.length);
  const last = width * height - 1;
  for (let p = 0; p <= last; p++) out.set(data.subarray(p * 3, p * 3 + 3), (last - p) * 3);
  return {
    image: { width, height, data: out },
    rect: { ...crop.rect, angle: crop.rect.angle + Math.PI },
    sideways: crop.sideways,
  };
}

/** A variant of a crop for a second reading when the first is unsure. */
export type CropVariant = "plain" | "inverted" | "stretched";

/**
 * A crop as the recogniser's 1×3×H×W input: BGR as PaddleOCR's models were trained on, scaled to
 * −1…1. `stretched` maps the crop's 2nd–98th luma percentiles to full range; `inverted` negates it.
 */
export function cropTensor(crop: RasterRgb, variant: CropVariant): Float32Array {
  const plane = crop.width * crop.height;
  const tensor = new Float32Array(3 * plane);
  let lo = 0;
  let span = 255;
  if (variant === "stretched") {
    const luma = new Uint8Array(plane);
    for (let p = 0; p < plane; p++)
      luma[p] = (crop.data[p * 3]! * 54 + crop.data[p * 3 + 1]! * 183 + crop.data[p * 3 + 2]! * 19) >> 8;
    luma.sort();
    lo = luma[Math.floor(plane * 0.02)]!;
    span = Math.max(16, luma[Math.floor(plane * 0.98)]! - lo);
  }
  const sign = variant === "inverted" ? -1 : 1;
  for (let p = 0; p < plane; p++) {
    for (let c = 0; c < 3; c++) {
      const v = Math.min(1, Math.max(0, (crop.data[p * 3 + 2 - c]! - lo) / span));
      tensor[c * plane + p] = sign * (v * 2 - 1);
    }
  }
  return tensor;
}
