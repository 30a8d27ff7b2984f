#!/usr/bin/env node
import { CommanderError } from "commander";
import { EXIT, exitCodeOf } from "./lib/exit-codes.ts";
import { installExitHandlers } from "./lib/lifecycle.ts";
import { reportError } from "./lib/output.ts";
import { buildProgram } from "./program.ts";

installExitHandlers();

const argv = process.argv.slice(2);
const json = argv.includes("--json") || argv.includes("--ndjson") || !process.stdout.isTTY;

try {
  const program = buildProgram();
  // Subcommands inherit exitOverride only when set before they are added; set it on each.
  for (const command of program.commands) {
    command.exitOverride();
    for (const sub of command.commands) sub.exitOverride();
  }
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander has already printed help, the version or the usage message.
    const shown = ["commander.helpDisplayed", "commander.version", "commander.help"].includes(error.code);
    process.exitCode = shown ? EXIT.ok : EXIT.usage;
  } else {
    reportError(error, json);
    process.exitCode = exitCodeOf(error);
  }
}
