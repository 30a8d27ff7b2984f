import type { ImageAnalysis } from "@adlens/db";
import { normalizeAnalysisResult } from "../../analysis/normalize.ts";
import type { AnalysisResult } from "../../analysis/result.ts";
import { signedObjectUrl } from "./signed-url.ts";

export interface AnalysisItem {
  id: string;
  filename: string;
  image_url: string;
  heatmap_url: string | null;
  created_at: string;
  analysis_result: AnalysisResult;
}

/** Columns a gallery item needs; every read selects exactly these. */
export const ITEM_COLUMNS = [
  "id",
  "original_filename",
  "heatmap_key",
  "analysis_result",
  "created_at",
] as const satisfies readonly (keyof ImageAnalysis)[];

export type ItemRow = Pick<ImageAnalysis, (typeof ITEM_COLUMNS)[number]>;

/**
 * A stored row as the client sees it. Image links are short-lived signed URLs, so `<img src>`
 * works without exposing the bucket; the result also carries imageUrl, filename and uploadedAt
 * as spec 02 §3 says the uploader's copy does.
 */
export function toItem(row: ItemRow, secret: string, now: Date): AnalysisItem {
  const imageUrl = signedObjectUrl(secret, row.id, "image", now);
  const createdAt = new Date(row.created_at).toISOString();
  return {
    id: row.id,
    filename: row.original_filename,
    image_url: imageUrl,
    heatmap_url: row.heatmap_key ? signedObjectUrl(secret, row.id, "heatmap", now) : null,
    created_at: createdAt,
    analysis_result: {
      ...normalizeAnalysisResult(row.analysis_result),
      imageUrl,
      filename: row.original_filename,
      uploadedAt: createdAt,
    },
  };
}
