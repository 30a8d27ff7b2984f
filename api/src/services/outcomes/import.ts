import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { queueModelFit } from "../../jobs/model-workers.ts";
import { effectiveTier } from "../plans/effective-tier.ts";

export const OUTCOMES_PLAN_MESSAGE =
  "Importing outcomes and the workspace's own performance model are part of the Enterprise plan.";

/** One row of an import: the ad's running totals, keyed by analysis id or by file name. */
export interface OutcomeInput {
  analysis_id?: string;
  filename?: string;
  impressions: number;
  clicks: number;
  conversions?: number | null;
  spend?: number | null;
}

export interface ImportResult {
  imported: number;
  /** Rows that name no single analysis of the workspace, by their position in the request (0-based). */
  unmatched: { index: number; key: string; reason: string }[];
  /** Whether a refit of the workspace's model was queued (it runs in the background). */
  refit_queued: boolean;
}

type Deps = Pick<AppDeps, "db" | "jobs" | "now">;

/** Outcomes are an Enterprise feature (the workspace's plan, whoever asks). */
export async function requireOutcomesPlan(deps: Pick<AppDeps, "db" | "now">, workspaceId: string): Promise<void> {
  if ((await effectiveTier(deps.db, workspaceId, deps.now())) !== "enterprise") {
    throw new ApiError("plan_required", OUTCOMES_PLAN_MESSAGE);
  }
}

function check(row: OutcomeInput, index: number): void {
  const field = (name: string, message: string) =>
    new ApiError("validation_failed", `outcomes[${index}].${name}: ${message}`, {
      field: `outcomes[${index}].${name}`,
    });
  if (!row.analysis_id === !row.filename) throw field("analysis_id", "give exactly one of analysis_id and filename");
  if (row.clicks > row.impressions) throw field("clicks", "cannot exceed impressions");
}

/**
 * Writes the outcomes of many analyses in one transaction (each replacing that analysis's earlier
 * figures) and queues a refit of the workspace's model. A file name names an analysis when
 * exactly one analysis of the workspace has it; rows naming none, or several, are reported back
 * and not written.
 */
export async function importOutcomes(
  deps: Deps,
  workspaceId: string,
  actor: { userId: string },
  rows: OutcomeInput[],
): Promise<ImportResult> {
  await requireOutcomesPlan(deps, workspaceId);
  rows.forEach(check);
  const ids = [...new Set(rows.flatMap((r) => (r.analysis_id ? [r.analysis_id.toLowerCase()] : [])))];
  const names = [...new Set(rows.flatMap((r) => (r.filename ? [r.filename] : [])))];
  const [byId, byName] = await Promise.all([
    ids.length
      ? deps.db
          .selectFrom("image_analyses")
          .select("id")
          .where("workspace_id", "=", workspaceId)
          .where("id", "in", ids)
          .execute()
      : [],
    names.length
      ? deps.db
          .selectFrom("image_analyses")
          .select(["id", "original_filename"])
          .where("workspace_id", "=", workspaceId)
          .where("original_filename", "in", names)
          .execute()
      : [],
  ]);
  const known = new Set(byId.map((r) => r.id));
  const named = new Map<string, string[]>();
  for (const r of byName) named.set(r.original_filename, [...(named.get(r.original_filename) ?? []), r.id]);

  const unmatched: ImportResult["unmatched"] = [];
  const values = new Map<string, OutcomeInput>();
  rows.forEach((row, index) => {
    let id: string | undefined;
    if (row.analysis_id) {
      const wanted = row.analysis_id.toLowerCase();
      if (known.has(wanted)) id = wanted;
      else unmatched.push({ index, key: row.analysis_id, reason: "no analysis with this id in the workspace" });
    } else {
      const found = named.get(row.filename ?? "") ?? [];
      if (found.length === 1) id = found[0];
      else {
        const reason = found.length
          ? `${found.length} analyses have this file name; use the analysis id`
          : "no analysis has this file name";
        unmatched.push({ index, key: row.filename ?? "", reason });
      }
    }
    // A later row for the same analysis wins, as a later import would.
    if (id) values.set(id, row);
  });

  if (values.size) {
    const now = deps.now();
    await deps.db
      .insertInto("analysis_outcomes")
      .values(
        [...values].map(([analysisId, r]) => ({
          analysis_id: analysisId,
          workspace_id: workspaceId,
          impressions: r.impressions,
          clicks: r.clicks,
          conversions: r.conversions ?? null,
          spend: r.spend ?? null,
          updated_by: actor.userId,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column("analysis_id").doUpdateSet((eb) => ({
          impressions: eb.ref("excluded.impressions"),
          clicks: eb.ref("excluded.clicks"),
          conversions: eb.ref("excluded.conversions"),
          spend: eb.ref("excluded.spend"),
          updated_by: eb.ref("excluded.updated_by"),
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
    await queueModelFit(deps, workspaceId);
  }
  return { imported: values.size, unmatched, refit_queued: values.size > 0 };
}
