import sharp from "sharp";
import { InvalidImageError } from "../errors.ts";
import type { Box } from "../result.ts";

export interface RasterRgb {
  width: number;
  height: number;
  /** Packed RGB, 3 bytes per pixel. */
  data: Uint8Array;
}

export interface Decoded {
  /** Size of the image as uploaded. */
  width: number;
  height: number;
  /** The working copy every measurement reads: RGB, long side at most WORK_SIDE. */
  work: RasterRgb;
  /** Original pixels per work pixel. */
  scale: number;
}

const WORK_SIDE = 1200;
/** Decoding more than this many pixels is refused rather than risking memory exhaustion. */
const MAX_PIXELS = 64_000_000;

/** Decodes and flattens the image once; corrupt or truncated input becomes an InvalidImageError. */
export async function decode(bytes: Uint8Array): Promise<Decoded> {
  try {
    const img = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS });
    const meta = await img.metadata();
    const width = meta.width;
    const height = meta.height;
    if (!width || !height) throw new InvalidImageError("The file is not an image that can be read");
    const fit = Math.min(1, WORK_SIDE / Math.max(width, height));
    const ww = Math.max(1, Math.round(width * fit));
    const wh = Math.max(1, Math.round(height * fit));
    const { data, info } = await img
      .flatten({ background: "#FFFFFF" })
      .resize(ww, wh, { fit: "fill" })
      .removeAlpha()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      width,
      height,
      work: { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) },
      scale: width / info.width,
    };
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError(`The file is not an image that can be read (${(error as Error).message})`);
  }
}

/** A resized copy of an RGB raster. */
export async function resizeRgb(
  src: RasterRgb,
  width: number,
  height: number,
  kernel: "nearest" | "cubic" = "cubic",
): Promise<RasterRgb> {
  const { data, info } = await sharp(src.data, { raw: { width: src.width, height: src.height, channels: 3 } })
    .resize(width, height, { fit: "fill", kernel })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** The pixels of `box` (clipped to the image, whole pixels) as a raster of their own, and where it starts. */
export function cropRgb(image: RasterRgb, box: Box): { raster: RasterRgb; left: number; top: number } {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.max(0, Math.min(image.width, Math.ceil(box.x + box.width)) - left);
  const height = Math.max(0, Math.min(image.height, Math.ceil(box.y + box.height)) - top);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * image.width + left) * 3;
    data.set(image.data.subarray(from, from + width * 3), y * width * 3);
  }
  return { raster: { width, height, data }, left, top };
}

/** Rec. 709 luma of an RGB raster, 0–255. */
export function greyOf(img: RasterRgb): Float32Array {
  const out = new Float32Array(img.width * img.height);
  const d = img.data;
  for (let i = 0; i < out.length; i++) out[i] = 0.2126 * d[i * 3]! + 0.7152 * d[i * 3 + 1]! + 0.0722 * d[i * 3 + 2]!;
  return out;
}
