import { ApiError } from "../../errors.ts";
import { readJson } from "../../http/json-body.ts";
import { MAX_IMAGE_BYTES } from "./prepare.ts";
import { readLimited } from "./read-limited.ts";

export type UploadSource = (
  | { kind: "file"; bytes: Uint8Array; filename: string | undefined }
  | { kind: "url"; url: string; filename: string | undefined }
) & {
  /** The `project_id` field as sent, unchecked: only a stored upload files it (see uploadProject). */
  projectId?: unknown;
};

/** Room for multipart boundaries and part headers around a 10 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const JSON_LIMIT = 64 * 1024;
const TOO_LARGE = "The image is larger than 10 MB.";

function field(message: string, name: string): ApiError {
  return new ApiError("validation_failed", message, { field: name });
}

async function fromMultipart(contentType: string, body: ReadableStream<Uint8Array> | null): Promise<UploadSource> {
  const bytes = await readLimited(body, MAX_IMAGE_BYTES + MULTIPART_OVERHEAD, TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError("validation_failed", "The multipart body could not be parsed.", { field: "file" });
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) throw field("file: an image file is required", "file");
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError("payload_too_large", TOO_LARGE);
  if (file.size === 0) throw new ApiError("invalid_image", "The file is empty.");
  const name = file instanceof File ? file.name : undefined;
  const override = form.get("filename");
  return {
    kind: "file",
    bytes: new Uint8Array(await file.arrayBuffer()),
    filename: typeof override === "string" && override.trim() ? override : name,
    projectId: form.get("project_id") ?? undefined,
  };
}

async function fromJson(body: ReadableStream<Uint8Array> | null): Promise<UploadSource> {
  const parsed = await readJson(body, JSON_LIMIT);
  const obj = (typeof parsed === "object" && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (typeof obj.image_url !== "string" || obj.image_url.trim() === "") {
    throw field("image_url: an http(s) image URL is required", "image_url");
  }
  if (obj.filename !== undefined && typeof obj.filename !== "string") {
    throw field("filename: must be a string", "filename");
  }
  return { kind: "url", url: obj.image_url.trim(), filename: obj.filename, projectId: obj.project_id };
}

/**
 * Reads an upload body as a multipart `file` or JSON `{image_url, filename}`, each with an
 * optional `project_id`, never buffering more than the limit: an oversized or endless body is
 * cut off with payload_too_large.
 */
export async function readUpload(
  contentType: string | null,
  contentLength: string | null,
  body: ReadableStream<Uint8Array> | null,
): Promise<UploadSource> {
  const type = (contentType ?? "").toLowerCase();
  const declared = Number(contentLength ?? 0);
  if (declared > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) throw new ApiError("payload_too_large", TOO_LARGE);
  if (type.startsWith("multipart/form-data")) return fromMultipart(contentType ?? "", body);
  if (type.startsWith("application/json")) return fromJson(body);
  throw new ApiError(
    "unsupported_media_type",
    "Send multipart/form-data with a `file` field, or JSON with `image_url`.",
  );
}
