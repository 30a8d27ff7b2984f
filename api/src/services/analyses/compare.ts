import type { Db } from "@adlens/db";
import { ApiError } from "../../errors.ts";
import { NOT_FOUND } from "./get.ts";
import { ITEM_COLUMNS, type ItemRow, storedResult } from "./serialize.ts";

export interface PerformanceSummary {
  best_performer: { id: string; filename: string; score: number };
  average_score: number;
  common_theme: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The comparison dialog's Performance Summary (spec 02 §2): the highest score, the average, and
 * a theme every compared ad shares (the ad type, else an emotion), or "Various".
 */
export function summarize(rows: ItemRow[]): PerformanceSummary {
  const scored = rows.map((row) => ({ row, result: storedResult(row) }));
  let best = scored[0];
  for (const s of scored) if (best && s.result.effectiveness_score > best.result.effectiveness_score) best = s;
  if (!best) throw new Error("summarize needs at least one analysis");
  const average = scored.reduce((sum, s) => sum + s.result.effectiveness_score, 0) / scored.length;

  const sharedBy = (values: string[][]): string | null => {
    const [first, ...rest] = values.map((list) => new Map(list.map((v) => [v.trim().toLowerCase(), v.trim()])));
    if (!first) return null;
    for (const [key, label] of first) if (key && rest.every((m) => m.has(key))) return label;
    return null;
  };
  const theme =
    sharedBy(scored.map((s) => (s.result.ad_type && s.result.ad_type !== "Unknown" ? [s.result.ad_type] : []))) ??
    sharedBy(scored.map((s) => s.result.emotions)) ??
    "Various";
  return {
    best_performer: { id: best.row.id, filename: best.row.original_filename, score: best.result.effectiveness_score },
    average_score: round1(average),
    common_theme: theme,
  };
}

/** 2 to 4 of the workspace's analyses, in the order asked for; any foreign or missing id is a 404. */
export async function loadForComparison(db: Db, workspaceId: string, ids: string[]): Promise<ItemRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) {
    throw new ApiError("validation_failed", "ids: each analysis may be compared once", { field: "ids" });
  }
  const rows = await db
    .selectFrom("image_analyses")
    .select([...ITEM_COLUMNS])
    .where("workspace_id", "=", workspaceId)
    .where("id", "in", unique)
    .execute();
  if (rows.length !== unique.length) throw new ApiError("not_found", NOT_FOUND);
  return unique.map((id) => rows.find((r) => r.id === id) as ItemRow);
}
