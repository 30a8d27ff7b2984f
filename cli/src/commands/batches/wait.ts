import { Command, InvalidArgumentError } from "commander";
import { followBatches } from "../../lib/batches.ts";
import { signedIn } from "../../lib/command.ts";
import type { GlobalOptions } from "../../lib/context.ts";
import { canAnimate } from "../../lib/progress.ts";
import { report } from "../analyses/analyze.ts";

interface WaitOptions extends GlobalOptions {
  failUnder?: number;
  ndjson?: boolean;
}

function score(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 10) throw new InvalidArgumentError("must be a number from 0 to 10");
  return n;
}

export function batchesWaitCommand(): Command {
  return new Command("wait")
    .description("Wait for a batch to finish, with a progress bar; then its results, exit codes as for analyze")
    .argument("<id>", "the batch id (printed by `adlens analyze --async`)")
    .option("--fail-under <score>", "exit 5 when any image scores below this (0-10): the CI gate", score)
    .option("--ndjson", "one JSON result per line, as each image finishes")
    .action(
      signedIn<WaitOptions, [string]>(async ({ ctx, opts, json }, id) => {
        const outcomes = await followBatches(ctx.client, [id], {
          failUnder: opts.failUnder,
          ndjson: opts.ndjson,
          animate: canAnimate(),
        });
        report(outcomes, opts, json);
      }),
    );
}
