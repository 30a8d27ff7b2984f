import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { makeThumbnail, THUMBNAIL_TYPE, thumbnailKeyFor } from "../images/thumbnail.ts";
import { NOT_FOUND } from "./get.ts";
import type { ObjectKind } from "./signed-url.ts";

export interface ObjectReader {
  /** The caller's workspace, when they authenticated; a valid signature stands in for it otherwise. */
  workspaceId: string | null;
}

interface ObjectRow {
  id: string;
  image_key: string;
  thumbnail_key: string | null;
}

/**
 * Analyses stored before thumbnails existed get theirs on first request: made from the stored
 * image, stored beside it and recorded, so it is made once. Two racing requests both write the
 * same bytes to the same key, which is harmless.
 */
async function thumbnailOf(
  deps: AppDeps,
  row: ObjectRow,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  if (row.thumbnail_key) {
    const stored = await deps.storage.get(row.thumbnail_key);
    if (stored) return { body: stored.body, contentType: THUMBNAIL_TYPE };
  }
  const image = await deps.storage.get(row.image_key);
  if (!image) throw new ApiError("not_found", NOT_FOUND);
  const body = await makeThumbnail(image.body);
  const key = thumbnailKeyFor(row.image_key);
  await deps.storage.put(key, body, THUMBNAIL_TYPE);
  await deps.db.updateTable("image_analyses").set({ thumbnail_key: key }).where("id", "=", row.id).execute();
  return { body, contentType: THUMBNAIL_TYPE };
}

/** The stored image, heatmap or thumbnail of one analysis, for its workspace or a holder of a signed link. */
export async function readAnalysisObject(deps: AppDeps, id: string, kind: ObjectKind, reader: ObjectReader) {
  let query = deps.db
    .selectFrom("image_analyses")
    .select(["id", "image_key", "heatmap_key", "thumbnail_key", "mime_type"])
    .where("id", "=", id);
  if (reader.workspaceId) query = query.where("workspace_id", "=", reader.workspaceId);
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError("not_found", NOT_FOUND);
  if (kind === "thumbnail") return thumbnailOf(deps, row);
  const key = kind === "image" ? row.image_key : row.heatmap_key;
  const object = key ? await deps.storage.get(key) : null;
  if (!object) throw new ApiError("not_found", NOT_FOUND);
  return { body: object.body, contentType: kind === "image" ? row.mime_type : object.contentType };
}
