import { EXIT } from "./exit-codes.ts";

/** How long an early exit waits for its clean-up (cancelling queued work) before leaving anyway. */
const CLEANUP_LIMIT_MS = 3_000;

const cleanups = new Set<() => unknown>();
let exiting = false;

/**
 * Registers work to do if the run ends early: clear a progress bar, cancel queued batches.
 * Returns a function that unregisters it, for when the run gets past the point it guards.
 * Clean-ups run newest first, so a bar drawn over a batch is cleared before the batch is cancelled.
 */
export function onEarlyExit(cleanup: () => unknown): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** True once an early exit has begun: loops stop starting new work while it cleans up. */
export function exitingEarly(): boolean {
  return exiting;
}

/** Runs a clean-up; one that fails must not keep the others from running. */
async function settle(cleanup: () => unknown): Promise<void> {
  try {
    await cleanup();
  } catch {}
}

async function exitEarly(code: number, message = ""): Promise<void> {
  // A second Ctrl-C while cleaning up: the person does not want to wait.
  if (exiting) process.exit(code);
  exiting = true;
  const done = (async () => {
    // Until none is left: work that was starting as the key was pressed may register one more.
    while (cleanups.size > 0) {
      const pending = [...cleanups].reverse();
      cleanups.clear();
      for (const cleanup of pending) await settle(cleanup);
    }
  })();
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, CLEANUP_LIMIT_MS).unref())]);
  if (message) process.stderr.write(message);
  process.exit(code);
}

/**
 * How the process ends early. Both ways stop at once: no further image is sent, open upload
 * connections close with the process (the API cancels an upload whose caller hung up before a
 * worker took it), and batches this run queued are cancelled (`POST /v1/batches/{id}/cancel`),
 * so nothing that has not started is counted against the quota.
 *
 * - Ctrl-C: the terminal turns the key into SIGINT only while it is in cooked mode, which is why
 *   the spinners never put stdin into raw mode (see progress.ts).
 * - A reader that went away (`adlens analyze … --ndjson | head -3`): the next write fails with
 *   EPIPE. That is the reader's choice, not an error, so it ends quietly with the status a shell
 *   gives any Unix tool killed by SIGPIPE.
 */
export function installExitHandlers(): void {
  process.on("SIGINT", () => void exitEarly(EXIT.interrupted, "\nInterrupted.\n"));
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") return void exitEarly(EXIT.pipeClosed);
    throw error;
  });
}
