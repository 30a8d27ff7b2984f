import type { Db } from "@adlens/db";
import type { AnalysisResult } from "../../analysis/result.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { NOT_FOUND } from "../analyses/get.ts";
import type { Scope } from "../analyses/scope.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { brandFitAnalytics, brandFitSummaryLines } from "./analytics.ts";
import { type BrandFit, type BrandKit, brandFit, brandFitLines } from "./fit.ts";
import { kitLogos, loadKit } from "./kit.ts";
import { matchLogo, prepareAd } from "./logo-match.ts";

export const NO_KIT = "The workspace has no brand kit yet: set one with PUT /v1/brand-kit.";

type Deps = Pick<AppDeps, "db" | "storage" | "now">;

/** A kit ready to read analyses against: its revision and its logo images, read once. */
export interface LoadedKit {
  kit: BrandKit;
  revision: number;
  logos: { competitor: string | null; body: Uint8Array }[];
}

/** The workspace's saved kit with its logo images, or null when none was saved. */
export async function loadKitForFit(deps: Deps, workspaceId: string): Promise<LoadedKit | null> {
  const [kit, rows] = await Promise.all([loadKit(deps.db, workspaceId), kitLogos(deps.db, workspaceId)]);
  if (!kit.updated_at) return null;
  const logos: LoadedKit["logos"] = [];
  for (const row of rows) {
    const stored = await deps.storage.get(row.image_key);
    if (stored) logos.push({ competitor: row.competitor, body: stored.body });
  }
  return { kit, revision: kit.revision, logos };
}

/**
 * One analysis read against a loaded kit. The logo search needs the ad's pixels, so the stored
 * image is read only when the kit has logo images.
 */
export async function computeFit(
  deps: Deps,
  loaded: LoadedKit,
  analysis: { analysis_result: unknown; image_key: string },
): Promise<BrandFit> {
  const scores = new Map<string | null, number>();
  const image = loaded.logos.length ? await deps.storage.get(analysis.image_key) : null;
  if (image) {
    const ad = await prepareAd(image.body);
    for (const logo of loaded.logos) {
      const score = await matchLogo(ad, logo.body);
      scores.set(logo.competitor, Math.max(scores.get(logo.competitor) ?? 0, score));
    }
  }
  return brandFit(analysis.analysis_result as AnalysisResult, loaded.kit, scores);
}

/** Writes (or replaces) an analysis's stored fit; its four checks become filterable columns. */
export async function storeFit(
  db: Db,
  row: { analysisId: string; workspaceId: string; revision: number; fit: BrandFit; now: Date },
): Promise<void> {
  const values = {
    kit_revision: row.revision,
    brand_found: row.fit.own_brand.found,
    colours_present: row.fit.colours.length ? row.fit.colours.some((c) => c.present) : null,
    required_text_present: row.fit.required_text.length ? row.fit.required_text.every((r) => r.present) : null,
    competitor_present: row.fit.competitor_present,
    fit: JSON.stringify(row.fit),
    computed_at: row.now,
  };
  await db
    .insertInto("analysis_brand_fits")
    .values({ analysis_id: row.analysisId, workspace_id: row.workspaceId, ...values })
    .onConflict((oc) => oc.column("analysis_id").doUpdateSet(values))
    .execute();
}

/** The stored fit of an analysis when it was read against the kit's current revision, else null. */
export async function currentStoredFit(db: Db, workspaceId: string, analysisId: string): Promise<BrandFit | null> {
  const row = await db
    .selectFrom("analysis_brand_fits as f")
    .innerJoin("brand_kits as k", "k.workspace_id", "f.workspace_id")
    .select("f.fit")
    .where("f.analysis_id", "=", analysisId)
    .where("f.workspace_id", "=", workspaceId)
    .whereRef("f.kit_revision", "=", "k.revision")
    .executeTakeFirst();
  return (row?.fit as BrandFit | undefined) ?? null;
}

/**
 * One analysis read against the workspace's current kit: the stored fit when it is current,
 * otherwise read now and stored.
 */
export async function analysisBrandFit(deps: Deps, workspaceId: string, analysisId: string): Promise<BrandFit> {
  const analysis = await deps.db
    .selectFrom("image_analyses")
    .select(["analysis_result", "image_key"])
    .where("id", "=", analysisId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!analysis) throw new ApiError("not_found", NOT_FOUND);
  const stored = await currentStoredFit(deps.db, workspaceId, analysisId);
  if (stored) return stored;
  const loaded = await loadKitForFit(deps, workspaceId);
  if (!loaded) throw new ApiError("not_found", NO_KIT);
  const fit = await computeFit(deps, loaded, analysis);
  await storeFit(deps.db, { analysisId, workspaceId, revision: loaded.revision, fit, now: deps.now() });
  return fit;
}

/** Whether reports print brand fit: only on Enterprise, and only once a kit is saved. */
async function reportsBrandFit(deps: Deps, workspaceId: string): Promise<boolean> {
  if ((await effectiveTier(deps.db, workspaceId, deps.now())) !== "enterprise") return false;
  return (await loadKit(deps.db, workspaceId)).updated_at !== null;
}

/** The brand fit lines of an analysis in a report (analysis or comparison). */
export async function reportBrandFit(deps: Deps, workspaceId: string, analysisId: string): Promise<string[] | null> {
  if (!(await reportsBrandFit(deps, workspaceId))) return null;
  return brandFitLines(await analysisBrandFit(deps, workspaceId, analysisId));
}

/** The workspace report's brand-fit lines: the stored fits counted per check. */
export async function reportBrandFitSummary(deps: Deps, scope: Scope): Promise<string[] | null> {
  if (!(await reportsBrandFit(deps, scope.workspaceId))) return null;
  return brandFitSummaryLines(await brandFitAnalytics(deps.db, scope));
}
