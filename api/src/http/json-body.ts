import { ApiError } from "../errors.ts";
import { readLimited } from "../services/images/read-limited.ts";
import { controlCharacterField } from "./text.ts";

/** No request of this API nests deeper than a handful of levels; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;
/** The largest JSON body a route that takes JSON reads; uploads and batches state their own. */
export const JSON_BODY_LIMIT = 256 * 1024;

/**
 * How deep the text nests, counted without parsing, stopping as soon as it passes `limit`: a
 * body of 100,000 `[` is refused before the parser or any error message walks into it.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The one way a JSON request body becomes a value: bounded nesting, then JSON.parse, then every
 * string checked for control characters (refused with the field they are in).
 */
export function decodeJson(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ApiError("invalid_json", `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The request body could not be parsed.");
  }
  const field = controlCharacterField(value);
  if (field !== null) {
    const name = field || "body";
    throw new ApiError("validation_failed", `${name}: must not contain control characters`, {
      field: field || undefined,
    });
  }
  return value;
}

/** Reads a body stream of at most `maxBytes` and decodes it as JSON. */
export async function readJson(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<unknown> {
  return decodeJson(new TextDecoder().decode(await readLimited(stream, maxBytes)));
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

/**
 * The parser of every route that takes a JSON body (`parse: JSON_BODY`): other media types are
 * refused with 415 (an HTML form cannot post to the API), the body is bounded in size and depth.
 * An empty body is left to the route's schema, which says what is missing.
 */
async function parseJsonBody({ request }: { request: Request }, contentType: string): Promise<unknown> {
  const declared = request.headers.get("content-length");
  if (!request.body || declared === "0") return undefined;
  if (!JSON_TYPE.test(contentType.trim())) {
    throw new ApiError(
      "unsupported_media_type",
      "This endpoint takes a JSON body: send Content-Type: application/json.",
    );
  }
  if (Number(declared ?? 0) > JSON_BODY_LIMIT) {
    throw new ApiError("payload_too_large", `A JSON body may be at most ${JSON_BODY_LIMIT / 1024} KB.`);
  }
  return readJson(request.body, JSON_BODY_LIMIT);
}

/**
 * A route's `parse` option for JSON bodies: our parser first; the named "json" after it is never
 * reached with a body, and tells the OpenAPI generator the one media type the route accepts.
 */
export const JSON_BODY: [typeof parseJsonBody, "json"] = [parseJsonBody, "json"];
