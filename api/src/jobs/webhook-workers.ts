import type { AppDeps } from "../deps.ts";
import { deliverWebhook } from "../services/webhooks/deliver.ts";
import type { WebhookJobData } from "../services/webhooks/events.ts";
import { QUEUES } from "./queue.ts";

/** Deliveries wait on the network, not the CPU, so a few run at once in every process. */
export const WEBHOOK_CONCURRENCY = 4;

/**
 * Every process, API or worker, delivers webhooks: a delivery is one HTTP POST, so it needs no
 * analysis thread, and an API at ANALYSIS_WORKERS=0 still sends the events its workers produce.
 */
export async function startWebhookWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<WebhookJobData>(
    QUEUES.webhook,
    // NOTIFY wakes workers for new deliveries; the poll picks up retries once their backoff ends.
    { batchSize: 1, localConcurrency: WEBHOOK_CONCURRENCY, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await deliverWebhook(deps, job.data.id, job.retryCount);
    },
  );
}
