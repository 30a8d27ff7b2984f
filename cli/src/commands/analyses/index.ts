import { Command } from "commander";
import { deleteCommand } from "./delete.ts";
import { exportCommand } from "./export.ts";
import { getCommand } from "./get.ts";
import { listCommand } from "./list.ts";

export function analysesCommand(): Command {
  return new Command("analyses")
    .description("Browse, show, export and delete your analyses")
    .addCommand(listCommand())
    .addCommand(getCommand())
    .addCommand(exportCommand())
    .addCommand(deleteCommand());
}
