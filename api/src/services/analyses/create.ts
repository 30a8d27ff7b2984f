import type { AppDeps } from "../../deps.ts";
import { ApiError, type ErrorCode } from "../../errors.ts";
import type { PreparedImage } from "../images/prepare.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";
import { payerOf } from "../workspaces/payer.ts";
import { CANCELLED_MESSAGE, cancelQueued } from "./finish.ts";
import { type AnalysisItem, ITEM_COLUMNS, toItem } from "./serialize.ts";
import { submitAnalyses } from "./submit.ts";
import { type AnalysisView, getAnalysisView } from "./view.ts";

export interface CreateAnalysisInput {
  workspaceId: string;
  /** The uploader, kept as created_by. */
  userId: string;
  image: PreparedImage;
  filename: string;
  /** The project the analysis is filed in as it is stored; already checked to be the workspace's. */
  projectId?: string;
  /** Aborts when the caller hangs up (Ctrl-C, a closed pipe): a job not yet started is cancelled. */
  signal?: AbortSignal;
}

export interface CreatedAnalysis {
  item: AnalysisItem;
  usage: { current_month: number; monthly_limit: number; remaining: number };
}

/** Polls fast at first (most analyses take about a second), then settles at a steady pace. */
const POLL_MS = [50, 100, 100, 200, 250];

/**
 * An interactive upload: queued ahead of all batch work, then waited for, so the caller gets the
 * stored analysis as before. The job runs in any process with analysis workers (this one, or a
 * `bun run worker`). If it takes longer than ANALYSIS_WAIT_SECONDS, the caller gets its status
 * instead and can read the result later.
 */
export async function createAnalysis(
  deps: AppDeps,
  input: CreateAnalysisInput,
): Promise<CreatedAnalysis | { pending: AnalysisView }> {
  const { ids } = await submitAnalyses(deps, {
    workspaceId: input.workspaceId,
    userId: input.userId,
    kind: "interactive",
    projectId: input.projectId,
    images: [{ kind: "file", image: input.image, filename: input.filename }],
  });
  const id = ids[0] as string;
  const deadline = Date.now() + deps.config.jobs.syncWaitMs;
  for (let i = 0; Date.now() < deadline; i++) {
    await Bun.sleep(POLL_MS[Math.min(i, POLL_MS.length - 1)] ?? 250);
    if (input.signal?.aborted) {
      // Nobody is waiting for it any more: unless a worker has it, it is not run nor counted.
      if (await cancelQueued(deps, [id])) throw new ApiError("cancelled", CANCELLED_MESSAGE);
      break;
    }
    const job = await deps.db
      .selectFrom("analysis_jobs")
      .select(["status", "error_code", "error_message"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!job) throw new ApiError("not_found", "The workspace was deleted while the image was being analysed.");
    if (job.status === "failed") {
      throw new ApiError(
        (job.error_code ?? "analysis_failed") as ErrorCode,
        job.error_message ?? "Failed to analyze image",
      );
    }
    if (job.status === "done") return stored(deps, input.workspaceId, id);
  }
  return { pending: await getAnalysisView(deps, input.workspaceId, id) };
}

async function stored(deps: AppDeps, workspaceId: string, id: string): Promise<CreatedAnalysis> {
  const row = await deps.db
    .selectFrom("image_analyses")
    .select([...ITEM_COLUMNS])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  // The quota the upload counted against: the paying workspace's.
  const profile = await deps.db
    .selectFrom("workspaces")
    .select("current_month_uploads")
    .where("id", "=", payerOf(workspaceId))
    .executeTakeFirstOrThrow();
  const limit = planFor(await effectiveTier(deps.db, workspaceId, deps.now())).monthly_limit;
  const used = profile.current_month_uploads;
  return {
    item: toItem(row, deps.config.jwtSecret, deps.now()),
    usage: { current_month: used, monthly_limit: limit, remaining: Math.max(0, limit - used) },
  };
}
