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

/**
 * The first and last rows of ink inside a line's box, in image pixels: rows where at least 2 % of
 * the columns differ from the box's edge colour (the median of its top and bottom rows, which the
 * detector's margin leaves free of text) by at least 40 % of the strongest difference. Null when
 * the box holds no clear ink (text over a busy photo). `capitals`: the text is in capitals, so
 * thin ink above a blank row is accents, not the letters' height.
 */
export function inkRows(img: RasterRgb, box: Box, capitals = false): { top: number; bottom: number } | null {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(img.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(img.height, Math.ceil(box.y + box.height));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < 4 || h < 4) return null;
  const luma = (x: number, y: number) => {
    const p = (y * img.width + x) * 3;
    return 0.299 * img.data[p]! + 0.587 * img.data[p + 1]! + 0.114 * img.data[p + 2]!;
  };
  const edge: number[] = [];
  for (let x = x0; x < x1; x++) edge.push(luma(x, y0), luma(x, y1 - 1));
  edge.sort((a, b) => a - b);
  const bg = edge[edge.length >> 1]!;
  const diff = new Float32Array(w * h);
  let strongest = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = Math.abs(luma(x0 + x, y0 + y) - bg);
      diff[y * w + x] = d;
      if (d > strongest) strongest = d;
    }
  }
  if (strongest < 40) return null;
  const rows: number[] = [];
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = 0; x < w; x++) if (diff[y * w + x]! >= 0.4 * strongest) n++;
    if (n >= Math.max(1, 0.02 * w)) rows.push(y);
  }
  if (rows.length < 2) return null;
  let top = rows[0]!;
  const bottom = rows[rows.length - 1]!;
  // Over capitals, ink set apart above the letters by a blank row is their accents ("FÜR", "ÉTÉ").
  const cut = rows.findIndex((y, k) => k > 0 && y > rows[k - 1]! + 1);
  if (capitals && cut > 0 && rows[cut - 1]! - top + 1 <= ACCENT_SHARE * (bottom - top + 1)) top = rows[cut]!;
  return { top: y0 + top, bottom: y0 + bottom };
}

/** Accents over capitals stand at most this share of the line's ink height. */
const ACCENT_SHARE = 0.3;

/** The height of the ink inside a line's box, in pixels (`inkRows`); null when it holds no clear ink. */
export function inkHeight(img: RasterRgb, box: Box, capitals = false): number | null {
  const rows = inkRows(img, box, capitals);
  return rows && rows.bottom - rows.top + 1;
}

/** A region's bounding box (inclusive pixel coordinates) and pixel count. */
export interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
}

/**
 * The 4-connected region of pixels sharing `start`'s label on a `w`×`h` label grid: each of its
 * pixels gets `id` in `seen` (-1 marks a pixel not yet in any region). `stack` is scratch space of
 * w × h entries: each pixel is pushed at most once. Neighbours are tested inline, as a closure
 * over the stack's top kept the fill from being optimised (ten times slower).
 */
export function fillRegion(
  label: Uint8Array,
  w: number,
  h: number,
  start: number,
  id: number,
  seen: Int32Array,
  stack: Int32Array,
): Region {
  const l = label[start]!;
  let [x0, y0, x1, y1, area] = [w, h, -1, -1, 0];
  let top = 0;
  stack[top++] = start;
  seen[start] = id;
  while (top > 0) {
    const i = stack[--top]!;
    const y = (i / w) | 0;
    const x = i - y * w;
    area++;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
    if (x > 0 && seen[i - 1] === -1 && label[i - 1] === l) {
      seen[i - 1] = id;
      stack[top++] = i - 1;
    }
    if (x < w - 1 && seen[i + 1] === -1 && label[i + 1] === l) {
      seen[i + 1] = id;
      stack[top++] = i + 1;
    }
    if (y > 0 && seen[i - w] === -1 && label[i - w] === l) {
      seen[i - w] = id;
      stack[top++] = i - w;
    }
    if (y < h - 1 && seen[i + w] === -1 && label[i + w] === l) {
      seen[i + w] = id;
      stack[top++] = i + w;
    }
  }
  return { x0, y0, x1, y1, area };
}
