import { createDb, type DbHandle, migrateToLatest } from "@adlens/db";
import { createEngine } from "./analysis/index.ts";
import type { Config } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { persistedJwtSecret } from "./dev-secret.ts";
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

/** Builds every dependency from config and migrates the database. Used by main.ts and tests. */
export async function bootstrap(
  given: Config,
  overrides: Partial<Pick<AppDeps, "now" | "log" | "mailer" | "engine">> & {
    /** Where PGlite keeps its files; tests pass `memory://`. Defaults to `<DATA_DIR>/pglite`. */
    pgliteDir?: string;
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
  const engine = overrides.engine ?? createEngine(config, log);
  const deps: AppDeps = {
    config,
    db: handle.db,
    log,
    mailer: overrides.mailer ?? createMailer(config, handle.db, log),
    storage: createStorage(config),
    engine,
    now: overrides.now ?? (() => new Date()),
  };
  // Reservations left by a crash of this or another instance are released before serving.
  await sweepReservations(deps);
  const stopMaintenance = startMaintenance(deps);
  return {
    deps,
    dbKind: handle.kind,
    async close() {
      stopMaintenance();
      await engine.close();
      await handle.close();
    },
  };
}
