import type { Db } from "@adlens/db";
import { ApiError } from "../../errors.ts";
import type { Logger } from "../../log.ts";
import type { ObjectStorage } from "../../storage/storage.ts";

/**
 * Deletes the user, their personal workspace and every team workspace only they are in; through
 * the foreign-key cascades, every row those hold goes too. A team workspace with other members
 * must be handed over first (a conflict otherwise), so nobody loses a team's work. Analyses the
 * user added to other teams stay there. Stored files are queued in storage_deletions in the
 * same transaction, so a crash between the delete and the file removal cannot orphan objects.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locked first: work that committed rows naming this user (an upload's queued jobs, a
    // finished analysis) holds a key-share lock on it until it commits, so the keys read below
    // include its files; work starting later waits, then finds the account gone.
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
    const owned = await trx
      .selectFrom("workspace_members as m")
      .innerJoin("workspaces as w", "w.id", "m.workspace_id")
      .select(["w.id", "w.name", "w.personal_owner_id"])
      .select((eb) =>
        eb
          .selectFrom("workspace_members as o")
          .select((c) => c.fn.countAll<string>().as("n"))
          .whereRef("o.workspace_id", "=", "w.id")
          .as("members"),
      )
      .where("m.user_id", "=", userId)
      .where("m.role", "=", "owner")
      .execute();
    const shared = owned.find((w) => w.personal_owner_id === null && Number(w.members) > 1);
    if (shared) {
      throw new ApiError(
        "conflict",
        `You own the team workspace "${shared.name}", which has other members. Make one of them the owner, or remove them, before deleting your account.`,
      );
    }
    const doomed = owned.map((w) => w.id);
    const objects =
      doomed.length === 0
        ? []
        : await trx
            .selectFrom("image_analyses")
            .select(["image_key", "heatmap_key", "thumbnail_key"])
            .where("workspace_id", "in", doomed)
            .execute();
    // Images uploaded for analyses still queued or running are stored before their analysis is.
    const pending =
      doomed.length === 0
        ? []
        : await trx
            .selectFrom("analysis_jobs")
            .select("image_key")
            .where("workspace_id", "in", doomed)
            .where("status", "in", ["queued", "running"])
            .execute();
    const keys = [
      ...new Set(
        [
          ...objects.flatMap((o) => [o.image_key, o.heatmap_key, o.thumbnail_key]),
          ...pending.map((p) => p.image_key),
        ].filter((k): k is string => k !== null),
      ),
    ];
    if (keys.length > 0) {
      await trx
        .insertInto("storage_deletions")
        .values(keys.map((object_key) => ({ object_key })))
        .execute();
    }
    if (doomed.length > 0) await trx.deleteFrom("workspaces").where("id", "in", doomed).execute();
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
