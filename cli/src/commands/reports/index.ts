import { Command } from "commander";
import { reportsAnalysisCommand } from "./analysis.ts";
import { reportsCompareCommand } from "./compare.ts";
import { reportsWorkspaceCommand } from "./workspace.ts";

export function reportsCommand(): Command {
  return new Command("reports")
    .description("Download client-ready reports as PDF or printable HTML, with your workspace's name and logo")
    .addCommand(reportsAnalysisCommand())
    .addCommand(reportsCompareCommand())
    .addCommand(reportsWorkspaceCommand());
}
