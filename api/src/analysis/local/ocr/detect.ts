import sharp from "sharp";
import type { RasterRgb } from "../raster.ts";
import type { ProbMap } from "./db.ts";
import { type OcrModels, ort } from "./models.ts";

/** ImageNet statistics, applied to B, G, R in that order as PaddleOCR's BGR pipeline does. */
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

/**
 * The detector's input size: the image scaled by `scale`, then each side rounded to a multiple
 * of 32 (the network's stride), with the long side kept within `limit`.
 */
export function detectorSize(width: number, height: number, scale: number, limit: number): [number, number] {
  const s = Math.min(scale, limit / Math.max(width, height));
  const round = (v: number) => Math.max(32, Math.round((v * s) / 32) * 32);
  return [round(width), round(height)];
}

/** Each byte value's normalised level, per tensor channel (B, G, R): three lookups a pixel instead of the arithmetic. */
const LEVELS = [0, 1, 2].map((c) => Float32Array.from({ length: 256 }, (_, v) => (v / 255 - MEAN[c]!) / STD[c]!));

/** Packed RGB to the detector's N×3×H×W tensor, BGR order, ImageNet-normalised. */
export function detectorTensor(img: RasterRgb): Float32Array {
  const plane = img.width * img.height;
  const out = new Float32Array(3 * plane);
  const [b, g, r] = LEVELS as [Float32Array, Float32Array, Float32Array];
  const d = img.data;
  for (let p = 0; p < plane; p++) {
    out[p] = b[d[p * 3 + 2]!]!;
    out[plane + p] = g[d[p * 3 + 1]!]!;
    out[2 * plane + p] = r[d[p * 3]!]!;
  }
  return out;
}

/** The detector's text probability for every pixel of the image resized to `width`×`height`. */
export async function detectText(m: OcrModels, img: RasterRgb, width: number, height: number): Promise<ProbMap> {
  const { data } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize(width, height, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = new ort.Tensor("float32", detectorTensor({ width, height, data }), [1, 3, height, width]);
  const out = await m.det.run({ [m.det.inputNames[0]!]: input });
  const prob = out[m.det.outputNames[0]!]!;
  return { width, height, data: prob.data as Float32Array };
}
