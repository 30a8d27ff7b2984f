import type { Db, PerformanceModelStatus } from "@adlens/db";
import { sql } from "kysely";
import type { AnalysisResult } from "../../analysis/result.ts";
import type { AppDeps } from "../../deps.ts";
import { FEATURES, featureRow } from "./features.ts";
import { BETTER_THAN_CHANCE_Z, crossValidate, FOLDS, fitRidge, predict, type RidgeFit } from "./ridge.ts";

/** Below this many analyses with impressions, no model is fitted (docs/custom-models.md). */
export const MIN_SAMPLES = 30;

type Deps = Pick<AppDeps, "db" | "now">;

/** What a fit keeps beside its metrics: enough to predict any analysis of the workspace. */
export interface StoredModel {
  alpha: number;
  intercept: number;
  features: { name: string; coefficient: number; mean: number; std: number }[];
}

/**
 * Click-through as an empirical logit, log((clicks + ½) / (non-clicks + ½)): defined at 0 clicks,
 * and differences in it are ratios of odds, so an index built on it reads as "× the average".
 */
export function ctrLogit(impressions: number, clicks: number): number {
  return Math.log((clicks + 0.5) / (impressions - clicks + 0.5));
}

function stored(fit: RidgeFit): StoredModel {
  return {
    alpha: fit.alpha,
    intercept: fit.intercept,
    features: FEATURES.map((f, j) => ({
      name: f.name,
      coefficient: fit.coefficients[j] ?? 0,
      mean: fit.scaling.means[j] ?? 0,
      std: fit.scaling.stds[j] ?? 0,
    })),
  };
}

export function asFit(model: StoredModel): RidgeFit {
  const by = new Map(model.features.map((f) => [f.name, f]));
  const column = (k: "coefficient" | "mean" | "std") => FEATURES.map((f) => by.get(f.name)?.[k] ?? 0);
  return {
    alpha: model.alpha,
    intercept: model.intercept,
    coefficients: column("coefficient"),
    scaling: { means: column("mean"), stds: column("std") },
  };
}

/** The analyses of the workspace that have impressions, with what they measured and their CTR. */
async function trainingSet(db: Db, workspaceId: string) {
  const rows = await db
    .selectFrom("analysis_outcomes as o")
    .innerJoin("image_analyses as a", "a.id", "o.analysis_id")
    .select(["a.id", "a.analysis_result", "o.impressions", "o.clicks"])
    .where("o.workspace_id", "=", workspaceId)
    .where("a.workspace_id", "=", workspaceId)
    .where("o.impressions", ">", sql<string>`0`)
    .orderBy("a.id")
    .execute();
  return rows.map((r) => ({
    x: featureRow(r.analysis_result as AnalysisResult),
    y: ctrLogit(Number(r.impressions), Number(r.clicks)),
  }));
}

/**
 * Fits the workspace's model on every outcome it has and records the fit as the next version,
 * with its sample size and cross-validated rank correlation, whatever it found: too few
 * analyses, no signal better than chance, or a model that predicts.
 */
export async function fitWorkspaceModel(deps: Deps, workspaceId: string) {
  const set = await trainingSet(deps.db, workspaceId);
  let status: PerformanceModelStatus = "insufficient_data";
  let cv: { rankCorrelation: number; z: number } | null = null;
  let model: StoredModel | null = null;
  if (set.length >= MIN_SAMPLES) {
    const rows = set.map((s) => s.x);
    const y = set.map((s) => s.y);
    // Rows are ordered by analysis id (random UUIDs), so dealing them out is a random, repeatable split.
    cv = crossValidate(
      rows,
      y,
      y.map((_, i) => i % FOLDS),
    );
    status = cv.z > BETTER_THAN_CHANCE_Z ? "fitted" : "no_signal";
    if (status === "fitted") model = stored(fitRidge(rows, y));
  }
  return deps.db.transaction().execute(async (trx) => {
    // Versions count up per workspace; concurrent fits serialise on the workspace row.
    await trx.selectFrom("workspaces").select("id").where("id", "=", workspaceId).forUpdate().execute();
    const last = await trx
      .selectFrom("performance_models")
      .select((eb) => eb.fn.max("version").as("v"))
      .where("workspace_id", "=", workspaceId)
      .executeTakeFirst();
    return trx
      .insertInto("performance_models")
      .values({
        workspace_id: workspaceId,
        version: Number(last?.v ?? 0) + 1,
        status,
        target: "ctr",
        sample_size: set.length,
        cv_rank_correlation: cv?.rankCorrelation ?? null,
        cv_z: cv?.z ?? null,
        model: model ? JSON.stringify(model) : null,
        created_at: deps.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** A driver of one prediction: how far this feature moves it, in the model's units. */
export interface Driver {
  feature: string;
  label: string;
  effect: "raises" | "lowers";
  weight: number;
}

/**
 * The predicted performance index of one analysis under a fitted model: 100 is the workspace's
 * average ad; 150 means click-through odds about 1.5× the average. With the features that move
 * it most, strongest first.
 */
export function predictIndex(model: StoredModel, result: AnalysisResult): { index: number; drivers: Driver[] } {
  const fit = asFit(model);
  const row = featureRow(result);
  const logit = predict(fit, row);
  const contributions = FEATURES.map((f, j) => {
    const v = row[j];
    const std = fit.scaling.stds[j] ?? 0;
    const z = v === null || v === undefined || std === 0 ? 0 : (v - (fit.scaling.means[j] ?? 0)) / std;
    return { f, c: z * (fit.coefficients[j] ?? 0) };
  });
  const drivers = contributions
    .filter((x) => Math.abs(x.c) >= 0.01)
    .sort((a, b) => Math.abs(b.c) - Math.abs(a.c))
    .slice(0, 3)
    .map(
      (x): Driver => ({
        feature: x.f.name,
        label: x.f.label,
        effect: x.c > 0 ? "raises" : "lowers",
        weight: Math.round(Math.abs(x.c) * 1000) / 1000,
      }),
    );
  return { index: Math.round(100 * Math.exp(logit - fit.intercept)), drivers };
}
