import type { Db } from "@adlens/db";
import { ApiError } from "../../errors.ts";
import { ITEM_COLUMNS, type ItemRow } from "./serialize.ts";

export const NOT_FOUND = "No analysis with this id.";

/** One analysis of the workspace. Another workspace's id is indistinguishable from a missing one. */
export async function getWorkspaceAnalysis(db: Db, workspaceId: string, id: string): Promise<ItemRow> {
  const row = await db
    .selectFrom("image_analyses")
    .select([...ITEM_COLUMNS])
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw new ApiError("not_found", NOT_FOUND);
  return row;
}
