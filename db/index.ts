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
  /** How many distinct SQL texts run as prepared statements (PostgreSQL); see PREPARED_STATEMENT_LIMIT. */
  preparedStatements?: number;
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

/**
 * How many distinct SQL texts get a prepared statement. The app's queries are a fixed set of
 * shapes; a query built with a list of varying length (`in ($1, $2, …)`) is one more text per
 * length, so past this bound new texts run unprepared rather than growing every connection.
 */
export const PREPARED_STATEMENT_LIMIT = 1_000;

/**
 * A client class whose connections run every parameterised query as a named prepared statement:
 * PostgreSQL parses and plans it once per connection, then only binds and executes. Planning the
 * auth gate's four-table join cost PostgreSQL more CPU than running it (ADR 0070). Queries without
 * parameters (migrations, multi-statement scripts) keep the simple protocol.
 */
function preparingClient(limit: number): typeof pg.Client {
  const names = new Map<string, string>();
  const nameFor = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `adlens_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  return class PreparingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this forwards them all.
    override query(config: any, values?: any, callback?: any): any {
      if (typeof config === "string" && Array.isArray(values) && values.length > 0 && callback === undefined) {
        const name = nameFor(config);
        if (name) return super.query({ name, text: config, values });
      }
      return super.query(config, values, callback);
    }
  };
}

export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      Client: preparingClient(options.preparedStatements ?? PREPARED_STATEMENT_LIMIT),
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
