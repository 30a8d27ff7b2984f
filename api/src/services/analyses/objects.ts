import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { NOT_FOUND } from "./get.ts";
import type { ObjectKind } from "./signed-url.ts";

export interface ObjectReader {
  /** The caller's workspace, when they authenticated; a valid signature stands in for it otherwise. */
  workspaceId: string | null;
}

/** The stored image or heatmap of one analysis, for its workspace or a holder of a signed link. */
export async function readAnalysisObject(deps: AppDeps, id: string, kind: ObjectKind, reader: ObjectReader) {
  let query = deps.db
    .selectFrom("image_analyses")
    .select(["image_key", "heatmap_key", "mime_type"])
    .where("id", "=", id);
  if (reader.workspaceId) query = query.where("workspace_id", "=", reader.workspaceId);
  const row = await query.executeTakeFirst();
  const key = kind === "image" ? row?.image_key : row?.heatmap_key;
  if (!row || !key) throw new ApiError("not_found", NOT_FOUND);
  const object = await deps.storage.get(key);
  if (!object) throw new ApiError("not_found", NOT_FOUND);
  return { body: object.body, contentType: kind === "image" ? row.mime_type : object.contentType };
}
