import type { AppDeps } from "../../deps.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { computeFit, loadKitForFit, storeFit } from "./analysis-fit.ts";

/** Analyses read per query; each is read against the kit and stored before the next page. */
const PAGE = 50;

type Deps = Pick<AppDeps, "db" | "storage" | "now" | "log">;

/**
 * Reads every analysis of the workspace whose stored fit is missing or older than the kit, newest
 * first, and stores its fit. Stops early when the kit changes meanwhile: that change queued a
 * refresh of its own, which starts over against the new kit. An analysis that cannot be read
 * (its stored image undecodable) is logged and left without a fit, so it holds up no other.
 */
export async function refreshWorkspaceFits(
  deps: Deps,
  workspaceId: string,
): Promise<{ revision: number | null; stored: number; failed: number }> {
  if ((await effectiveTier(deps.db, workspaceId, deps.now())) !== "enterprise")
    return { revision: null, stored: 0, failed: 0 };
  const loaded = await loadKitForFit(deps, workspaceId);
  if (!loaded) return { revision: null, stored: 0, failed: 0 };
  let stored = 0;
  const failed: string[] = [];
  for (;;) {
    const stale = await deps.db
      .selectFrom("image_analyses as a")
      .leftJoin("analysis_brand_fits as f", "f.analysis_id", "a.id")
      .select(["a.id", "a.analysis_result", "a.image_key"])
      .where("a.workspace_id", "=", workspaceId)
      .where((eb) => eb.or([eb("f.analysis_id", "is", null), eb("f.kit_revision", "<>", loaded.revision)]))
      .$if(failed.length > 0, (q) => q.where("a.id", "not in", failed))
      .orderBy("a.created_at", "desc")
      .orderBy("a.id", "desc")
      .limit(PAGE)
      .execute();
    if (stale.length === 0) break;
    for (const analysis of stale) {
      try {
        const fit = await computeFit(deps, loaded, analysis);
        await storeFit(deps.db, {
          analysisId: analysis.id,
          workspaceId,
          revision: loaded.revision,
          fit,
          now: deps.now(),
        });
        stored++;
      } catch (error) {
        deps.log.warn("brand fit not read", { workspace_id: workspaceId, analysis_id: analysis.id, error });
        failed.push(analysis.id);
      }
    }
    const kit = await deps.db
      .selectFrom("brand_kits")
      .select("revision")
      .where("workspace_id", "=", workspaceId)
      .executeTakeFirst();
    if (kit?.revision !== loaded.revision) break;
  }
  return { revision: loaded.revision, stored, failed: failed.length };
}
