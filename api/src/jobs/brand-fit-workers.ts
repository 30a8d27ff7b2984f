import type { Db } from "@adlens/db";
import type { AppDeps } from "../deps.ts";
import { refreshWorkspaceFits } from "../services/brand-fit/refresh.ts";
import { inTransaction, QUEUES } from "./queue.ts";

export interface BrandFitJobData {
  workspaceId: string;
}

/**
 * Asks for the workspace's stored brand fits to be brought up to date; at most one refresh waits
 * per workspace. With `trx`, the job is written in that transaction (it exists if the change does).
 */
export async function queueBrandFitRefresh(deps: Pick<AppDeps, "jobs">, workspaceId: string, trx?: Db): Promise<void> {
  await deps.jobs.send(QUEUES.brandFit, { workspaceId } satisfies BrandFitJobData, {
    singletonKey: workspaceId,
    ...(trx ? inTransaction(trx) : {}),
  });
}

/**
 * Processes that analyse also refresh brand fits: the logo search is image work of the same kind
 * (0.1–0.4 s per logo per ad), so an API at ANALYSIS_WORKERS=0 leaves it to the worker processes.
 */
export async function startBrandFitWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<BrandFitJobData>(
    QUEUES.brandFit,
    { batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const refreshed = await refreshWorkspaceFits(deps, job.data.workspaceId);
      deps.log.info("brand fits refreshed", { workspace_id: job.data.workspaceId, ...refreshed });
    },
  );
}
