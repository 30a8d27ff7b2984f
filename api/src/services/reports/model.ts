import type { Tier } from "@adlens/db";
import sharp from "sharp";
import type { AnalysisResult } from "../../analysis/result.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { loadForComparison, type PerformanceSummary, summarize } from "../analyses/compare.ts";
import { NOT_FOUND } from "../analyses/get.ts";
import type { Scope } from "../analyses/scope.ts";
import { ITEM_COLUMNS, type ItemRow, storedResult } from "../analyses/serialize.ts";
import { type MonthTrend, monthlyTrends, recommendations, summary } from "../analytics/queries.ts";
import { reportBrandFit, reportBrandFitSummary } from "../brand-fit/analysis-fit.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { TIER_RANK } from "../plans/plans.ts";
import type { WorkspaceContext } from "../workspaces/context.ts";
import { readWorkspaceLogo } from "../workspaces/logo.ts";

type Deps = Pick<AppDeps, "db" | "storage" | "now">;

export type ReportKind = "analysis" | "comparison" | "workspace";

/** Whose report it is: the workspace's name and logo, and whether the small AdLens credit is printed. */
export interface Branding {
  workspaceName: string;
  logoPng: Uint8Array | null;
  /** "Generated with AdLens": on every plan but Enterprise, whose reports are white-label. */
  credit: boolean;
}

export interface ReportAnalysis {
  id: string;
  filename: string;
  createdAt: Date;
  result: AnalysisResult;
  /** The image as a JPEG at report size; null when the stored file is gone. */
  imageJpeg: Uint8Array | null;
  /** The image with its attention heatmap laid over it; null when the analysis has no heatmap. */
  heatmapJpeg: Uint8Array | null;
  /** The analysis against the workspace's brand kit, in words (Enterprise, with a kit). */
  brandFit?: string[] | null;
}

export interface ReportCreative {
  filename: string;
  score: number;
  createdAt: Date;
  thumbJpeg: Uint8Array | null;
}

export interface WorkspaceOverview {
  project: string | null;
  total: number;
  averageScore: number;
  averageClarity: number;
  distribution: { low: number; medium: number; high: number };
  trend: MonthTrend[];
  top: ReportCreative[];
  bottom: ReportCreative[];
  recommendations: { text: string; count: number }[];
  /** The analyses by brand fit, in words (Enterprise, with a kit). */
  brandFit: string[] | null;
}

interface ReportBase {
  branding: Branding;
  generatedAt: Date;
}

export type Report =
  | (ReportBase & { kind: "analysis"; analysis: ReportAnalysis })
  | (ReportBase & { kind: "comparison"; analyses: ReportAnalysis[]; summary: PerformanceSummary })
  | (ReportBase & { kind: "workspace"; overview: WorkspaceOverview });

/** The lowest plan each report needs: the workspace report is the Enterprise Report of the spec. */
export const REPORT_PLANS: Record<ReportKind, Tier> = { analysis: "pro", comparison: "pro", workspace: "enterprise" };

const PLAN_MESSAGES: Record<ReportKind, string> = {
  analysis: "Client reports are part of the Pro and Enterprise plans.",
  comparison: "Client reports are part of the Pro and Enterprise plans.",
  workspace: "The Enterprise Report is part of the Enterprise plan.",
};

/** The branding of a workspace's reports, after checking its plan includes `kind`. */
async function brandingFor(deps: Deps, workspace: WorkspaceContext, kind: ReportKind): Promise<Branding> {
  const tier = await effectiveTier(deps.db, workspace.id, deps.now());
  if (TIER_RANK[tier] < TIER_RANK[REPORT_PLANS[kind]]) throw new ApiError("plan_required", PLAN_MESSAGES[kind]);
  const whiteLabel = tier === "enterprise";
  return {
    workspaceName: workspace.name,
    logoPng: whiteLabel ? await readWorkspaceLogo(deps, workspace.id) : null,
    credit: !whiteLabel,
  };
}

const IMAGE_BOX = 1000;
const THUMB_BOX = 240;

async function asJpeg(bytes: Uint8Array, box: number): Promise<Uint8Array> {
  const out = await sharp(bytes)
    .resize({ width: box, height: box, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82 })
    .toBuffer();
  return new Uint8Array(out);
}

/** The heatmap PNG is an overlay of the image's size; reports show the two as one picture. */
async function withHeatmap(image: Uint8Array, heatmap: Uint8Array): Promise<Uint8Array> {
  const { width, height } = await sharp(image).metadata();
  const overlay = await sharp(heatmap).resize(width, height, { fit: "fill" }).png().toBuffer();
  const merged = await sharp(image)
    .composite([{ input: overlay }])
    .png()
    .toBuffer();
  return asJpeg(merged, IMAGE_BOX);
}

async function imagesOf(deps: Deps, row: { image_key: string | null; heatmap_key: string | null }) {
  const image = row.image_key ? await deps.storage.get(row.image_key) : null;
  if (!image) return { imageJpeg: null, heatmapJpeg: null };
  const heatmap = row.heatmap_key ? await deps.storage.get(row.heatmap_key) : null;
  return {
    imageJpeg: await asJpeg(image.body, IMAGE_BOX),
    heatmapJpeg: heatmap ? await withHeatmap(image.body, heatmap.body) : null,
  };
}

async function toReportAnalysis(deps: Deps, row: ItemRow & { image_key: string | null }): Promise<ReportAnalysis> {
  return {
    id: row.id,
    filename: row.original_filename,
    createdAt: new Date(row.created_at),
    result: storedResult(row),
    ...(await imagesOf(deps, row)),
  };
}

/** The report on one of the workspace's analyses; another workspace's id is a 404 like a missing one. */
export async function analysisReport(deps: Deps, workspace: WorkspaceContext, id: string): Promise<Report> {
  const branding = await brandingFor(deps, workspace, "analysis");
  const row = await deps.db
    .selectFrom("image_analyses")
    .select([...ITEM_COLUMNS, "image_key"])
    .where("id", "=", id)
    .where("workspace_id", "=", workspace.id)
    .executeTakeFirst();
  if (!row) throw new ApiError("not_found", NOT_FOUND);
  const analysis = { ...(await toReportAnalysis(deps, row)), brandFit: await reportBrandFit(deps, workspace.id, id) };
  return { kind: "analysis", branding, generatedAt: deps.now(), analysis };
}

/** 2 to 4 of the workspace's analyses side by side, in the order asked for. */
export async function comparisonReport(deps: Deps, workspace: WorkspaceContext, ids: string[]): Promise<Report> {
  const branding = await brandingFor(deps, workspace, "comparison");
  const rows = await loadForComparison(deps.db, workspace.id, ids);
  const keys = await deps.db
    .selectFrom("image_analyses")
    .select(["id", "image_key"])
    .where("workspace_id", "=", workspace.id)
    .where(
      "id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  const keyOf = new Map(keys.map((k) => [k.id, k.image_key]));
  // An analysis deleted between the two reads is shown without its image rather than failing.
  const analyses = await Promise.all(
    rows.map(async (row) => ({
      ...(await toReportAnalysis(deps, { ...row, image_key: keyOf.get(row.id) ?? null })),
      brandFit: await reportBrandFit(deps, workspace.id, row.id),
    })),
  );
  return { kind: "comparison", branding, generatedAt: deps.now(), analyses, summary: summarize(rows) };
}

const CREATIVES = 3;

async function creatives(deps: Deps, scope: Scope, order: "desc" | "asc", count: number): Promise<ReportCreative[]> {
  if (count <= 0) return [];
  let query = deps.db
    .selectFrom("image_analyses")
    .select(["original_filename", "effectiveness_score", "created_at", "image_key"])
    .where("workspace_id", "=", scope.workspaceId)
    .where("effectiveness_score", "is not", null);
  if (scope.projectId) query = query.where("project_id", "=", scope.projectId);
  const rows = await query.orderBy("effectiveness_score", order).orderBy("created_at", "desc").limit(count).execute();
  return Promise.all(
    rows.map(async (r) => {
      const image = await deps.storage.get(r.image_key);
      return {
        filename: r.original_filename,
        score: r.effectiveness_score ?? 0,
        createdAt: new Date(r.created_at),
        thumbJpeg: image ? await asJpeg(image.body, THUMB_BOX) : null,
      };
    }),
  );
}

/**
 * The Enterprise Report: the workspace's (or one project's) analyses summed up — how many, the
 * average score, six months of trend, the best and weakest creatives and the advice given most.
 */
export async function workspaceReport(
  deps: Deps,
  workspace: WorkspaceContext,
  project: { id: string; name: string } | null,
): Promise<Report> {
  const branding = await brandingFor(deps, workspace, "workspace");
  const scope: Scope = { workspaceId: workspace.id, projectId: project?.id };
  const now = deps.now();
  const totals = await summary(deps.db, scope);
  // The weakest never repeat the best: with 4 analyses, 3 are the best and 1 the weakest.
  const [trend, top, bottom, advice, brandFit] = await Promise.all([
    monthlyTrends(deps.db, scope, now),
    creatives(deps, scope, "desc", CREATIVES),
    creatives(deps, scope, "asc", Math.min(CREATIVES, totals.total - CREATIVES)),
    recommendations(deps.db, scope),
    reportBrandFitSummary(deps, scope),
  ]);
  return {
    kind: "workspace",
    branding,
    generatedAt: now,
    overview: {
      project: project?.name ?? null,
      total: totals.total,
      averageScore: totals.avgEffectiveness,
      averageClarity: totals.avgMessageClarity,
      distribution: { low: totals.low, medium: totals.medium, high: totals.high },
      trend,
      top,
      bottom,
      recommendations: advice.slice(0, 5).map((r) => ({ text: r.label, count: r.count })),
      brandFit,
    },
  };
}
