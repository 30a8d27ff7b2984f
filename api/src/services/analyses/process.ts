import { normalizeAnalysisResult } from "../../analysis/normalize.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { fetchImage } from "../fetch/fetch-image.ts";
import { MAX_IMAGE_BYTES, prepareImage } from "../images/prepare.ts";
import { makeThumbnail, THUMBNAIL_TYPE, thumbnailKeyFor } from "../images/thumbnail.ts";
import { workspaceVision } from "../vision-model/vision-model.ts";
import { completeAnalysis, failAnalysis, removeStored } from "./finish.ts";
import { runEngine } from "./run-engine.ts";
import { cleanFilename, FETCH_TIMEOUT_MS } from "./source.ts";

/** The image of a job: stored at submission, or fetched from its URL now and stored. */
async function loadImage(
  deps: AppDeps,
  job: {
    id: string;
    workspace_id: string;
    image_key: string | null;
    mime_type: string | null;
    source_url: string | null;
    original_filename: string;
  },
) {
  if (job.image_key && job.mime_type) {
    const object = await deps.storage.get(job.image_key);
    if (!object) throw new ApiError("analysis_failed", "The uploaded image is no longer stored.");
    return { bytes: object.body, key: job.image_key, mimeType: job.mime_type, filename: job.original_filename };
  }
  const fetched = await fetchImage(job.source_url ?? "", {
    allowHosts: deps.config.fetchAllowHosts,
    maxBytes: MAX_IMAGE_BYTES,
    timeoutMs: FETCH_TIMEOUT_MS,
  });
  const image = await prepareImage(fetched.bytes);
  const key = `${job.workspace_id}/${deps.now().getTime()}-${job.id.slice(0, 8)}.${image.ext}`;
  await deps.storage.put(key, image.bytes, image.contentType);
  const filename = job.original_filename === "image" ? cleanFilename(fetched.name, image.ext) : job.original_filename;
  const updated = await deps.db
    .updateTable("analysis_jobs")
    .set({ image_key: key, mime_type: image.contentType, original_filename: filename })
    .where("id", "=", job.id)
    .where("status", "=", "running")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await removeStored(deps, [key]);
    return null;
  }
  return { bytes: image.bytes, key, mimeType: image.contentType, filename };
}

/**
 * One attempt at one analysis job. A problem with the image itself (undecodable, unreachable URL,
 * the engine refusing it) ends the analysis as failed at once; anything else (storage or database
 * trouble) is thrown so the queue retries the job, up to its attempt limit.
 */
export async function processAnalysis(deps: AppDeps, id: string): Promise<void> {
  const job = await deps.db
    .updateTable("analysis_jobs")
    .set((eb) => ({ status: "running", started_at: deps.now(), attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("status", "in", ["queued", "running"])
    .returningAll()
    .executeTakeFirst();
  // Already ended (a retry after the work landed, a sweep that gave up) or the account is gone.
  if (!job) return;
  let loaded: Awaited<ReturnType<typeof loadImage>>;
  let output: Awaited<ReturnType<typeof runEngine>>;
  try {
    loaded = await loadImage(deps, job);
    if (!loaded) return;
    output = await runEngine(deps, loaded.bytes, loaded.filename, await workspaceVision(deps, job.workspace_id));
  } catch (error) {
    if (error instanceof ApiError && (error.status < 500 || error.code === "analysis_failed")) {
      await failAnalysis(deps, id, error.code, error.message);
      return;
    }
    throw error;
  }
  const heatmapKey = loaded.key.replace(/\.\w+$/, ".heatmap.png");
  const thumbnailKey = thumbnailKeyFor(loaded.key);
  await deps.storage.put(heatmapKey, output.heatmapPng, "image/png");
  await deps.storage.put(thumbnailKey, await makeThumbnail(loaded.bytes), THUMBNAIL_TYPE);
  const stored = await completeAnalysis(deps, id, {
    image_key: loaded.key,
    heatmap_key: heatmapKey,
    thumbnail_key: thumbnailKey,
    mime_type: loaded.mimeType,
    result: normalizeAnalysisResult(output.result),
  }).catch((error) => {
    // The account was deleted while this analysis was being stored: its row cannot be written,
    // and a retry would find no job and leave the heatmap and thumbnail behind.
    if ((error as { code?: unknown } | null)?.code === "23503") return false;
    throw error;
  });
  if (stored) return;
  // The image itself belongs to the job while the job exists (another attempt may have stored
  // it); once the job is gone with its account, nothing else points at it.
  const jobGone = !(await deps.db.selectFrom("analysis_jobs").select("id").where("id", "=", id).executeTakeFirst());
  await removeStored(deps, jobGone ? [loaded.key, heatmapKey, thumbnailKey] : [heatmapKey, thumbnailKey]);
}
