import { t } from "elysia";
import { Int, Nullable } from "../schema.ts";

const STATUS = ["fitted", "no_signal", "insufficient_data"] as const;

export const OutcomeInputSchema = t.Object(
  {
    analysis_id: t.Optional(t.String({ format: "uuid", description: "The analysis the ad was made from" })),
    filename: t.Optional(
      t.String({
        minLength: 1,
        maxLength: 255,
        description: "Or its file name, when exactly one analysis of the workspace has it",
      }),
    ),
    impressions: Int({ minimum: 0, description: "Running total: replaces any earlier figure" }),
    clicks: Int({ minimum: 0, description: "At most `impressions`" }),
    conversions: t.Optional(Nullable(Int({ minimum: 0 }))),
    spend: t.Optional(Nullable(t.Number({ minimum: 0, description: "In the account's currency" }))),
  },
  { title: "OutcomeInput" },
);

export const OutcomesImportSchema = t.Object(
  {
    imported: Int({ description: "Analyses whose outcomes were written" }),
    unmatched: t.Array(
      t.Object({
        index: Int({ description: "0-based position of the row in the request" }),
        key: t.String({ description: "The analysis id or file name the row gave" }),
        reason: t.String(),
      }),
      { description: "Rows naming no analysis, or several; nothing was written for them" },
    ),
    refit_queued: t.Boolean({ description: "A refit of the workspace's performance model was queued" }),
  },
  { title: "OutcomesImport" },
);

export const DriverSchema = t.Object(
  {
    feature: t.String({ description: "The measured feature (docs/custom-models.md lists them)" }),
    label: t.String(),
    effect: t.UnionEnum(["raises", "lowers"]),
    weight: t.Number({ description: "Effect on the log-odds of a click, in standard units" }),
  },
  { title: "PerformanceDriver" },
);

export const PerformanceModelSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    version: Int({ description: "Counts up per workspace; every fit is kept" }),
    status: t.UnionEnum([...STATUS], {
      description:
        "`fitted`: predicts better than chance in cross-validation; `no_signal`: it does not, nothing is predicted; `insufficient_data`: fewer than `min_sample_size` analyses with impressions",
    }),
    target: t.UnionEnum(["ctr"], { description: "What the model predicts: click-through rate" }),
    sample_size: Int({ description: "Analyses with impressions the fit used" }),
    min_sample_size: Int(),
    cv_rank_correlation: Nullable(
      t.Number({ description: "Spearman correlation of 5-fold out-of-fold predictions with the actual CTR" }),
    ),
    drivers: t.Array(DriverSchema, { description: "The features that move predictions most, strongest first" }),
    fitted_at: t.String({ format: "date-time" }),
  },
  { title: "PerformanceModel" },
);

export const AnalysisPerformanceSchema = t.Object(
  {
    status: t.UnionEnum([...STATUS, "not_fitted"]),
    message: t.String({ description: "The status in words, for display" }),
    model: Nullable(PerformanceModelSchema),
    index: Nullable(
      Int({ description: "Predicted performance index: 100 = the workspace's average ad; null unless `fitted`" }),
    ),
    drivers: t.Array(DriverSchema, { description: "What moves this analysis's prediction most" }),
    outcome: Nullable(
      t.Object({
        impressions: Int(),
        clicks: Int(),
        conversions: Nullable(Int()),
        spend: Nullable(t.Number()),
        ctr: t.Number(),
      }),
    ),
  },
  { title: "AnalysisPerformance" },
);
