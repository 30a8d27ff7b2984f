import { createInterface } from "node:readline/promises";
import type { GlobalOptions } from "./context.ts";
import { CliError, EXIT } from "./exit-codes.ts";

export async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** Reads a line without echoing it (passwords). Ctrl-C exits with 130. */
export function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return ask(question);
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = "";
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    const done = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stderr.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          done();
          return resolve(value);
        }
        if (char === "\u0003") {
          done();
          return reject(new CliError("interrupted", "Interrupted.", EXIT.interrupted));
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

/**
 * Destructive commands go ahead with --yes, or when the person at the keyboard answers yes.
 * Without a keyboard (a pipe, CI) there is nobody to ask, so they refuse instead of guessing.
 */
export async function confirmOrCancel(opts: GlobalOptions, what: string, question: string): Promise<void> {
  if (opts.yes) return;
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new CliError("confirmation_required", `Refusing to ${what} without --yes (not interactive).`, EXIT.usage);
  }
  if (!/^y(es)?$/i.test(await ask(`${question} [y/N] `))) throw new CliError("cancelled", "Cancelled.", EXIT.error);
}

/** Reads all of stdin (for --password-stdin). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}
