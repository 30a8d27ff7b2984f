import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as initial from "./migrations/0001_initial.ts";
import * as billing from "./migrations/0300_billing.ts";
import * as quotaReservations from "./migrations/0500_quota_reservations.ts";
import * as analysisJobs from "./migrations/0510_analysis_jobs.ts";
import * as workspaces from "./migrations/0600_workspaces.ts";
import * as invitations from "./migrations/0610_invitations.ts";
import * as auditLog from "./migrations/0620_audit_log.ts";
import * as shareLinks from "./migrations/0630_share_links.ts";
import * as projects from "./migrations/0640_projects.ts";
import * as workspaceLogos from "./migrations/0650_workspace_logos.ts";
import * as analysisSummaries from "./migrations/1300_analysis_summaries.ts";
import * as analysisResultsNormalised from "./migrations/1301_analysis_results_normalised.ts";
import * as analysisResultsSnakeCase from "./migrations/1302_analysis_results_snake_case.ts";
import * as webhooks from "./migrations/1400_webhooks.ts";
import * as uploadProject from "./migrations/1500_upload_project.ts";
import * as webhookUrlsCanonical from "./migrations/1600_webhook_urls_canonical.ts";
import * as demoSlots from "./migrations/1601_demo_slots.ts";
import * as idempotencyKeys from "./migrations/1620_idempotency_keys.ts";
import * as outcomes from "./migrations/1660_outcomes.ts";
import * as brandKits from "./migrations/1670_brand_kits.ts";
import * as workspaceVisionModels from "./migrations/1680_workspace_vision_models.ts";
import * as storedBrandFits from "./migrations/1720_stored_brand_fits.ts";

/**
 * Migrations are imported statically rather than read from disk so that they work the same
 * from source, from a bundle and from a compiled binary. Add new ones here in order.
 */
const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0300_billing": billing,
  "0500_quota_reservations": quotaReservations,
  "0510_analysis_jobs": analysisJobs,
  "0600_workspaces": workspaces,
  "0610_invitations": invitations,
  "0620_audit_log": auditLog,
  "0630_share_links": shareLinks,
  "0640_projects": projects,
  "0650_workspace_logos": workspaceLogos,
  "1300_analysis_summaries": analysisSummaries,
  "1301_analysis_results_normalised": analysisResultsNormalised,
  "1302_analysis_results_snake_case": analysisResultsSnakeCase,
  "1400_webhooks": webhooks,
  "1500_upload_project": uploadProject,
  "1600_webhook_urls_canonical": webhookUrlsCanonical,
  "1601_demo_slots": demoSlots,
  "1660_outcomes": outcomes,
  "1670_brand_kits": brandKits,
  "1680_workspace_vision_models": workspaceVisionModels,
  "1620_idempotency_keys": idempotencyKeys,
  "1720_stored_brand_fits": storedBrandFits,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The migrator over every migration, for tools and tests that move to a named one. Migrations
 * are numbered in ranges per area and land in any order, so a database that already ran a
 * higher number still runs a lower one that landed later (a fresh one runs them in order).
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider, allowUnorderedMigrations: true });
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
