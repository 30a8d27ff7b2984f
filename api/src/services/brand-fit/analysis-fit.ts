import type { AnalysisResult } from "../../analysis/result.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { NOT_FOUND } from "../analyses/get.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { type BrandFit, brandFit, brandFitLines } from "./fit.ts";
import { kitLogos, loadKit } from "./kit.ts";
import { matchLogo, prepareAd } from "./logo-match.ts";

export const NO_KIT = "The workspace has no brand kit yet: set one with PUT /v1/brand-kit.";

type Deps = Pick<AppDeps, "db" | "storage">;

/** The brand fit lines of an analysis report: only on Enterprise, and only once a kit is saved. */
export async function reportBrandFit(
  deps: Deps & Pick<AppDeps, "now">,
  workspaceId: string,
  analysisId: string,
): Promise<string[] | null> {
  if ((await effectiveTier(deps.db, workspaceId, deps.now())) !== "enterprise") return null;
  const kit = await loadKit(deps.db, workspaceId);
  if (!kit.updated_at) return null;
  return brandFitLines(await analysisBrandFit(deps, workspaceId, analysisId));
}

/**
 * One analysis read against the workspace's current kit. The logo search needs the ad's pixels,
 * so the stored image is read only when the kit has logo images.
 */
export async function analysisBrandFit(deps: Deps, workspaceId: string, analysisId: string): Promise<BrandFit> {
  const analysis = await deps.db
    .selectFrom("image_analyses")
    .select(["analysis_result", "image_key"])
    .where("id", "=", analysisId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!analysis) throw new ApiError("not_found", NOT_FOUND);
  const [kit, logos] = await Promise.all([loadKit(deps.db, workspaceId), kitLogos(deps.db, workspaceId)]);
  if (!kit.updated_at) throw new ApiError("not_found", NO_KIT);
  const scores = new Map<string | null, number>();
  const image = logos.length ? await deps.storage.get(analysis.image_key) : null;
  if (image) {
    const ad = await prepareAd(image.body);
    for (const logo of logos) {
      const stored = await deps.storage.get(logo.image_key);
      if (!stored) continue;
      const score = await matchLogo(ad, stored.body);
      scores.set(logo.competitor, Math.max(scores.get(logo.competitor) ?? 0, score));
    }
  }
  return brandFit(analysis.analysis_result as AnalysisResult, kit, scores);
}
