import { ApiError } from "../../errors.ts";
import { decodeJson } from "../../http/json-body.ts";
import { cleanFilename } from "../analyses/source.ts";
import type { SubmittedImage } from "../analyses/submit.ts";
import { MAX_IMAGE_BYTES, prepareImage } from "../images/prepare.ts";
import { readLimited } from "../images/read-limited.ts";

/** A JSON batch is a list of URLs; this is room for a few hundred long ones. */
const JSON_LIMIT = 1024 * 1024;

function invalid(message: string, field: string): ApiError {
  return new ApiError("validation_failed", message, { field });
}

/** A batch as read, before its images are prepared. */
export interface BatchRequest {
  /** The `project_id` field as sent, unchecked (see uploadProject). */
  projectId: unknown;
  /** The field the images came in, as errors about them name it: `files` (multipart) or `images` (JSON). */
  field: "files" | "images";
  /**
   * The images, checked and cleaned: uploaded files are only decoded here, so a batch refused for
   * its project (checked first) costs no image work.
   */
  images(): Promise<SubmittedImage[]>;
}

async function fromMultipart(contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<BatchRequest> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw invalid("The multipart body could not be parsed.", "files");
  }
  const files: { blob: Blob; name: string | undefined }[] = [];
  for (const file of form.getAll("files")) {
    if (!(file instanceof Blob)) throw invalid("files: every `files` part must be an image file", "files");
    const name = file instanceof File ? file.name : undefined;
    if (file.size > MAX_IMAGE_BYTES)
      throw new ApiError("payload_too_large", `${name ?? "An image"} is larger than 10 MB.`);
    if (file.size === 0) throw new ApiError("invalid_image", `${name ?? "An image"} is empty.`);
    files.push({ blob: file, name });
  }
  const images = async () => {
    const prepared: SubmittedImage[] = [];
    for (const { blob, name } of files) {
      try {
        const image = await prepareImage(new Uint8Array(await blob.arrayBuffer()));
        prepared.push({ kind: "file", image, filename: cleanFilename(name, image.ext) });
      } catch (error) {
        // Name the file, so a client can drop it and send the rest again.
        if (error instanceof ApiError && name) throw new ApiError(error.code, `${name}: ${error.message}`);
        throw error;
      }
    }
    return prepared;
  };
  return { projectId: form.get("project_id") ?? undefined, field: "files", images };
}

function fromJson(bytes: Uint8Array): BatchRequest {
  const parsed = decodeJson(new TextDecoder().decode(bytes));
  const body = (parsed ?? {}) as { images?: unknown; project_id?: unknown };
  const list = body.images;
  if (!Array.isArray(list)) throw invalid("images: a list of {image_url, filename} is required", "images");
  const images = list.map((item, i): SubmittedImage => {
    const { image_url: url, filename } = (item ?? {}) as { image_url?: unknown; filename?: unknown };
    let parsedUrl: URL | null = null;
    try {
      parsedUrl = typeof url === "string" ? new URL(url.trim()) : null;
    } catch {
      parsedUrl = null;
    }
    if (!parsedUrl || (parsedUrl.protocol !== "http:" && parsedUrl.protocol !== "https:")) {
      throw invalid(`images[${i}].image_url: an http(s) image URL is required`, `images[${i}].image_url`);
    }
    if (filename !== undefined && typeof filename !== "string") {
      throw invalid(`images[${i}].filename: must be a string`, `images[${i}].filename`);
    }
    return {
      kind: "url",
      url: parsedUrl.toString(),
      filename: filename?.trim() ? cleanFilename(filename, "png") : undefined,
    };
  });
  return { projectId: body.project_id, field: "images", images: async () => images };
}

/**
 * Reads a batch: multipart `files` (repeated), each checked and cleaned like a single upload, or
 * JSON `{images: [{image_url, filename}]}`, whose URLs are fetched later by the workers; either
 * with one optional `project_id` for the whole batch. A multipart batch is bounded by the
 * request body limit as a whole.
 */
export async function readBatch(
  contentType: string | null,
  body: ReadableStream<Uint8Array> | null,
  maxBodyBytes: number,
): Promise<BatchRequest> {
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    const bytes = await readLimited(
      body,
      maxBodyBytes,
      `A multipart batch may hold at most ${maxBodyBytes} bytes; send the rest in another batch or as image URLs.`,
    );
    return fromMultipart(contentType ?? "", bytes);
  }
  if (type.startsWith("application/json")) return fromJson(await readLimited(body, JSON_LIMIT));
  throw new ApiError(
    "unsupported_media_type",
    "Send multipart/form-data with repeated `files` fields, or JSON with `images`.",
  );
}
