import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { formatOption, outputHelp, type ReportOptions, saveReport } from "../../lib/reports.ts";

export function reportsAnalysisCommand(): Command {
  return new Command("analysis")
    .description("Download the client report on one analysis (Pro and Enterprise)")
    .argument("<id>", "the analysis id (see `adlens analyses list`)")
    .addOption(formatOption())
    .option("-o, --output <file>", outputHelp)
    .action(
      signedIn<ReportOptions, [string]>(async ({ ctx, opts, json }, id) =>
        saveReport(opts, json, `report-${id.slice(0, 8)}`, () =>
          ctx.client.analyses.report(id, { format: opts.format }),
        ),
      ),
    );
}
