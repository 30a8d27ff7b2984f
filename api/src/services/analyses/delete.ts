import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { recordAudit } from "../audit/audit.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";
import { NOT_FOUND } from "./get.ts";

export const DELETE_NOT_ALLOWED = "Upgrade to Pro to delete analyses and manage your gallery";

/**
 * Deletes the row first (one DELETE … RETURNING, so of two racing deletes exactly one wins),
 * then the stored files; a file that cannot be removed now is queued for the sweeper.
 */
export async function deleteAnalysis(
  deps: AppDeps,
  workspaceId: string,
  id: string,
  actor: { userId: string; email: string },
): Promise<void> {
  const tier = await effectiveTier(deps.db, workspaceId, deps.now());
  const owned = await deps.db
    .selectFrom("image_analyses")
    .select("id")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!owned) throw new ApiError("not_found", NOT_FOUND);
  if (!planFor(tier).can_delete) throw new ApiError("forbidden", DELETE_NOT_ALLOWED);
  // The row and its audit entry go together; the stored files only once both are committed.
  const row = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("image_analyses")
      .where("id", "=", id)
      .where("workspace_id", "=", workspaceId)
      .returning(["image_key", "heatmap_key", "thumbnail_key"])
      .executeTakeFirst();
    if (!deleted) throw new ApiError("not_found", NOT_FOUND);
    await recordAudit(trx, { workspaceId, actor, action: "analysis.deleted", target: id, now: deps.now() });
    return deleted;
  });
  for (const key of [row.image_key, row.heatmap_key, row.thumbnail_key]) {
    if (!key) continue;
    await deps.storage.delete(key).catch(async (error) => {
      deps.log.warn("object delete failed; queued", { error });
      await deps.db.insertInto("storage_deletions").values({ object_key: key }).execute();
    });
  }
}
