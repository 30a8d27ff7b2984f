import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { CliError, EXIT } from "../../lib/exit-codes.ts";
import { formatOption, outputHelp, type ReportOptions, saveReport } from "../../lib/reports.ts";

export function reportsCompareCommand(): Command {
  return new Command("compare")
    .description("Download the client report comparing 2 to 4 analyses side by side (Pro and Enterprise)")
    .argument("<ids...>", "2 to 4 analysis ids, in the order to show them")
    .addOption(formatOption())
    .option("-o, --output <file>", outputHelp)
    .action(
      signedIn<ReportOptions, [string[]]>(async ({ ctx, opts, json }, ids) => {
        if (ids.length < 2 || ids.length > 4) {
          throw new CliError("validation_failed", "Give 2 to 4 analysis ids to compare.", EXIT.usage);
        }
        await saveReport(opts, json, "comparison-report", () =>
          ctx.client.analyses.comparisonReport(ids, { format: opts.format }),
        );
      }),
    );
}
