import type { Db, PerformanceModelStatus } from "@adlens/db";
import type { AnalysisResult } from "../../analysis/result.ts";
import { ApiError } from "../../errors.ts";
import { NOT_FOUND } from "../analyses/get.ts";
import { afterCursor, createdText, pageOf } from "../pagination.ts";
import { FEATURES } from "./features.ts";
import { type Driver, MIN_SAMPLES, predictIndex, type StoredModel } from "./model.ts";

export interface PerformanceModelView {
  id: string;
  version: number;
  status: PerformanceModelStatus;
  target: "ctr";
  sample_size: number;
  min_sample_size: number;
  cv_rank_correlation: number | null;
  /** What the features do across the workspace's ads, strongest first; empty unless fitted. */
  drivers: Driver[];
  fitted_at: string;
}

const STATUS_TEXT: Record<PerformanceModelStatus | "not_fitted", string> = {
  fitted: "Predicted from this workspace's own results.",
  no_signal:
    "The measured features did not predict this workspace's click-through better than chance in cross-validation, so nothing is predicted.",
  insufficient_data: `Fewer than ${MIN_SAMPLES} analyses with impressions: import more outcomes to fit a model.`,
  not_fitted: "No outcomes imported yet.",
};

type Row = {
  id: string;
  version: number;
  status: PerformanceModelStatus;
  target: "ctr";
  sample_size: number;
  cv_rank_correlation: number | null;
  model: unknown;
  created_at: Date;
};

function view(r: Row): PerformanceModelView {
  const model = r.model as StoredModel | null;
  const drivers = (model?.features ?? [])
    .filter((f) => Math.abs(f.coefficient) >= 0.01)
    .sort((a, b) => Math.abs(b.coefficient) - Math.abs(a.coefficient))
    .slice(0, 5)
    .map(
      (f): Driver => ({
        feature: f.name,
        label: FEATURES.find((x) => x.name === f.name)?.label ?? f.name,
        effect: f.coefficient > 0 ? "raises" : "lowers",
        weight: Math.round(Math.abs(f.coefficient) * 1000) / 1000,
      }),
    );
  return {
    id: r.id,
    version: r.version,
    status: r.status,
    target: r.target,
    sample_size: r.sample_size,
    min_sample_size: MIN_SAMPLES,
    cv_rank_correlation: r.cv_rank_correlation === null ? null : Math.round(r.cv_rank_correlation * 1000) / 1000,
    drivers,
    fitted_at: r.created_at.toISOString(),
  };
}

const COLUMNS = [
  "id",
  "version",
  "status",
  "target",
  "sample_size",
  "cv_rank_correlation",
  "model",
  "created_at",
] as const;

/** Every fit of the workspace's model, newest first. */
export async function listPerformanceModels(
  db: Db,
  workspaceId: string,
  input: { limit: number; cursor?: string },
): Promise<{ data: PerformanceModelView[]; next_cursor: string | null }> {
  let query = db
    .selectFrom("performance_models")
    .select([...COLUMNS, createdText("created_at").as("created_text")])
    .where("workspace_id", "=", workspaceId);
  const after = afterCursor(input.cursor, "created_at", "id");
  if (after) query = query.where(after);
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(input.limit + 1)
    .execute();
  const page = pageOf(rows, input.limit, (r) => r.id);
  return { data: page.rows.map(view), next_cursor: page.nextCursor };
}

export interface AnalysisPerformance {
  status: PerformanceModelStatus | "not_fitted";
  message: string;
  /** The fit the prediction comes from (the latest one); null before any. */
  model: PerformanceModelView | null;
  /** 100 = the workspace's average ad; null unless the latest fit predicts. */
  index: number | null;
  drivers: Driver[];
  /** The outcome imported for this analysis, if any. */
  outcome: {
    impressions: number;
    clicks: number;
    conversions: number | null;
    spend: number | null;
    ctr: number;
  } | null;
}

/** The predicted performance index of one analysis under the workspace's latest fit. */
export async function analysisPerformance(
  db: Db,
  workspaceId: string,
  analysisId: string,
): Promise<AnalysisPerformance> {
  const analysis = await db
    .selectFrom("image_analyses as a")
    .leftJoin("analysis_outcomes as o", "o.analysis_id", "a.id")
    .select(["a.analysis_result", "o.impressions", "o.clicks", "o.conversions", "o.spend"])
    .where("a.id", "=", analysisId)
    .where("a.workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!analysis) throw new ApiError("not_found", NOT_FOUND);
  const latest = await db
    .selectFrom("performance_models")
    .select([...COLUMNS])
    .where("workspace_id", "=", workspaceId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  const impressions = analysis.impressions === null ? null : Number(analysis.impressions);
  const clicks = Number(analysis.clicks ?? 0);
  const outcome =
    impressions === null
      ? null
      : {
          impressions,
          clicks,
          conversions: analysis.conversions === null ? null : Number(analysis.conversions),
          spend: analysis.spend,
          ctr: impressions > 0 ? clicks / impressions : 0,
        };
  const status = latest?.status ?? "not_fitted";
  const model = latest ? view(latest) : null;
  if (status !== "fitted" || !latest?.model) {
    return { status, message: STATUS_TEXT[status], model, index: null, drivers: [], outcome };
  }
  const { index, drivers } = predictIndex(latest.model as StoredModel, analysis.analysis_result as AnalysisResult);
  return { status, message: STATUS_TEXT.fitted, model, index, drivers, outcome };
}
