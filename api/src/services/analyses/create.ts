import { normalizeAnalysisResult } from "../../analysis/normalize.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import type { PreparedImage } from "../images/prepare.ts";
import { makeThumbnail, THUMBNAIL_TYPE, thumbnailKeyFor } from "../images/thumbnail.ts";
import { commitQuota, quotaMessage, releaseQuota, reserveQuota } from "../quota/quota.ts";
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
 * validate (done by the caller) → reserve the upload → analyse → store image and heatmap →
 * record the row and count the upload in one transaction. Anything failing before that releases
 * the reservation and removes what was stored, so a failed analysis costs the user nothing; a
 * crash leaves only a reservation whose lease the sweep releases.
 */
export async function createAnalysis(deps: AppDeps, input: CreateAnalysisInput): Promise<CreatedAnalysis> {
  const now = deps.now();
  const id = crypto.randomUUID();
  const reserved = await reserveQuota(deps.db, {
    userId: input.userId,
    ids: [id],
    now,
    leaseMs: deps.config.quotaLeaseMs,
  });
  if ("exceeded" in reserved) {
    await notifyQuotaExceeded(deps, {
      ...input,
      tier: reserved.tier,
      used: reserved.limit,
      limit: reserved.limit,
    }).catch((error) => deps.log.error("quota email failed", { user_id: input.userId, error }));
    throw new ApiError("quota_exceeded", quotaMessage(reserved.tier, reserved.limit));
  }
  const stored: string[] = [];
  let item: AnalysisItem;
  let used: number;
  try {
    const output = await runEngine(deps, input.image, input.filename);
    const result = normalizeAnalysisResult(output.result);
    // The random suffix keeps racing uploads of one user in the same millisecond apart.
    const stem = `${input.userId}/${now.getTime()}-${id.slice(0, 8)}`;
    const imageKey = `${stem}.${input.image.ext}`;
    const heatmapKey = `${stem}.heatmap.png`;
    await deps.storage.put(imageKey, input.image.bytes, input.image.contentType);
    stored.push(imageKey);
    await deps.storage.put(heatmapKey, output.heatmapPng, "image/png");
    stored.push(heatmapKey);
    const thumbnailKey = thumbnailKeyFor(imageKey);
    await deps.storage.put(thumbnailKey, await makeThumbnail(input.image.bytes), THUMBNAIL_TYPE);
    stored.push(thumbnailKey);
    ({ item, used } = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("image_analyses")
        .values({
          id,
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
      const committed = await commitQuota(trx, id, deps.now());
      if (!committed) throw new ApiError("analysis_failed", "The upload took too long and was cancelled.");
      return { item: toItem(row, deps.config.jwtSecret, now), used: committed.used };
    }));
  } catch (error) {
    await releaseQuota(deps.db, [id]);
    await tidy(deps, stored);
    throw error;
  }
  const limit = reserved.limit;
  await notifyUsage(deps, { ...input, tier: reserved.tier, used, limit }).catch((error) =>
    deps.log.error("usage notification failed", { user_id: input.userId, error }),
  );
  return { item, usage: { current_month: used, monthly_limit: limit, remaining: Math.max(0, limit - used) } };
}
