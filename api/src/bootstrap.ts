import { createDb, type DbHandle, migrateToLatest } from "@adlens/db";
import { createEngine } from "./analysis/index.ts";
import type { Config } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { persistedJwtSecret } from "./dev-secret.ts";
import { startAnalysisWorkers } from "./jobs/analysis-workers.ts";
import { startBrandFitWorkers } from "./jobs/brand-fit-workers.ts";
import { startModelWorkers } from "./jobs/model-workers.ts";
import { startQueue } from "./jobs/queue.ts";
import { startWebhookWorkers } from "./jobs/webhook-workers.ts";
import { createLogger, type Logger } from "./log.ts";
import { createMailer } from "./mail/index.ts";
import { startMaintenance } from "./services/account/maintenance.ts";
import { sweepReservations } from "./services/quota/sweep.ts";
import { createStorage } from "./storage/index.ts";

export interface Runtime {
  deps: AppDeps;
  dbKind: DbHandle["kind"];
  close(): Promise<void>;
}

/**
 * Builds every dependency from config, migrates the database, starts the job queue and this
 * process's share of analysis workers (`config.analysis.workers`, none when 0). Used by main.ts,
 * worker.ts and tests.
 */
export async function bootstrap(
  given: Config,
  overrides: Partial<Pick<AppDeps, "now" | "log" | "mailer" | "engine">> & {
    /** Where PGlite keeps its files; tests pass `memory://`. Defaults to `<DATA_DIR>/pglite`. */
    pgliteDir?: string;
    /** How this process names itself in the queue's instance registry. */
    role?: "api" | "worker";
  } = {},
): Promise<Runtime> {
  const config = given.jwtSecretGenerated ? { ...given, jwtSecret: await persistedJwtSecret(given.dataDir) } : given;
  const log: Logger = overrides.log ?? createLogger(config.logLevel);
  const handle = createDb({
    databaseUrl: config.databaseUrl,
    dataDir: overrides.pgliteDir ?? `${config.dataDir}/pglite`,
    poolSize: config.databasePoolSize,
    onConnectionError: (error) => log.warn("database connection lost; it will be reopened", { error }),
  });
  await migrateToLatest(handle.db);
  const engine = overrides.engine ?? (config.analysis.workers > 0 ? createEngine(config, log) : null);
  const jobs = await startQueue(config, handle, log, overrides.role ?? "api");
  const deps: AppDeps = {
    config,
    db: handle.db,
    log,
    mailer: overrides.mailer ?? createMailer(config, handle.db, log),
    storage: createStorage(config),
    engine,
    jobs,
    now: overrides.now ?? (() => new Date()),
  };
  await startAnalysisWorkers(deps, engine ? config.analysis.workers : 0);
  await startWebhookWorkers(deps);
  await startModelWorkers(deps);
  if (engine && config.analysis.workers > 0) await startBrandFitWorkers(deps);
  // Reservations left by a crash of this or another instance are released before serving.
  await sweepReservations(deps);
  const stopMaintenance = startMaintenance(deps);
  return {
    deps,
    dbKind: handle.kind,
    async close() {
      stopMaintenance();
      // Jobs in hand get a moment to finish; any still running are retried by another worker.
      await jobs.stop({ graceful: true, timeout: 5_000 });
      await engine?.close();
      await handle.close();
    },
  };
}
