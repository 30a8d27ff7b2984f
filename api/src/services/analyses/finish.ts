import type { AnalysisJobStatus, AnalysisJobsTable, Database } from "@adlens/db";
import type { Kysely, Selectable } from "kysely";
import type { AnalysisResult } from "../../analysis/result.ts";
import type { AppDeps } from "../../deps.ts";
import type { ErrorCode } from "../../errors.ts";
import { queueBrandFitRefresh } from "../../jobs/brand-fit-workers.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";
import { commitQuota, releaseQuota } from "../quota/quota.ts";
import { notifyUsage } from "../usage/notify.ts";
import { type PendingEvent, queueWebhookEvents } from "../webhooks/events.ts";

type Trx = Kysely<Database>;
export type AnalysisJobRow = Selectable<AnalysisJobsTable>;

export interface EndedAnalysis {
  job: AnalysisJobRow;
  /** Set when this ending was the last item of its batch. */
  batchCompleted: { id: string; total: number; done: number; failed: number } | null;
}

/**
 * Moves a job from queued/running to its end. The guarded UPDATE is the lock: of a worker
 * finishing and the sweep giving up on the same job, exactly one gets the row, and the quota,
 * batch counters and events only move for that one.
 */
async function endJob(
  trx: Trx,
  id: string,
  set: { status: "done" | "failed"; error_code?: string | null; error_message?: string | null },
  now: Date,
  from: AnalysisJobStatus[] = ["queued", "running"],
): Promise<EndedAnalysis | null> {
  // The submitter's row is locked before the job's, in the order account deletion takes them, so
  // an ending racing that deletion waits for it (and finds the job gone) instead of deadlocking.
  const submitter = await trx
    .selectFrom("analysis_jobs")
    .select(["created_by", "project_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!submitter) return null;
  if (submitter.created_by) {
    await trx.selectFrom("users").select("id").where("id", "=", submitter.created_by).forKeyShare().execute();
  }
  // Then the project's, which deleting the project takes before it clears the job's project_id:
  // an ending racing that deletion waits for it (and reads the cleared id) rather than deadlocking
  // between the job row and the stored analysis's reference to the project.
  if (submitter.project_id) {
    await trx.selectFrom("projects").select("id").where("id", "=", submitter.project_id).forKeyShare().execute();
  }
  const job = await trx
    .updateTable("analysis_jobs")
    .set({ ...set, completed_at: now })
    .where("id", "=", id)
    .where("status", "in", from)
    .returningAll()
    .executeTakeFirst();
  if (!job) return null;
  let batchCompleted: EndedAnalysis["batchCompleted"] = null;
  if (job.batch_id) {
    const batch = await trx
      .updateTable("batches")
      .set((eb) => (set.status === "done" ? { done: eb("done", "+", 1) } : { failed: eb("failed", "+", 1) }))
      .where("id", "=", job.batch_id)
      .returning(["id", "total", "done", "failed"])
      .executeTakeFirstOrThrow();
    if (batch.done + batch.failed === batch.total) {
      await trx.updateTable("batches").set({ completed_at: now }).where("id", "=", batch.id).execute();
      batchCompleted = batch;
    }
  }
  return { job, batchCompleted };
}

/** The webhook events an ending raises: the analysis's own, and its batch's when it was the last. */
function endingEvents(ended: EndedAnalysis, extra: Record<string, unknown>): PendingEvent[] {
  const { job, batchCompleted } = ended;
  const events: PendingEvent[] = [
    {
      type: job.status === "done" ? "analysis.completed" : "analysis.failed",
      data: { id: job.id, batch_id: job.batch_id, filename: job.original_filename, status: job.status, ...extra },
    },
  ];
  if (batchCompleted) {
    const { id, total, done, failed } = batchCompleted;
    events.push({ type: "batch.completed", data: { id, status: "completed", total, done, failed } });
  }
  return events;
}

export interface Finished {
  image_key: string;
  heatmap_key: string;
  thumbnail_key: string;
  mime_type: string;
  result: AnalysisResult;
}

/**
 * Stores a finished analysis and counts the upload, in one transaction. Returns false when the
 * job had already ended (or its workspace is gone): the caller then removes what it stored.
 */
export async function completeAnalysis(deps: AppDeps, id: string, done: Finished): Promise<boolean> {
  const now = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const ended = await endJob(trx, id, { status: "done" }, now);
    if (!ended) return null;
    const { job } = ended;
    const r = done.result;
    await trx
      .insertInto("image_analyses")
      .values({
        id,
        workspace_id: job.workspace_id,
        created_by: job.created_by,
        image_key: done.image_key,
        heatmap_key: done.heatmap_key,
        original_filename: job.original_filename,
        mime_type: done.mime_type,
        analysis_result: JSON.stringify(r),
        effectiveness_score: r.effectiveness_score,
        brand_name: r.brand_name,
        ad_type: r.ad_type,
        target_audience: r.target_audience,
        call_to_action: r.call_to_action,
        thumbnail_key: done.thumbnail_key,
        // Null when the upload named none, or its project was deleted while the job ran.
        project_id: job.project_id,
        created_at: job.created_at,
      })
      .execute();
    // A workspace with a brand kit gets the new analysis's fit stored in the background.
    const kit = await trx
      .selectFrom("brand_kits")
      .select("workspace_id")
      .where("workspace_id", "=", job.workspace_id)
      .executeTakeFirst();
    if (kit) await queueBrandFitRefresh(deps, job.workspace_id, trx);
    const committed = await commitQuota(trx, id, now);
    // The reservation only goes with the job's end (see failAnalysis), so it is always here.
    if (!committed) throw new Error(`quota reservation ${id} missing for a running analysis`);
    await queueWebhookEvents(
      deps,
      trx,
      job.workspace_id,
      endingEvents(ended, { effectiveness_score: r.effectiveness_score }),
      now,
    );
    return committed;
  });
  if (!outcome) return false;
  await notifyAfterCommit(deps, outcome.payerId, outcome.used).catch((error) =>
    deps.log.error("usage notification failed", { workspace_id: outcome.payerId, error }),
  );
  return true;
}

async function notifyAfterCommit(deps: AppDeps, payerId: string, used: number) {
  const tier = await effectiveTier(deps.db, payerId, deps.now());
  await notifyUsage(deps, { payerId, tier, used, limit: planFor(tier).monthly_limit });
}

/**
 * Records a job as failed with the reason the user sees, gives its quota back and removes its
 * stored image, all or nothing with the status change. Returns false when it had already ended
 * (or, with `from: ["queued"]`, had started).
 */
export async function failAnalysis(
  deps: AppDeps,
  id: string,
  code: ErrorCode,
  message: string,
  from: AnalysisJobStatus[] = ["queued", "running"],
): Promise<boolean> {
  const now = deps.now();
  const job = await deps.db.transaction().execute(async (trx) => {
    const ended = await endJob(trx, id, { status: "failed", error_code: code, error_message: message }, now, from);
    if (!ended) return null;
    await releaseQuota(trx, [id]);
    await queueWebhookEvents(deps, trx, ended.job.workspace_id, endingEvents(ended, { error: { code, message } }), now);
    return ended.job;
  });
  if (!job) return false;
  if (job.image_key) await removeStored(deps, [job.image_key]);
  deps.log.info("analysis failed", { analysis_id: id, code, reason: message });
  return true;
}

export const CANCELLED_MESSAGE = "Cancelled before it started; not counted against the quota.";

/**
 * Cancels the analyses among `ids` that no worker has started: each ends as failed with code
 * `cancelled` and its quota is given back. Started ones run to their end. Returns how many.
 */
export async function cancelQueued(deps: AppDeps, ids: string[]): Promise<number> {
  let cancelled = 0;
  for (const id of ids) {
    if (await failAnalysis(deps, id, "cancelled", CANCELLED_MESSAGE, ["queued"])) cancelled++;
  }
  return cancelled;
}

/** Deletes stored objects now, or queues them for the maintenance sweep when storage says no. */
export async function removeStored(deps: Pick<AppDeps, "db" | "storage" | "log">, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete(key).catch(async (error) => {
      deps.log.warn("object delete failed; queued", { error });
      await deps.db.insertInto("storage_deletions").values({ object_key: key }).execute();
    });
  }
}
