import { readFile } from "node:fs/promises";
import { parseOutcomesCsv } from "@adlens/sdk";
import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { CliError } from "../../lib/exit-codes.ts";
import { printJson } from "../../lib/output.ts";

export function outcomesImportCommand(): Command {
  return new Command("import")
    .description("Import ad results from a CSV (Enterprise); the workspace's performance model is refitted")
    .argument("<file>", "CSV with analysis_id or filename, impressions, clicks[, conversions, spend]")
    .action(
      signedIn(async ({ ctx, json }, file: string) => {
        const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
          throw new CliError(
            "validation_failed",
            `${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`,
          );
        });
        const { outcomes, problems } = parseOutcomesCsv(text);
        if (problems.length) {
          const lines = problems.slice(0, 5).map((p) => `line ${p.line}: ${p.message}`);
          const more = problems.length > 5 ? `; and ${problems.length - 5} more` : "";
          throw new CliError("validation_failed", `${file} was not imported: ${lines.join("; ")}${more}`);
        }
        if (!outcomes.length) throw new CliError("validation_failed", `${file} has no rows to import`);
        const result = await ctx.client.outcomes.import(outcomes);
        if (json) return printJson(result);
        process.stdout.write(`Imported outcomes for ${result.imported} analysis(es).\n`);
        for (const u of result.unmatched) process.stdout.write(`  not imported: ${u.key}: ${u.reason}\n`);
        if (result.refit_queued) {
          process.stdout.write("The workspace's performance model is being refitted; see `adlens outcomes models`.\n");
        }
      }),
    );
}
