import { EXIT } from "./exit-codes.ts";

/**
 * How the process ends early. Both ways exit at once: the open upload connections close with
 * the process, so no further image is sent and nothing more is counted against the quota.
 *
 * - Ctrl-C: the terminal turns the key into SIGINT only while it is in cooked mode, which is why
 *   the spinners never put stdin into raw mode (see progress.ts).
 * - A reader that went away (`adlens analyze … --ndjson | head -3`): the next write fails with
 *   EPIPE. That is the reader's choice, not an error, so it ends quietly with the status a shell
 *   gives any Unix tool killed by SIGPIPE.
 */
export function installExitHandlers(): void {
  process.on("SIGINT", () => {
    process.stderr.write("\nInterrupted.\n");
    process.exit(EXIT.interrupted);
  });
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(EXIT.pipeClosed);
    throw error;
  });
}
