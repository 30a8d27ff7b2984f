import { normalizeAnalysisResult } from "../../analysis/normalize.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import type { PreparedImage } from "../images/prepare.ts";
import { giveBackQuota, type QuotaTicket, quotaMessage, tryTakeQuota } from "../quota/quota.ts";
import { notifyQuotaExceeded, notifyUsage } from "../usage/notify.ts";
import { runEngine } from "./run-engine.ts";
import { type AnalysisItem, toItem } from "./serialize.ts";

export interface CreateAnalysisInput {
  workspaceId: string;
  /** The uploader, kept as created_by. */
  userId: string;
  image: PreparedImage;
  filename: string;
}

export interface CreatedAnalysis {
  item: AnalysisItem;
  usage: { current_month: number; monthly_limit: number; remaining: number };
}

async function tidy(deps: AppDeps, keys: string[]) {
  for (const key of keys) {
    await deps.storage.delete(key).catch(async () => {
      await deps.db.insertInto("storage_deletions").values({ object_key: key }).execute();
    });
  }
}

/**
 * validate (done by the caller) → count the upload → analyse → store image and heatmap →
 * record. Anything failing after the upload was counted gives the count back and removes what
 * was stored, so a failed analysis costs the user nothing.
 */
export async function createAnalysis(deps: AppDeps, input: CreateAnalysisInput): Promise<CreatedAnalysis> {
  const now = deps.now();
  const taken = await tryTakeQuota(deps.db, input.workspaceId, now);
  if ("exceeded" in taken) {
    const { payerId } = taken;
    if (payerId) {
      await notifyQuotaExceeded(deps, { payerId, tier: taken.tier, used: taken.limit, limit: taken.limit }).catch(
        (error) => deps.log.error("quota email failed", { workspace_id: payerId, error }),
      );
    }
    throw new ApiError("quota_exceeded", quotaMessage(taken.tier, taken.limit));
  }
  const ticket: QuotaTicket = taken;
  const stored: string[] = [];
  let item: AnalysisItem;
  try {
    const output = await runEngine(deps, input.image, input.filename);
    const result = normalizeAnalysisResult(output.result);
    // The random suffix keeps racing uploads into one workspace in the same millisecond apart.
    const stem = `${input.workspaceId}/${now.getTime()}-${crypto.randomUUID().slice(0, 8)}`;
    const imageKey = `${stem}.${input.image.ext}`;
    const heatmapKey = `${stem}.heatmap.png`;
    await deps.storage.put(imageKey, input.image.bytes, input.image.contentType);
    stored.push(imageKey);
    await deps.storage.put(heatmapKey, output.heatmapPng, "image/png");
    stored.push(heatmapKey);
    const row = await deps.db
      .insertInto("image_analyses")
      .values({
        workspace_id: input.workspaceId,
        created_by: input.userId,
        image_key: imageKey,
        heatmap_key: heatmapKey,
        original_filename: input.filename,
        mime_type: input.image.contentType,
        analysis_result: JSON.stringify(result),
        effectiveness_score: result.effectivenessScore,
        brand_name: result.brandName,
        ad_type: result.adType,
        target_audience: result.targetAudience,
        created_at: now,
      })
      .returning(["id", "original_filename", "heatmap_key", "analysis_result", "created_at"])
      .executeTakeFirstOrThrow();
    item = toItem(row, deps.config.jwtSecret, now);
  } catch (error) {
    await giveBackQuota(deps.db, ticket);
    await tidy(deps, stored);
    throw error;
  }
  await notifyUsage(deps, { payerId: ticket.payerId, tier: ticket.tier, used: ticket.used, limit: ticket.limit }).catch(
    (error) => deps.log.error("usage notification failed", { workspace_id: ticket.payerId, error }),
  );
  return {
    item,
    usage: {
      current_month: ticket.used,
      monthly_limit: ticket.limit,
      remaining: Math.max(0, ticket.limit - ticket.used),
    },
  };
}
