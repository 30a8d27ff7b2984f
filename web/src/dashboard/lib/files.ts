/** Client-side checks on dropped files (spec 02 §5). The API checks again; these save a round trip. */

export const ACCEPTED_TYPES: Record<string, readonly string[]> = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
};
export const ACCEPT_ATTRIBUTE = Object.entries(ACCEPTED_TYPES)
  .flatMap(([mime, exts]) => [mime, ...exts])
  .join(",");
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/**
 * Below 1 KB a file cannot hold an ad worth analysing (a blank or broken export), and below
 * 50×50 px there is nothing to read; both are rejected as "too small" before uploading.
 */
export const MIN_FILE_BYTES = 1024;
export const MIN_DIMENSION_PX = 50;

export type RejectionReason = "invalid-type" | "too-large" | "too-small";

export interface Rejection {
  file: File;
  reason: RejectionReason;
  message: string;
}

function hasAcceptedType(file: File): boolean {
  const name = file.name.toLowerCase();
  const exts = ACCEPTED_TYPES[file.type];
  if (exts) return true;
  return !file.type && Object.values(ACCEPTED_TYPES).some((list) => list.some((ext) => name.endsWith(ext)));
}

async function pixelSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

export async function checkFile(file: File): Promise<Rejection | null> {
  if (!hasAcceptedType(file)) {
    return { file, reason: "invalid-type", message: `${file.name}: only JPEG, PNG and WebP images are accepted` };
  }
  if (file.size > MAX_FILE_BYTES) {
    return { file, reason: "too-large", message: `${file.name} is larger than 10 MB` };
  }
  if (file.size < MIN_FILE_BYTES) {
    return { file, reason: "too-small", message: `${file.name} is smaller than 1 KB` };
  }
  const size = await pixelSize(file);
  if (!size) {
    return { file, reason: "invalid-type", message: `${file.name} is not a readable image` };
  }
  if (size.width < MIN_DIMENSION_PX || size.height < MIN_DIMENSION_PX) {
    return {
      file,
      reason: "too-small",
      message: `${file.name} is ${size.width}×${size.height} px; images must be at least ${MIN_DIMENSION_PX}×${MIN_DIMENSION_PX} px`,
    };
  }
  return null;
}

export const REJECTION_TITLES: Record<RejectionReason | "too-many", string> = {
  "invalid-type": "Invalid file type",
  "too-large": "File too large",
  "too-small": "File too small",
  "too-many": "Too many files",
};
