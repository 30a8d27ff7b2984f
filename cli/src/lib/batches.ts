import { type AdLens, type AdLensError, adLensError, type Batch } from "@adlens/sdk";
import type { AnalyzeTarget } from "./inputs.ts";
import { onEarlyExit } from "./lifecycle.ts";
import { describeError, type FileResult, printLine, scoredResult } from "./output.ts";
import { createProgress } from "./progress.ts";

/** A file's result plus, on failure, the error itself (for the exit code; not printed). */
export interface Outcome {
  result: FileResult;
  cause?: unknown;
}

/** The plan's batch cap, from the API; a batch larger than it is refused. */
export async function batchCap(client: AdLens): Promise<number> {
  const [me, plans] = await Promise.all([client.me.get(), client.plans.list()]);
  const plan = plans.data.find((p) => p.tier === me.profile.subscription_tier);
  return Math.max(1, plan?.batch_limit ?? 10);
}

/**
 * Queues the targets as batches of at most `cap` images (files as multipart, URLs as JSON, never
 * mixed in one request), filed in `project` when given, and returns the batch ids in order. Every
 * batch is queued before any is waited on, so the workers see all the work at once.
 *
 * Until `release()` is called, an early exit (Ctrl-C, a closed pipe) cancels what these batches
 * have not started, so the quota counts only what the run delivered.
 */
export async function submitBatches(
  client: AdLens,
  targets: AnalyzeTarget[],
  cap: number,
  project?: string,
): Promise<{ batches: Batch[]; release: () => void }> {
  const files = targets.filter((t) => t.kind === "file");
  const urls = targets.filter((t) => t.kind === "url");
  const batches: Batch[] = [];
  const guards: (() => void)[] = [];
  const queued = (batch: Batch) => {
    batches.push(batch);
    guards.push(onEarlyExit(() => client.batches.cancel(batch.id, { timeoutMs: 2_500 })));
  };
  for (let i = 0; i < files.length; i += cap) {
    const chunk = files.slice(i, i + cap);
    queued(await client.batches.create({ files: chunk.map((f) => ({ file: f.path, filename: f.name })), project }));
  }
  for (let i = 0; i < urls.length; i += cap) {
    const chunk = urls.slice(i, i + cap);
    queued(
      await client.batches.create({ images: chunk.map((u) => ({ image_url: u.url, filename: u.name })), project }),
    );
  }
  const release = () => {
    for (const forget of guards) forget();
  };
  return { batches, release };
}

type Item = Batch["items"][number];

async function resultOf(client: AdLens, item: Item, input: string, failUnder?: number): Promise<Outcome> {
  if (item.status === "failed") {
    const cause = adLensError({
      status: 0,
      code: (item.error?.code ?? "analysis_failed") as AdLensError["code"],
      message: item.error?.message ?? "The analysis failed.",
    });
    return {
      result: { input, filename: item.filename, status: "error", id: item.id, error: describeError(cause) },
      cause,
    };
  }
  try {
    const analysis = await client.analyses.get(item.id);
    const r = analysis.analysis_result;
    if (!r) throw adLensError({ status: 0, code: "analysis_failed", message: "The analysis has no result." });
    return { result: scoredResult(input, analysis, r, failUnder) };
  } catch (error) {
    return {
      result: { input, filename: item.filename, status: "error", id: item.id, error: describeError(error) },
      cause: error,
    };
  }
}

/**
 * Follows batches to their end with the same progress bar as synchronous runs: polls them, and
 * as each item finishes reads its analysis (score, ad type, top recommendation) or its error.
 * `inputs` names each item's source (the path or URL given) in batch order; defaults to filenames.
 */
export async function followBatches(
  client: AdLens,
  batchIds: string[],
  opts: { failUnder?: number; ndjson?: boolean; animate: boolean; intervalMs?: number; inputs?: string[] },
): Promise<Outcome[]> {
  let batches = await Promise.all(batchIds.map((id) => client.batches.get(id)));
  const items = batches.flatMap((b) => b.items);
  const total = items.length;
  const progress = createProgress(total, opts.animate && !opts.ndjson);
  const outcomes = new Map<string, Outcome>();
  const inputOf = new Map(items.map((item, i) => [item.id, opts.inputs?.[i] ?? item.filename]));
  try {
    for (;;) {
      for (const item of batches.flatMap((b) => b.items)) {
        if (outcomes.has(item.id) || (item.status !== "done" && item.status !== "failed")) continue;
        const outcome = await resultOf(client, item, inputOf.get(item.id) ?? item.filename, opts.failUnder);
        outcomes.set(item.id, outcome);
        progress.tick(outcome.result.status === "ok");
        if (opts.ndjson) printLine(outcome.result);
      }
      if (outcomes.size === total) break;
      await new Promise((resolve) => setTimeout(resolve, opts.intervalMs ?? 1_000));
      batches = await Promise.all(batchIds.map((id) => client.batches.get(id)));
    }
  } finally {
    progress.stop();
  }
  return items.map((item) => outcomes.get(item.id) as Outcome);
}
