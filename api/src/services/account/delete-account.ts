import type { Db } from "@adlens/db";
import type { Logger } from "../../log.ts";
import type { ObjectStorage } from "../../storage/storage.ts";

/**
 * Deletes the user and, through the foreign-key cascades, every row they own. Their stored
 * files are queued in storage_deletions in the same transaction, so a crash between the delete
 * and the file removal cannot leave orphaned objects that nothing points to.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locked first: work that committed rows pointing at this user (an upload's queued jobs, a
    // finished analysis) holds a key-share lock on it until it commits, so the keys read below
    // include its files; anything starting later waits, then finds the user gone.
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
    const objects = await trx
      .selectFrom("image_analyses")
      .select(["image_key", "heatmap_key", "thumbnail_key"])
      .where("user_id", "=", userId)
      .execute();
    // Images accepted but not analysed yet are stored too, named only by their job.
    const staged = await trx
      .selectFrom("analysis_jobs")
      .select("image_key")
      .where("user_id", "=", userId)
      .where("status", "in", ["queued", "running"])
      .execute();
    const keys = [
      ...new Set(
        [
          ...objects.flatMap((o) => [o.image_key, o.heatmap_key, o.thumbnail_key]),
          ...staged.map((j) => j.image_key),
        ].filter((k): k is string => k !== null),
      ),
    ];
    if (keys.length > 0) {
      await trx
        .insertInto("storage_deletions")
        .values(keys.map((object_key) => ({ object_key })))
        .execute();
    }
    await trx.deleteFrom("users").where("id", "=", userId).execute();
  });
}

/**
 * Removes queued objects from storage, then their queue rows. A failure leaves the row with one
 * more attempt counted, for the next sweep. Deleting is idempotent, so two instances sweeping
 * the same row at once is harmless.
 */
export async function sweepStorageDeletions(
  deps: { db: Db; storage: ObjectStorage; log: Logger },
  batchSize = 100,
): Promise<number> {
  const rows = await deps.db
    .selectFrom("storage_deletions")
    .select(["id", "object_key"])
    .orderBy("attempts")
    .orderBy("created_at")
    .limit(batchSize)
    .execute();
  let deleted = 0;
  for (const row of rows) {
    try {
      await deps.storage.delete(row.object_key);
      await deps.db.deleteFrom("storage_deletions").where("id", "=", row.id).execute();
      deleted++;
    } catch (error) {
      deps.log.warn("stored object could not be deleted yet", { object_key: row.object_key, error });
      await deps.db
        .updateTable("storage_deletions")
        .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
        .where("id", "=", row.id)
        .execute();
    }
  }
  return deleted;
}
