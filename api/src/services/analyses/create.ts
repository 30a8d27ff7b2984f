import { normalizeAnalysisResult } from "../../analysis/normalize.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import type { PreparedImage } from "../images/prepare.ts";
import { makeThumbnail, THUMBNAIL_TYPE, thumbnailKeyFor } from "../images/thumbnail.ts";
import { giveBackQuota, type QuotaTicket, quotaMessage, tryTakeQuota } from "../quota/quota.ts";
import { notifyQuotaExceeded, notifyUsage } from "../usage/notify.ts";
import { runEngine } from "./run-engine.ts";
import { type AnalysisItem, ITEM_COLUMNS, toItem } from "./serialize.ts";

export interface CreateAnalysisInput {
  userId: string;
  email: string;
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
  const taken = await tryTakeQuota(deps.db, input.userId, now);
  if ("exceeded" in taken) {
    await notifyQuotaExceeded(deps, { ...input, tier: taken.tier, used: taken.limit, limit: taken.limit }).catch(
      (error) => deps.log.error("quota email failed", { user_id: input.userId, error }),
    );
    throw new ApiError("quota_exceeded", quotaMessage(taken.tier, taken.limit));
  }
  const ticket: QuotaTicket = taken;
  const stored: string[] = [];
  let item: AnalysisItem;
  try {
    const output = await runEngine(deps, input.image, input.filename);
    const result = normalizeAnalysisResult(output.result);
    // The random suffix keeps racing uploads of one user in the same millisecond apart.
    const stem = `${input.userId}/${now.getTime()}-${crypto.randomUUID().slice(0, 8)}`;
    const imageKey = `${stem}.${input.image.ext}`;
    const heatmapKey = `${stem}.heatmap.png`;
    await deps.storage.put(imageKey, input.image.bytes, input.image.contentType);
    stored.push(imageKey);
    await deps.storage.put(heatmapKey, output.heatmapPng, "image/png");
    stored.push(heatmapKey);
    const thumbnailKey = thumbnailKeyFor(imageKey);
    await deps.storage.put(thumbnailKey, await makeThumbnail(input.image.bytes), THUMBNAIL_TYPE);
    stored.push(thumbnailKey);
    const row = await deps.db
      .insertInto("image_analyses")
      .values({
        user_id: input.userId,
        image_key: imageKey,
        heatmap_key: heatmapKey,
        original_filename: input.filename,
        mime_type: input.image.contentType,
        analysis_result: JSON.stringify(result),
        effectiveness_score: result.effectivenessScore,
        brand_name: result.brandName,
        ad_type: result.adType,
        target_audience: result.targetAudience,
        call_to_action: result.call_to_action,
        thumbnail_key: thumbnailKey,
        created_at: now,
      })
      .returning([...ITEM_COLUMNS])
      .executeTakeFirstOrThrow();
    item = toItem(row, deps.config.jwtSecret, now);
  } catch (error) {
    await giveBackQuota(deps.db, ticket);
    await tidy(deps, stored);
    throw error;
  }
  await notifyUsage(deps, { ...input, tier: ticket.tier, used: ticket.used, limit: ticket.limit }).catch((error) =>
    deps.log.error("usage notification failed", { user_id: input.userId, error }),
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
