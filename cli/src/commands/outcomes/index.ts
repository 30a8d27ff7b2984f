import { Command } from "commander";
import { outcomesImportCommand } from "./import.ts";
import { outcomesModelsCommand } from "./models.ts";

export function outcomesCommand(): Command {
  return new Command("outcomes")
    .description("Ad results and the workspace's own performance model (Enterprise)")
    .addCommand(outcomesImportCommand())
    .addCommand(outcomesModelsCommand());
}
