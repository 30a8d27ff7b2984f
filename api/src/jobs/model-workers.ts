import type { AppDeps } from "../deps.ts";
import { fitWorkspaceModel } from "../services/outcomes/model.ts";
import { QUEUES } from "./queue.ts";

export interface ModelJobData {
  workspaceId: string;
}

/** Asks for the workspace's model to be refitted; at most one fit waits per workspace. */
export async function queueModelFit(deps: Pick<AppDeps, "jobs">, workspaceId: string): Promise<void> {
  await deps.jobs.send(QUEUES.performanceModel, { workspaceId } satisfies ModelJobData, { singletonKey: workspaceId });
}

/**
 * Every process fits models: a fit is milliseconds of arithmetic on a few hundred rows, so it
 * needs no analysis thread and one at a time is plenty.
 */
export async function startModelWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<ModelJobData>(
    QUEUES.performanceModel,
    { batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const fit = await fitWorkspaceModel(deps, job.data.workspaceId);
      deps.log.info("performance model fitted", {
        workspace_id: job.data.workspaceId,
        version: fit.version,
        status: fit.status,
        sample_size: fit.sample_size,
      });
    },
  );
}
