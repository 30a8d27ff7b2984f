import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export { migrateToLatest, migrator } from "./migrate.ts";
export type { Database } from "./schema.ts";
export * from "./schema.ts";
export { isDatabaseUnavailable } from "./unavailable.ts";

export type Db = Kysely<Database>;

/** How long a request waits for a new connection before the database counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface DbOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Directory for PGlite's files; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /**
   * Told about a pooled connection that failed while nobody was using it (a server restart or
   * failover ends idle sessions with 57P01). The pool has already dropped it; the next query
   * opens a fresh one.
   */
  onConnectionError?: (error: Error) => void;
}

export interface DbHandle {
  db: Db;
  kind: "postgres" | "pglite";
  /** The embedded instance, for libraries that share its one connection (the job queue). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Without a timeout a request would hang for as long as an unreachable host drops packets.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An 'error' event with no listener would end the process; an idle connection dying is normal.
    pool.on("error", (error) => options.onConnectionError?.(error));
    // The pool takes its listener off a connection it hands out, so one that dies mid-query (a
    // restart ends it with 57P01, then "Connection terminated unexpectedly") would emit 'error'
    // unheard and end the process. The query itself rejects with that error; nothing else to do.
    pool.on("connect", (client) => {
      client.on("error", () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const pglite = new PGlite(options.dataDir ?? "memory://");
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: "pglite",
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
