import type { Db, DbHandle } from "@adlens/db";
import { CompiledQuery, sql } from "kysely";
import { type ConnectionOptions, type ConstructorOptions, fromPglite, PgBoss, type Queue } from "pg-boss";
import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";

export const QUEUES = {
  /** One job per accepted image; its id is the analysis id. */
  analysis: "analysis",
  /** Analysis jobs that used up their attempts land here, to be recorded as failed. */
  analysisDead: "analysis-dead",
  /** One job per webhook delivery. */
  webhook: "webhook",
  /** Refits a workspace's performance model after an outcomes import; keyed by the workspace. */
  performanceModel: "performance-model",
  /** Stores the brand fit of a workspace's analyses whose fit is missing or older than the kit. */
  brandFit: "brand-fit",
} as const;

/** Job options that write the job through `trx`: it exists if and only if the transaction commits. */
export function inTransaction(trx: Db): Required<ConnectionOptions> {
  return {
    db: { executeSql: (text, values) => trx.executeQuery(CompiledQuery.raw(text, values ?? [])) },
  };
}

/** Interactive uploads (someone is waiting on the request) are fetched before any batch work. */
export const INTERACTIVE_PRIORITY = 1;

/**
 * Anonymous demo analyses: a lane (a pg-boss group) of the analysis queue with a concurrency cap
 * across every process (`DEMO_CONCURRENCY`), fetched after everything else, batches included.
 */
export const DEMO_LANE = "demo";
export const DEMO_PRIORITY = -(2 ** 31);

/**
 * A worker sends a heartbeat every few seconds while it analyses; a job whose worker stopped
 * beating (killed, frozen, lost its network) is failed and retried by the next supervise pass.
 */
const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 5;
const WEBHOOK_RETRY_MAX_DELAY_SECONDS = 3 * 60 * 60;
const WEBHOOK_RETRY_SPAN_SECONDS = 24 * 60 * 60;

/** Retries whose doubling delays (capped at 3 h) add up to about a day. */
export function webhookRetries(firstDelaySeconds: number): number {
  let total = 0;
  let n = 0;
  while (total < WEBHOOK_RETRY_SPAN_SECONDS) {
    total += Math.min(WEBHOOK_RETRY_MAX_DELAY_SECONDS, firstDelaySeconds * 2 ** n);
    n++;
  }
  return n;
}

function queueOptions(config: Config): Record<string, Omit<Queue, "name">> {
  return {
    [QUEUES.analysisDead]: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
    [QUEUES.analysis]: {
      retryLimit: config.jobs.analysisAttempts - 1,
      retryDelay: 1,
      expireInSeconds: 15 * 60,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      deadLetter: QUEUES.analysisDead,
      notify: true,
    },
    [QUEUES.webhook]: {
      retryLimit: webhookRetries(config.jobs.webhookRetryDelaySeconds),
      retryDelay: config.jobs.webhookRetryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: WEBHOOK_RETRY_MAX_DELAY_SECONDS,
      expireInSeconds: 60,
      notify: true,
    },
    // One fit queued and one running per workspace (singletonKey): imports during a fit queue
    // exactly one more, which sees every outcome imported by then.
    [QUEUES.performanceModel]: {
      policy: "stately",
      retryLimit: 2,
      retryDelay: 5,
      expireInSeconds: 5 * 60,
      notify: true,
    },
    // The same shape for brand fits: a kit edit or a new analysis during a refresh queues one
    // more, which reads every analysis still missing a fit of the current kit.
    [QUEUES.brandFit]: {
      policy: "stately",
      retryLimit: 2,
      retryDelay: 5,
      // A long refresh that expires is retried and carries on: fits already stored are current.
      expireInSeconds: 30 * 60,
      notify: true,
    },
  };
}

/**
 * pg-boss over the database we already have: on PostgreSQL its own small pool (LISTEN/NOTIFY
 * wakes idle workers at once), on PGlite the embedded instance's one connection, so `bun start`
 * runs the queue in-process with no configuration. Its tables live in the `pgboss` schema.
 */
export async function startQueue(
  config: Config,
  handle: DbHandle,
  log: Logger,
  role: "api" | "worker",
): Promise<PgBoss> {
  const common: ConstructorOptions = {
    useListenNotify: true,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    // Stale heartbeats and expiries are failed by the monitor step of a supervise pass, which by
    // default runs once a minute (a stamp shared by every instance): a job held by a killed process
    // would wait that long to be retried.
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    instanceName: role,
  };
  const boss =
    handle.kind === "pglite" && handle.pglite
      ? new PgBoss({ ...common, db: fromPglite(handle.pglite), backend: "pglite" })
      : new PgBoss({
          ...common,
          connectionString: config.databaseUrl,
          max: 4,
          application_name: `adlens-${role}`,
        });
  boss.on("error", (error) => log.error("job queue error", { error }));
  await boss.start();
  for (const [name, options] of Object.entries(queueOptions(config))) {
    if (await boss.getQueue(name)) {
      const { policy: _policy, ...updatable } = options;
      await boss.updateQueue(name, updatable);
      continue;
    }
    // Replicas starting together race to create it; losing that race is fine.
    await boss.createQueue(name, options).catch(async (error) => {
      if (!(await boss.getQueue(name))) throw error;
    });
  }
  return boss;
}

/**
 * A job's state and output, read without its data. pg-boss's getJobById returns the data too,
 * which for a demo is the whole image: polled for every few hundred milliseconds, that would move
 * the image again and again. pg-boss is pinned, and `pgboss.job` is its documented table.
 */
export async function jobOutcome(
  db: Db,
  queue: string,
  id: string,
): Promise<{ state: string; output: unknown } | undefined> {
  const { rows } = await sql<{ state: string; output: unknown }>`
    SELECT state, output FROM pgboss.job WHERE name = ${queue} AND id = ${id}::uuid`.execute(db);
  return rows[0];
}
