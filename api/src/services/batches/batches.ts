import type { AnalysisJobStatus } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { cancelQueued } from "../analyses/finish.ts";
import { type SubmittedImage, submitAnalyses } from "../analyses/submit.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";

export interface BatchItem {
  id: string;
  filename: string;
  status: AnalysisJobStatus;
  error: { code: string; message: string } | null;
}

export interface BatchView {
  id: string;
  status: "queued" | "running" | "completed";
  created_at: string;
  completed_at: string | null;
  total: number;
  counts: Record<AnalysisJobStatus, number>;
  items: BatchItem[];
}

export const BATCH_NOT_FOUND = "No batch with this id.";

/**
 * Queues every image of a batch, up to the plan's batch cap (spec 02 §5), as one analysis each;
 * the quota for all of them is reserved at once, or the batch is refused.
 */
export async function createBatch(
  deps: AppDeps,
  input: {
    workspaceId: string;
    userId: string;
    projectId?: string;
    images: SubmittedImage[];
    /** How the request named its images, so errors name the field it sent. */
    field: "files" | "images";
  },
): Promise<BatchView> {
  const plan = planFor(await effectiveTier(deps.db, input.workspaceId, deps.now()));
  if (input.images.length === 0) {
    throw new ApiError("validation_failed", `${input.field}: a batch needs at least one image`, {
      field: input.field,
    });
  }
  if (input.images.length > plan.batch_limit) {
    throw new ApiError(
      "validation_failed",
      `A batch on the ${plan.name} plan holds at most ${plan.batch_limit} images; this one has ${input.images.length}.`,
      { field: input.field },
    );
  }
  const { field: _field, ...submitted } = input;
  const { batchId } = await submitAnalyses(deps, { ...submitted, kind: "batch" });
  return getBatch(deps, input.workspaceId, batchId as string);
}

/** A batch's progress and its items, in submission order. Another workspace's id reads as missing. */
export async function getBatch(deps: AppDeps, workspaceId: string, id: string): Promise<BatchView> {
  const batch = await deps.db
    .selectFrom("batches")
    .selectAll()
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!batch) throw new ApiError("not_found", BATCH_NOT_FOUND);
  const rows = await deps.db
    .selectFrom("analysis_jobs")
    .select(["id", "original_filename", "status", "error_code", "error_message"])
    .where("batch_id", "=", id)
    .orderBy("queue_tag")
    .execute();
  const counts: Record<AnalysisJobStatus, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.status]++;
  const ended = counts.done + counts.failed;
  return {
    id: batch.id,
    status: ended === batch.total ? "completed" : counts.queued === batch.total ? "queued" : "running",
    created_at: new Date(batch.created_at).toISOString(),
    completed_at: batch.completed_at ? new Date(batch.completed_at).toISOString() : null,
    total: batch.total,
    counts,
    items: rows.map((row) => ({
      id: row.id,
      filename: row.original_filename,
      status: row.status,
      error:
        row.status === "failed"
          ? { code: row.error_code ?? "analysis_failed", message: row.error_message ?? "" }
          : null,
    })),
  };
}

/**
 * Cancels every item of a batch that has not started (quota given back); started items finish.
 * Cancelling a batch with nothing left queued changes nothing and answers it as it is.
 */
export async function cancelBatch(deps: AppDeps, workspaceId: string, id: string): Promise<BatchView> {
  const batch = await getBatch(deps, workspaceId, id);
  await cancelQueued(
    deps,
    batch.items.filter((item) => item.status === "queued").map((item) => item.id),
  );
  return getBatch(deps, workspaceId, id);
}
