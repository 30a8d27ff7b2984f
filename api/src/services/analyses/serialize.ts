import type { ImageAnalysis } from "@adlens/db";
import type { AnalysisResult } from "../../analysis/result.ts";
import { signedObjectUrl } from "./signed-url.ts";

/** What a list shows per analysis: read from columns, never from the analysis JSON. */
export interface AnalysisSummary {
  id: string;
  filename: string;
  created_at: string;
  effectiveness_score: number | null;
  brand_name: string | null;
  ad_type: string | null;
  call_to_action: string | null;
  image_url: string;
  thumbnail_url: string;
}

export interface AnalysisItem extends AnalysisSummary {
  heatmap_url: string | null;
  analysis_result: AnalysisResult;
}

/** Columns a list item needs; lists select exactly these. */
export const SUMMARY_COLUMNS = [
  "id",
  "original_filename",
  "created_at",
  "effectiveness_score",
  "brand_name",
  "ad_type",
  "call_to_action",
] as const satisfies readonly (keyof ImageAnalysis)[];

/** Columns a full analysis needs; every single-analysis read selects exactly these. */
export const ITEM_COLUMNS = [...SUMMARY_COLUMNS, "heatmap_key", "analysis_result"] as const;

export type SummaryRow = Pick<ImageAnalysis, (typeof SUMMARY_COLUMNS)[number]>;
export type ItemRow = Pick<ImageAnalysis, (typeof ITEM_COLUMNS)[number]>;

/**
 * The stored analysis as it is: written in the AnalysisResult shape by createAnalysis, and rows
 * from before that were rewritten by migration 1301, so reads never re-normalise.
 */
export const storedResult = (row: Pick<ImageAnalysis, "analysis_result">) => row.analysis_result as AnalysisResult;

/**
 * A stored row as a list shows it. Image links are short-lived signed URLs, so `<img src>`
 * works without exposing the bucket; the thumbnail's link lasts longer (see signed-url.ts).
 */
export function toSummary(row: SummaryRow, secret: string, now: Date): AnalysisSummary {
  return {
    id: row.id,
    filename: row.original_filename,
    created_at: new Date(row.created_at).toISOString(),
    effectiveness_score: row.effectiveness_score,
    brand_name: row.brand_name,
    ad_type: row.ad_type,
    call_to_action: row.call_to_action,
    image_url: signedObjectUrl(secret, row.id, "image", now),
    thumbnail_url: signedObjectUrl(secret, row.id, "thumbnail", now),
  };
}

/**
 * The full analysis: the summary, the heatmap link and the stored result, which also carries
 * imageUrl, filename and uploadedAt as spec 02 §3 says the uploader's copy does.
 */
export function toItem(row: ItemRow, secret: string, now: Date): AnalysisItem {
  const summary = toSummary(row, secret, now);
  return {
    ...summary,
    heatmap_url: row.heatmap_key ? signedObjectUrl(secret, row.id, "heatmap", now) : null,
    analysis_result: {
      ...storedResult(row),
      image_url: summary.image_url,
      filename: row.original_filename,
      uploaded_at: summary.created_at,
    },
  };
}
