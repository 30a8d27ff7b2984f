import type { AnalysisJobKind } from "@adlens/db";
import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { INTERACTIVE_PRIORITY, QUEUES } from "../../jobs/queue.ts";
import type { PreparedImage } from "../images/prepare.ts";
import { quotaMessage, reserveQuota } from "../quota/quota.ts";
import { notifyQuotaExceeded } from "../usage/notify.ts";
import { failAnalysis, removeStored } from "./finish.ts";

/** An image accepted for analysis: a checked upload, or a URL the worker will fetch. */
export type SubmittedImage =
  | { kind: "file"; image: PreparedImage; filename: string }
  | { kind: "url"; url: string; filename: string | undefined };

export interface SubmitInput {
  workspaceId: string;
  /** The submitter, kept as created_by. */
  userId: string;
  kind: AnalysisJobKind;
  /** The project every analysis is filed in when stored; already checked to be the workspace's. */
  projectId?: string;
  images: SubmittedImage[];
}

export interface Submitted {
  /** One analysis id per image, in order. */
  ids: string[];
  batchId: string | null;
}

/** How many stored uploads run at once while a batch is accepted. */
const STORE_CONCURRENCY = 8;

/**
 * Where the next batch items of `workspaceId` go in the batch line: after the workspace's own
 * pending items, and never before the line's current head. Items are then served in tag order,
 * which interleaves workspaces (start-time fair queuing), so one workspace's large batch cannot
 * hold back another's work, and a single workspace still gets every worker.
 */
function nextTag(workspaceId: string) {
  return sql<number>`GREATEST(
    coalesce((SELECT min(queue_tag) FROM analysis_jobs WHERE kind = 'batch' AND status = 'queued'), 0),
    coalesce((SELECT max(queue_tag) FROM analysis_jobs WHERE kind = 'batch' AND status IN ('queued','running') AND workspace_id = ${workspaceId}), 0)
  )`;
}

function fallbackName(image: SubmittedImage): string {
  if (image.kind === "file") return image.filename;
  return image.filename ?? "image";
}

/**
 * Accepts images for analysis: reserves their quota (all or none) and records them as queued in
 * one transaction, stores the uploaded files, then queues one job per image. Anything failing
 * after the reservation ends those analyses as failed, which gives the quota back; a crash in
 * between leaves reservations whose lease the sweep settles.
 */
export async function submitAnalyses(deps: AppDeps, input: SubmitInput): Promise<Submitted> {
  const now = deps.now();
  const ids = input.images.map(() => crypto.randomUUID());
  const batchId = input.kind === "batch" ? crypto.randomUUID() : null;
  const keys = input.images.map((image, i) =>
    image.kind === "file" ? `${input.workspaceId}/${now.getTime()}-${ids[i]?.slice(0, 8)}.${image.image.ext}` : null,
  );

  const accepted = await deps.db.transaction().execute(async (trx) => {
    // Every writer that races an account deletion takes the user row first (deletion locks it
    // FOR UPDATE), so the two queue up instead of deadlocking over the workspace and job rows.
    const submitter = await trx
      .selectFrom("users")
      .select("id")
      .where("id", "=", input.userId)
      .forKeyShare()
      .executeTakeFirst();
    if (!submitter) return { deleted: true as const };
    const reserved = await reserveQuota(trx, {
      workspaceId: input.workspaceId,
      ids,
      now,
      leaseMs: deps.config.quotaLeaseMs,
    });
    if ("exceeded" in reserved) return reserved;
    if (batchId) {
      await trx
        .insertInto("batches")
        .values({
          id: batchId,
          workspace_id: input.workspaceId,
          created_by: input.userId,
          total: ids.length,
          created_at: now,
        })
        .execute();
    }
    const base = batchId
      ? Number((await sql<{ tag: number }>`SELECT ${nextTag(input.workspaceId)} AS tag`.execute(trx)).rows[0]?.tag ?? 0)
      : 0;
    await trx
      .insertInto("analysis_jobs")
      .values(
        input.images.map((image, i) => ({
          id: ids[i] as string,
          workspace_id: input.workspaceId,
          created_by: input.userId,
          batch_id: batchId,
          project_id: input.projectId ?? null,
          kind: input.kind,
          status: "queued" as const,
          queue_tag: batchId ? base + i + 1 : 0,
          original_filename: fallbackName(image),
          source_url: image.kind === "url" ? image.url : null,
          image_key: keys[i] ?? null,
          mime_type: image.kind === "file" ? image.image.contentType : null,
          created_at: now,
        })),
      )
      .execute();
    return { base };
  });
  if ("deleted" in accepted) throw new ApiError("unauthorized", "This account has been deleted.");
  if ("exceeded" in accepted) {
    const { payerId, tier, limit } = accepted;
    if (payerId) {
      await notifyQuotaExceeded(deps, { payerId, tier, used: limit, limit }).catch((error) =>
        deps.log.error("quota email failed", { workspace_id: payerId, error }),
      );
    }
    throw new ApiError("quota_exceeded", quotaMessage(tier, limit));
  }

  const stored: string[] = [];
  try {
    for (let i = 0; i < input.images.length; i += STORE_CONCURRENCY) {
      await Promise.all(
        input.images.slice(i, i + STORE_CONCURRENCY).map(async (image, j) => {
          const key = keys[i + j];
          if (image.kind !== "file" || !key) return;
          await deps.storage.put(key, image.image.bytes, image.image.contentType);
          stored.push(key);
        }),
      );
    }
    await deps.jobs.insert(
      QUEUES.analysis,
      ids.map((id, i) => ({
        id,
        data: { id },
        priority: batchId ? -(accepted.base + i + 1) : INTERACTIVE_PRIORITY,
      })),
    );
  } catch (error) {
    deps.log.error("accepting images for analysis failed", { workspace_id: input.workspaceId, error });
    for (const id of ids) await failAnalysis(deps, id, "internal_error", "The image could not be accepted.");
    await removeStored(deps, stored);
    throw error;
  }
  // An account deleted while its files were being stored took the jobs with it, and its
  // deletion could not see these files: nothing else would ever remove them.
  const live = await deps.db.selectFrom("analysis_jobs").select("id").where("id", "in", ids).executeTakeFirst();
  if (!live) {
    await removeStored(deps, stored);
    throw new ApiError("unauthorized", "This account has been deleted.");
  }
  return { ids, batchId };
}
