import sharp from "sharp";
import { ApiError } from "../../errors.ts";
import { FORMAT_INFO, type ImageFormat, sniffImageFormat } from "./sniff.ts";

/** Decoding more pixels than this is refused: a small file can expand to gigabytes (a "bomb"). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The floor the web app's uploader has always enforced (docs/adr/0008), now the server's: below
 * 1 KB a file cannot hold an ad worth analysing (a blank or broken export), and below 50×50 px
 * there is nothing to read. Every path that takes an image prepares it before counting it.
 */
export const MIN_IMAGE_BYTES = 1024;
export const MIN_DIMENSION_PX = 50;

export interface PreparedImage {
  bytes: Uint8Array;
  format: ImageFormat;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

export const UNSUPPORTED_TYPE = "Only JPEG, PNG and WebP images are accepted.";

/** Refuses, from the file's size and header alone, what is too big, too small or not an image. */
async function assertAnalysableImage(input: Uint8Array): Promise<ImageFormat> {
  if (input.byteLength > MAX_IMAGE_BYTES) {
    throw new ApiError("payload_too_large", "The image is larger than 10 MB.");
  }
  const format = sniffImageFormat(input);
  if (!format) throw new ApiError("unsupported_media_type", UNSUPPORTED_TYPE);
  if (input.byteLength < MIN_IMAGE_BYTES) {
    throw new ApiError("invalid_image", `The image is ${input.byteLength} bytes; images must be at least 1 KB.`);
  }
  const { width, height } = await sharp(input)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (width === undefined || height === undefined) {
    throw new ApiError("invalid_image", "The image could not be decoded: it is truncated or corrupt.");
  }
  if (width < MIN_DIMENSION_PX || height < MIN_DIMENSION_PX) {
    throw new ApiError(
      "invalid_image",
      `The image is ${width}×${height} px; images must be at least ${MIN_DIMENSION_PX}×${MIN_DIMENSION_PX} px.`,
    );
  }
  return format;
}

/**
 * Checks the size, the real type and the dimensions (assertAnalysableImage), decodes the whole image (so truncated or corrupt files fail here, not
 * later), applies the EXIF orientation and re-encodes without any metadata: no EXIF, no GPS, no
 * ICC or XMP leaves the server.
 */
export async function prepareImage(input: Uint8Array): Promise<PreparedImage> {
  const format = await assertAnalysableImage(input);
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" }).rotate();
    const encoded =
      format === "jpeg"
        ? pipeline.jpeg({ quality: 90, mozjpeg: true })
        : format === "png"
          ? pipeline.png()
          : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      format,
      ...FORMAT_INFO[format],
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) {
      throw new ApiError("invalid_image", `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
    }
    throw new ApiError("invalid_image", "The image could not be decoded: it is truncated or corrupt.");
  }
}
