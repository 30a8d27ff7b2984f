import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { normaliseName } from "../../http/text.ts";
import { fetchImage } from "../fetch/fetch-image.ts";
import { MAX_IMAGE_BYTES, type PreparedImage, prepareImage } from "../images/prepare.ts";
import type { UploadSource } from "../images/upload.ts";

/** A slow image host may hold a request this long, redirects included. */
export const FETCH_TIMEOUT_MS = 15_000;

/**
 * A display name for the upload: the base name without path, invisible or control characters
 * (see normaliseName), in NFC. A name made only of invisible characters is refused rather than
 * stored looking empty; no name at all gets `image.<ext>`.
 */
export function cleanFilename(raw: string | undefined, ext: string): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = Array.from(normaliseName(base)).slice(0, 255).join("");
  if (!cleaned && base.trim()) {
    throw new ApiError("validation_failed", "filename: must contain visible characters", { field: "filename" });
  }
  return cleaned || `image.${ext}`;
}

/** The uploaded or fetched bytes, checked and cleaned (see prepareImage), with a display name. */
export async function loadSourceImage(
  deps: Pick<AppDeps, "config">,
  source: UploadSource,
): Promise<{ image: PreparedImage; filename: string }> {
  let bytes: Uint8Array;
  let name = source.filename;
  if (source.kind === "file") {
    bytes = source.bytes;
  } else {
    const fetched = await fetchImage(source.url, {
      allowHosts: deps.config.fetchAllowHosts,
      maxBytes: MAX_IMAGE_BYTES,
      timeoutMs: FETCH_TIMEOUT_MS,
    });
    bytes = fetched.bytes;
    name ??= fetched.name;
  }
  const image = await prepareImage(bytes);
  return { image, filename: cleanFilename(name, image.ext) };
}
