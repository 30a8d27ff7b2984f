import type { Db } from "@adlens/db";
import type { PgBoss } from "pg-boss";
import type { AnalysisEngine } from "./analysis/engine.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./log.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { ObjectStorage } from "./storage/storage.ts";

/** Everything a route or service may need, built once in main.ts (or a test) and passed down. */
export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  storage: ObjectStorage;
  /** The local analysis engine; null in an API started with ANALYSIS_WORKERS=0. */
  engine: AnalysisEngine | null;
  /** The job queue (pg-boss) that analyses and webhook deliveries run on. */
  jobs: PgBoss;
  /** Injected so tests can move time (token expiry, monthly resets) without sleeping. */
  now: () => Date;
}
