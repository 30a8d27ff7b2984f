import type { AnalysisJobStatus } from "@adlens/db";
import type { AnalysisResult } from "../../analysis/result.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { NOT_FOUND } from "./get.ts";
import { ITEM_COLUMNS, toItem } from "./serialize.ts";

/** One analysis at any point of its life: queued, running, done (with its result) or failed. */
export interface AnalysisView {
  id: string;
  status: AnalysisJobStatus;
  filename: string;
  created_at: string;
  batch_id: string | null;
  error: { code: string; message: string } | null;
  effectiveness_score: number | null;
  brand_name: string | null;
  ad_type: string | null;
  call_to_action: string | null;
  image_url: string | null;
  thumbnail_url: string | null;
  heatmap_url: string | null;
  analysis_result: AnalysisResult | null;
}

/**
 * The workspace's analysis by id, finished or not. Another workspace's id reads as missing.
 *
 * The job is read before the analysis, never beside it: a job ends as done in the same commit
 * that stores its analysis, so once the job reads done the analysis read after it sees the row.
 * Read the other way round (or at once, on two connections), a poll racing that commit could see
 * no analysis yet and a done job, and answer not_found for an analysis that exists.
 */
export async function getAnalysisView(deps: AppDeps, workspaceId: string, id: string): Promise<AnalysisView> {
  const job = await deps.db
    .selectFrom("analysis_jobs")
    .select(["status", "original_filename", "created_at", "batch_id", "error_code", "error_message"])
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  const done = await deps.db
    .selectFrom("image_analyses")
    .select([...ITEM_COLUMNS])
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (done) {
    return {
      ...toItem(done, deps.config.jwtSecret, deps.now()),
      status: "done",
      batch_id: job?.batch_id ?? null,
      error: null,
    };
  }
  // A done job whose analysis was deleted is gone for the user too.
  if (!job || job.status === "done") throw new ApiError("not_found", NOT_FOUND);
  return {
    id,
    status: job.status,
    filename: job.original_filename,
    created_at: new Date(job.created_at).toISOString(),
    image_url: null,
    thumbnail_url: null,
    heatmap_url: null,
    analysis_result: null,
    effectiveness_score: null,
    brand_name: null,
    ad_type: null,
    call_to_action: null,
    batch_id: job.batch_id,
    error:
      job.status === "failed" ? { code: job.error_code ?? "analysis_failed", message: job.error_message ?? "" } : null,
  };
}
