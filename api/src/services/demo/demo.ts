import { sql } from "kysely";
import { normalizeAnalysisResult } from "../../analysis/normalize.ts";
import type { AnalysisResult } from "../../analysis/result.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError, type ErrorCode } from "../../errors.ts";
import { DEMO_LANE, DEMO_PRIORITY, jobOutcome, QUEUES } from "../../jobs/queue.ts";
import { runEngine } from "../analyses/run-engine.ts";
import { cleanFilename } from "../analyses/source.ts";
import { prepareImage } from "../images/prepare.ts";
import { hitRateLimit, type RateLimitRule } from "../rate-limit/rate-limit.ts";

/** Anonymous visitors share the CPU with paying users, so each IP gets a few demos an hour. */
export const DEMO_RULE: RateLimitRule = { name: "demo:ip", limit: 5, windowSeconds: 60 * 60 };

export interface DemoResult {
  filename: string;
  created_at: string;
  analysis_result: AnalysisResult;
  /** The attention heatmap PNG inline, since nothing is stored to link to. */
  heatmap_url: string;
}

/** Counts the attempt against the visitor's IP before any work is done. */
export async function takeDemoSlot(deps: AppDeps, ip: string): Promise<void> {
  try {
    await hitRateLimit(deps.db, DEMO_RULE, ip, deps.now());
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") {
      throw new ApiError(
        "rate_limited",
        `The demo analyses ${DEMO_RULE.limit} images per hour. Sign up for free to analyse more.`,
        { retryAfter: error.details?.retryAfter },
      );
    }
    throw error;
  }
}

/** What a demo job carries: the upload itself, since nothing is stored to point to. */
export interface DemoJob {
  image: string;
  filename: string | undefined;
}

/** A demo job's output: the result, or the refusal the visitor gets (an unreadable image). */
type DemoOutput = DemoResult | { error: { code: ErrorCode; message: string } };

/** Thrown when every demo slot is held: the job goes back to the queue for a second. */
class NoDemoSlot extends Error {}

/**
 * Claims one of the first DEMO_CONCURRENCY slots for this job, or null when all are held. A slot
 * whose job is no longer running (its worker died; pg-boss failed it) counts as free.
 */
async function claimSlot(deps: AppDeps, jobId: string): Promise<number | null> {
  const { rows } = await sql<{ slot: number }>`
    UPDATE demo_slots SET job_id = ${jobId}::uuid
    WHERE slot = (
      SELECT s.slot FROM demo_slots s
      WHERE s.slot < ${deps.config.demo.concurrency}
        AND (s.job_id IS NULL OR NOT EXISTS (
          SELECT 1 FROM pgboss.job j
          WHERE j.name = ${QUEUES.analysis} AND j.id = s.job_id AND j.state = 'active'))
      ORDER BY s.slot LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING slot`.execute(deps.db);
  return rows[0]?.slot ?? null;
}

/**
 * Runs on an analysis worker, whichever process it is in, inside a demo slot. An image that
 * cannot be analysed is the visitor's answer, not a reason to retry; anything else fails the job
 * and it is retried, as it is when no slot is free.
 */
export async function runDemoJob(deps: AppDeps, jobId: string, job: DemoJob): Promise<DemoOutput> {
  const slot = await claimSlot(deps, jobId);
  if (slot === null) throw new NoDemoSlot("every demo slot is taken");
  try {
    const image = await prepareImage(Buffer.from(job.image, "base64"));
    const filename = cleanFilename(job.filename, image.ext);
    const output = await runEngine(deps, image.bytes, filename);
    return {
      filename,
      created_at: deps.now().toISOString(),
      analysis_result: { ...normalizeAnalysisResult(output.result), filename },
      heatmap_url: `data:image/png;base64,${Buffer.from(output.heatmapPng).toString("base64")}`,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { error: { code: error.code, message: error.message } };
    throw error;
  } finally {
    await deps.db
      .updateTable("demo_slots")
      .set({ job_id: null })
      .where("slot", "=", slot)
      .where("job_id", "=", jobId)
      .execute();
  }
}

const BUSY = "The demo is busy right now. Please try again in a minute, or sign up to analyse without waiting.";
const POLL_MS = [50, 100, 150, 250];

/**
 * Analyses an image without an account and without storing anything: as a job of the demo lane
 * (lowest priority, `DEMO_CONCURRENCY` at once across the instance), waited for here. The job,
 * which holds the image, is deleted as soon as the answer is read or the wait is given up.
 */
export async function demoAnalyze(deps: AppDeps, bytes: Uint8Array, rawName: string | undefined): Promise<DemoResult> {
  const id = crypto.randomUUID();
  const waitSeconds = Math.ceil(deps.config.demo.waitMs / 1000);
  const data: { id: string; demo: DemoJob } = {
    id,
    demo: { image: Buffer.from(bytes).toString("base64"), filename: rawName },
  };
  await deps.jobs.send(QUEUES.analysis, data, {
    id,
    priority: DEMO_PRIORITY,
    group: { id: DEMO_LANE },
    // Mostly for a full set of slots: back in a second, for as long as the visitor waits.
    retryLimit: waitSeconds * 2,
    retryDelay: 1,
    retryBackoff: false,
    // Whatever happens to this request, pg-boss drops the job and its image soon after.
    retentionSeconds: waitSeconds + 60,
    deleteAfterSeconds: 60,
  });
  const deadline = Date.now() + deps.config.demo.waitMs;
  try {
    for (let i = 0; Date.now() < deadline; i++) {
      const job = await jobOutcome(deps.db, QUEUES.analysis, id);
      if (job?.state === "completed") {
        const output = job.output as DemoOutput;
        if ("error" in output) throw new ApiError(output.error.code, output.error.message);
        return output;
      }
      if (!job || job.state === "failed" || job.state === "cancelled") {
        throw new ApiError("analysis_failed", "Failed to analyze image");
      }
      await Bun.sleep(POLL_MS[Math.min(i, POLL_MS.length - 1)] ?? 250);
    }
    throw new ApiError("service_unavailable", BUSY, { retryAfter: 60 });
  } finally {
    await deps.jobs
      .cancel(QUEUES.analysis, id)
      .then(() => deps.jobs.deleteJob(QUEUES.analysis, id))
      .catch((error) => deps.log.warn("demo job not cleaned up", { job_id: id, error }));
  }
}
