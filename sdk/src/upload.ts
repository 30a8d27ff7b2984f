import { adLensError } from "./errors.ts";

/** What an image upload accepts: browser files and blobs, raw bytes, or a file path in Node/Bun. */
export type FileInput = Blob | Uint8Array | ArrayBuffer | string;

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

export function mimeTypeOf(filename: string): string {
  const ext = filename.toLowerCase().split(".").pop() ?? "";
  return TYPES[ext] ?? "application/octet-stream";
}

function basename(filePath: string): string {
  return filePath.split(/[\\/]/).pop() || filePath;
}

async function readPath(filePath: string): Promise<Uint8Array> {
  // A computed specifier keeps browser bundlers from trying to resolve a Node built-in.
  const specifier = "node:fs/promises";
  const fs = (await import(/* @vite-ignore */ specifier)) as typeof import("node:fs/promises");
  try {
    return new Uint8Array(await fs.readFile(filePath));
  } catch (cause) {
    const reason = (cause as { code?: string }).code ?? String(cause);
    throw adLensError({
      status: 0,
      code: "file_unreadable",
      message: `Could not read ${filePath}: ${READ_FAILURES[reason] ?? reason}.`,
      cause,
    });
  }
}

/** What a failed read means, in words, for the errors a person usually meets. */
const READ_FAILURES: Record<string, string> = {
  ENOENT: "no such file",
  EISDIR: "it is a directory",
  EACCES: "permission denied",
};

/** Turns any `FileInput` into a multipart form with the file under `field`. */
export async function fileForm(file: FileInput, filename?: string, field = "file"): Promise<FormData> {
  let blob: Blob;
  let name = filename;
  if (typeof file === "string") {
    name ??= basename(file);
    blob = new Blob([new Uint8Array(await readPath(file))], { type: mimeTypeOf(name) });
  } else if (file instanceof Blob) {
    const own = "name" in file && typeof file.name === "string" && file.name ? file.name : undefined;
    name ??= own ?? "upload";
    blob = file.type ? file : new Blob([file], { type: mimeTypeOf(name) });
  } else {
    name ??= "upload";
    const bytes = file instanceof ArrayBuffer ? new Uint8Array(file) : new Uint8Array(file);
    blob = new Blob([bytes], { type: mimeTypeOf(name) });
  }
  const form = new FormData();
  form.append(field, blob, name);
  return form;
}
