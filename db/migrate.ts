import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as initial from "./migrations/0001_initial.ts";
import * as billing from "./migrations/0300_billing.ts";
import * as workspaces from "./migrations/0600_workspaces.ts";

/**
 * Migrations are imported statically rather than read from disk so that they work the same
 * from source, from a bundle and from a compiled binary. Add new ones here in order.
 */
const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0300_billing": billing,
  "0600_workspaces": workspaces,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrator over every migration, for tools and tests that move to a named one. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider });
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
