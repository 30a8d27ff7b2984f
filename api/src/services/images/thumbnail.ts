import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "./prepare.ts";

/** Gallery cards are at most ~480 CSS px wide; a very tall ad is capped at twice that. */
const WIDTH = 480;
const MAX_HEIGHT = 960;

export const THUMBNAIL_TYPE = "image/webp";

/** The storage key of an image's thumbnail: beside it, same stem. */
export const thumbnailKeyFor = (imageKey: string) => `${imageKey.replace(/\.[a-z0-9]+$/i, "")}.thumb.webp`;

/**
 * A small WebP preview of a stored image (already oriented and stripped by prepareImage) for
 * galleries and comparisons, so they never load the full-size upload. Never enlarges.
 */
export async function makeThumbnail(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: WIDTH, height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 72, effort: 4 })
    .toBuffer();
  return Uint8Array.from(data);
}
