import ora, { type Options, type Ora } from "ora";
import { exitingEarly, onEarlyExit } from "./lifecycle.ts";

const BAR_WIDTH = 24;

function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
}

/** The ETA from the average time per finished item so far. */
export function estimateRemaining(done: number, total: number, elapsedMs: number): number | undefined {
  if (done === 0) return undefined;
  return (elapsedMs / done) * (total - done);
}

export function progressText(done: number, failed: number, total: number, elapsedMs: number): string {
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
  const bar = `${"█".repeat(filled)}${"░".repeat(BAR_WIDTH - filled)}`;
  const eta = estimateRemaining(done, total, elapsedMs);
  const failures = failed ? ` · ${failed} failed` : "";
  return `${bar} ${done}/${total}${failures} · ETA ${eta === undefined ? "…" : formatDuration(eta)}`;
}

/**
 * Whether stderr is a terminal we can redraw on. A pseudo-terminal reporting 0 columns (some CI
 * runners, `script`) would make the spinner's line arithmetic go wrong, so it counts as "no".
 */
export function canAnimate(): boolean {
  return Boolean(process.stderr.isTTY) && (process.stderr.columns ?? 0) > 0;
}

/**
 * ora's default `discardStdin` puts the terminal into raw mode while it spins, so Ctrl-C stops
 * being a signal and becomes a byte on stdin, which its listener never reads (it is attached
 * without switching stdin to flowing mode): the keypress was lost and batches ran to the end.
 * Leaving the terminal in cooked mode lets the kernel deliver SIGINT as for any other program.
 */
function spinner(text: string): Ora {
  const options: Options = { stream: process.stderr, text, discardStdin: false };
  return ora(options).start();
}

/** A spinner with a bar, counts and an ETA on stderr; silent when stderr is not a terminal. */
export function createProgress(total: number, enabled = canAnimate()) {
  const started = Date.now();
  let done = 0;
  let failed = 0;
  // Never started once the run is being interrupted: it would draw after "Interrupted.".
  const bar = enabled && !exitingEarly() ? spinner(progressText(0, 0, total, 0)) : null;
  // Cleared, not summarised, when the run is interrupted: nothing may redraw after "Interrupted.".
  const forget = bar ? onEarlyExit(() => bar.stop()) : () => {};
  return {
    tick(ok: boolean) {
      done++;
      if (!ok) failed++;
      if (bar) bar.text = progressText(done, failed, total, Date.now() - started);
    },
    stop() {
      forget();
      if (!bar) return;
      const summary = `Analysed ${done - failed}/${total}${failed ? `, ${failed} failed` : ""} in ${formatDuration(Date.now() - started)}`;
      if (failed) bar.warn(summary);
      else bar.succeed(summary);
    },
  };
}

/** A spinner for a single long call, shown only on a terminal and outside JSON mode. */
export async function withSpinner<T>(text: string, enabled: boolean, work: () => Promise<T>): Promise<T> {
  const shown = enabled && canAnimate() ? spinner(text) : null;
  try {
    return await work();
  } finally {
    shown?.stop();
  }
}
