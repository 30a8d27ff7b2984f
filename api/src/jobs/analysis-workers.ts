import type { AppDeps } from "../deps.ts";
import { failAnalysis } from "../services/analyses/finish.ts";
import { processAnalysis } from "../services/analyses/process.ts";
import { type DemoJob, runDemoJob } from "../services/demo/demo.ts";
import { QUEUES } from "./queue.ts";

interface AnalysisJobData {
  id: string;
  /** Set on jobs of the demo lane, which carry their image and store nothing. */
  demo?: DemoJob;
}

/** Idle workers are woken by NOTIFY; this poll only catches jobs that come back for a retry. */
const POLL_SECONDS = 2;

/**
 * Takes analysis jobs off the queue, `concurrency` at a time (the engine's pool has as many
 * threads, so a fetched job never waits behind another, and the next job is chosen only when a
 * thread is free: interactive first, then batch work in fair order). Each process, API or worker,
 * also records dead-lettered jobs (attempts used up, e.g. by workers killed mid-job) as failed.
 */
export async function startAnalysisWorkers(deps: AppDeps, concurrency: number): Promise<void> {
  for (let i = 0; i < concurrency; i++) {
    let workerId: string | undefined;
    workerId = await deps.jobs.work<AnalysisJobData>(
      QUEUES.analysis,
      {
        batchSize: 1,
        pollingIntervalSeconds: POLL_SECONDS,
        notifyPollingIntervalSeconds: POLL_SECONDS,
        // Only the demo lane has a group: pg-boss hands out no more of its jobs at once than there
        // are demo slots (best effort; the slot claim in runDemoJob makes the cap exact).
        groupConcurrency: deps.config.demo.concurrency,
      },
      async ([job]) => {
        try {
          if (job?.data.demo) return await runDemoJob(deps, job.id, job.data.demo);
          if (job) await processAnalysis(deps, job.data.id);
        } finally {
          // One finished: fetch the next at once rather than after the poll delay.
          if (workerId) deps.jobs.notifyWorker(workerId);
        }
      },
    );
  }
  await deps.jobs.work<AnalysisJobData>(QUEUES.analysisDead, { pollingIntervalSeconds: 2 }, async ([job]) => {
    // A demo has no analysis to record; its visitor is told by the request still waiting on it.
    if (!job || job.data.demo) return;
    await failAnalysis(
      deps,
      job.data.id,
      "analysis_failed",
      `The analysis did not finish after ${deps.config.jobs.analysisAttempts} attempts.`,
    );
  });
}
