import { type AdLens, AdLensError, type Project } from "@adlens/sdk";
import { Command, InvalidArgumentError } from "commander";
import { batchCap, followBatches, type Outcome, submitBatches } from "../../lib/batches.ts";
import { signedIn } from "../../lib/command.ts";
import type { GlobalOptions } from "../../lib/context.ts";
import { CliError, EXIT, exitCodeOf } from "../../lib/exit-codes.ts";
import { type AnalyzeTarget, expandTargets } from "../../lib/inputs.ts";
import { exitingEarly } from "../../lib/lifecycle.ts";
import { describeError, type FileResult, formatTable, printJson, printLine, scoredResult } from "../../lib/output.ts";
import { canAnimate, createProgress } from "../../lib/progress.ts";
import { resolveProject } from "../../lib/projects.ts";

interface AnalyzeOptions extends GlobalOptions {
  concurrency: number;
  failUnder?: number;
  ndjson?: boolean;
  async?: boolean;
  wait: boolean;
  project?: string;
  failOnCompetitor?: boolean;
}

/** Where a run's analyses were filed, as `--project` reports it. */
interface Filed {
  id: string;
  name: string;
  filed: number;
}

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 32) throw new InvalidArgumentError("must be an integer from 1 to 32");
  return n;
}

function score(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 10) throw new InvalidArgumentError("must be a number from 0 to 10");
  return n;
}

async function analyzeOne(
  client: AdLens,
  target: AnalyzeTarget,
  project: Project | null,
  failUnder?: number,
): Promise<Outcome> {
  const input = target.kind === "file" ? target.path : target.url;
  try {
    const analysis = await client.analyses.create({
      ...(target.kind === "file"
        ? { file: target.path, filename: target.name }
        : { image_url: target.url, filename: target.name }),
      project: project?.id,
    });
    return { result: { ...scoredResult(input, analysis, analysis.analysis_result, failUnder), analysis } };
  } catch (error) {
    return { result: { input, filename: target.name, status: "error", error: describeError(error) }, cause: error };
  }
}

/**
 * The exit code of a batch: an auth failure (3) first, then quota (4), then any other failed
 * file (1), then the score and competitor gates (5). A batch with failures is incomplete, so its gate verdict
 * would not be trustworthy.
 */
export function batchExitCode(outcomes: Outcome[]): number {
  const codes = outcomes.filter((o) => o.result.status === "error").map((o) => exitCodeOf(o.cause));
  if (codes.includes(EXIT.auth)) return EXIT.auth;
  if (codes.includes(EXIT.quota)) return EXIT.quota;
  if (codes.length) return EXIT.error;
  if (outcomes.some((o) => o.result.below_threshold || o.result.competitors?.length)) return EXIT.scoreGate;
  return EXIT.ok;
}

export function analyzeCommand(): Command {
  return new Command("analyze")
    .description("Analyse images: files, directories (recursive), globs or http(s) URLs")
    .argument("<inputs...>", "files, directories, globs or image URLs")
    .option("-c, --concurrency <n>", "images analysed at once", positiveInt, 4)
    .option("--fail-under <score>", "exit 5 when any image scores below this (0-10): the CI gate", score)
    .option("--ndjson", "one JSON result per line, as each image finishes")
    .option("--async", "queue the images as batches (the workers analyse them) instead of one request each")
    .option("--no-wait", "with --async: print the batch ids and exit at once (follow with `adlens batches wait`)")
    .option("--project <project>", "file the analysed images in this project (its id or name) as they are stored")
    .option(
      "--fail-on-competitor",
      `exit ${EXIT.scoreGate} when a competitor of the workspace's brand kit appears in any image (Enterprise)`,
    )
    .action(
      signedIn<AnalyzeOptions, [string[]]>(async ({ ctx, opts, json }, inputs) => {
        const targets = await expandTargets(inputs);
        if (targets.length === 0) throw new CliError("not_found", "No images matched the inputs.", EXIT.usage);
        // Checked before any upload, so a mistyped project costs no quota.
        const project = opts.project === undefined ? null : await resolveProject(ctx.client, opts.project);
        if (opts.failOnCompetitor) await requireBrandKit(ctx.client);
        if (opts.async) return analyzeAsync(ctx.client, targets, opts, json, project);

        const progress = createProgress(targets.length, canAnimate() && !opts.ndjson);
        const outcomes: Outcome[] = new Array(targets.length);
        let next = 0;
        let stopped: unknown;
        const worker = async () => {
          while (next < targets.length && stopped === undefined && !exitingEarly()) {
            const index = next++;
            const outcome = await analyzeOne(ctx.client, targets[index] as AnalyzeTarget, project, opts.failUnder);
            if (outcome.cause !== undefined && stopsBatch(outcome.cause, outcomes)) stopped = outcome.cause;
            outcomes[index] = outcome;
            progress.tick(outcome.result.status === "ok");
            if (opts.ndjson) printLine(outcome.result);
          }
        };
        await Promise.all(Array.from({ length: Math.min(opts.concurrency, targets.length) }, worker));
        progress.stop();
        if (stopped !== undefined) throw stopped;

        const finished = outcomes.filter(Boolean);
        if (opts.failOnCompetitor) await markCompetitors(ctx.client, finished);
        report(finished, opts, json, filedIn(project, finished));
      }),
    );
}

/** `--fail-on-competitor` reads analyses against the brand kit: checked before any upload costs quota. */
async function requireBrandKit(client: AdLens): Promise<void> {
  const kit = await client.brandKit.get();
  if (!kit.updated_at) {
    throw new CliError(
      "not_found",
      "--fail-on-competitor needs the workspace's brand kit: set one with `adlens brand-kit set FILE.json`.",
      EXIT.usage,
    );
  }
}

/** Reads each analysed image's brand fit and records the competitors found in it. */
async function markCompetitors(client: AdLens, outcomes: Outcome[]): Promise<void> {
  for (const outcome of outcomes) {
    const { result } = outcome;
    if (result.status !== "ok" || !result.id) continue;
    const fit = await client.brandKit.fit(result.id);
    result.competitors = fit.competitors.filter((c) => c.found_by.length).map((c) => c.name);
  }
}

/** `--project`: every image the run analysed was filed in the project as it was stored. */
function filedIn(project: Project | null, outcomes: Outcome[]): Filed | undefined {
  if (!project) return undefined;
  return { id: project.id, name: project.name, filed: outcomes.filter((o) => o.result.status === "ok").length };
}

/** Prints the results (unless streamed as NDJSON) and sets the exit code; shared with `batches wait`. */
export function report(
  finished: Outcome[],
  opts: { failUnder?: number; ndjson?: boolean },
  json: boolean,
  project?: Filed,
) {
  const done = finished.map((o) => o.result);
  if (opts.ndjson) {
    // Lines were streamed as results arrived.
  } else if (json) {
    printJson({ results: done, summary: summarise(done, opts.failUnder), ...(project ? { project } : {}) });
  } else {
    printHuman(done, opts.failUnder);
    if (project) process.stdout.write(`Filed ${project.filed} analysis(es) in project "${project.name}".\n`);
  }
  for (const r of done) {
    if (r.status === "error" && !json)
      process.stderr.write(`error [${r.error?.code}] ${r.input}: ${r.error?.message}\n`);
    if (r.competitors?.length) {
      process.stderr.write(`competitor present in ${r.filename}: ${r.competitors.join(", ")} (--fail-on-competitor)\n`);
    }
  }
  process.exitCode = batchExitCode(finished);
}

/**
 * `--async`: queue everything as batches (up to the plan's cap each) and, unless --no-wait,
 * follow them with the same progress bar, table, exit codes and --fail-under gate.
 */
async function analyzeAsync(
  client: AdLens,
  targets: AnalyzeTarget[],
  opts: AnalyzeOptions,
  json: boolean,
  project: Project | null,
) {
  const { batches, release } = await submitBatches(client, targets, await batchCap(client), project?.id);
  if (!opts.wait) {
    // Queued on purpose, to be followed later: an interruption from here on leaves them be.
    release();
    const summary = batches.map((b) => ({ id: b.id, total: b.total, status: b.status }));
    const filing = project ? { id: project.id, name: project.name } : undefined;
    if (json || opts.ndjson) printJson({ batches: summary, ...(filing ? { project: filing } : {}) });
    else {
      const into = filing ? ` for project "${filing.name}"` : "";
      for (const b of summary)
        process.stdout.write(`Queued batch ${b.id} (${b.total} images)${into}: adlens batches wait ${b.id}\n`);
    }
    return;
  }
  if (!json && !opts.ndjson && canAnimate()) {
    process.stderr.write(
      `Queued ${targets.length} images in ${batches.length} batch(es): ${batches.map((b) => b.id).join(", ")}\n`,
    );
  }
  // submitBatches keeps files before URLs, each in the order given: the same order as the items.
  const ordered = [...targets.filter((t) => t.kind === "file"), ...targets.filter((t) => t.kind === "url")];
  const outcomes = await followBatches(
    client,
    batches.map((b) => b.id),
    {
      failUnder: opts.failUnder,
      ndjson: opts.ndjson,
      animate: canAnimate(),
      inputs: ordered.map((t) => (t.kind === "file" ? t.path : t.url)),
    },
  );
  release();
  if (opts.failOnCompetitor) await markCompetitors(client, outcomes);
  report(outcomes, opts, json, filedIn(project, outcomes));
}

/**
 * Failures every other file would repeat stop the batch instead: a rejected credential, an
 * answer that is not the AdLens API, or an API that cannot be reached before anything succeeded.
 */
function stopsBatch(cause: unknown, outcomes: Outcome[]): boolean {
  if (exitCodeOf(cause) === EXIT.auth) return true;
  if (!AdLensError.is(cause)) return false;
  if (cause.code === "unexpected_response") return true;
  return cause.code === "network_error" && !outcomes.some((o) => o?.result.status === "ok");
}

export function summarise(results: FileResult[], failUnder?: number) {
  const ok = results.filter((r) => r.status === "ok");
  const scores = ok.map((r) => r.score ?? 0);
  return {
    total: results.length,
    analysed: ok.length,
    failed: results.length - ok.length,
    average_score: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
    min_score: scores.length ? Math.min(...scores) : null,
    fail_under: failUnder ?? null,
    below_threshold: results.filter((r) => r.below_threshold).length,
    ...(results.some((r) => r.competitors)
      ? { with_competitor: results.filter((r) => r.competitors?.length).length }
      : {}),
  };
}

export function printHuman(results: FileResult[], failUnder?: number) {
  const table = formatTable(results, [
    { header: "FILE", value: (r) => r.filename, flexible: true },
    {
      header: "SCORE",
      value: (r) => (r.status === "ok" ? `${r.score?.toFixed(1)}${r.below_threshold ? " ✗" : ""}` : "—"),
    },
    { header: "AD TYPE", value: (r) => (r.status === "ok" ? (r.ad_type ?? "") : "error") },
    {
      header: "TOP RECOMMENDATION",
      value: (r) => (r.status === "ok" ? (r.top_recommendation ?? "") : `${r.error?.code}: ${r.error?.message}`),
      flexible: true,
    },
  ]);
  const s = summarise(results, failUnder);
  const gate = failUnder === undefined ? "" : ` · ${s.below_threshold} below ${failUnder}`;
  process.stdout.write(`${table}\n\n${s.analysed}/${s.total} analysed · average ${s.average_score ?? "—"}${gate}\n`);
}
