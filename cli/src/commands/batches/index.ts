import { Command } from "commander";
import { batchesGetCommand } from "./get.ts";
import { batchesWaitCommand } from "./wait.ts";

export function batchesCommand(): Command {
  return new Command("batches")
    .description("Follow batches queued with `adlens analyze --async`")
    .addCommand(batchesGetCommand())
    .addCommand(batchesWaitCommand());
}
