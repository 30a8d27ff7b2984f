import { writeFile } from "node:fs/promises";
import type { ExportFormat } from "@adlens/sdk";
import { Command, Option } from "commander";
import { signedIn } from "../../lib/command.ts";
import type { GlobalOptions } from "../../lib/context.ts";
import { withSpinner } from "../../lib/progress.ts";
import { resolveProject } from "../../lib/projects.ts";

interface ExportOptions extends GlobalOptions {
  format: ExportFormat;
  output?: string;
  project?: string;
}

export function exportCommand(): Command {
  return new Command("export")
    .description("Export every analysis (or one project's) as JSON, CSV or NDJSON, to stdout or a file")
    .addOption(new Option("-f, --format <format>", "output format").choices(["json", "csv", "ndjson"]).default("json"))
    .option("-o, --output <file>", "write to this file instead of stdout")
    .option("-p, --project <project>", "only analyses filed in this project (its id or name)")
    .action(
      signedIn<ExportOptions>(async ({ ctx, opts, json }) => {
        const project = opts.project === undefined ? undefined : (await resolveProject(ctx.client, opts.project)).id;
        const text = await withSpinner("Exporting analyses", !json && Boolean(opts.output), () =>
          ctx.client.analyses.export({ format: opts.format, project }),
        );
        if (!opts.output) return void process.stdout.write(text.endsWith("\n") || text === "" ? text : `${text}\n`);
        await writeFile(opts.output, text);
        process.stderr.write(`Wrote ${opts.format.toUpperCase()} export to ${opts.output}\n`);
      }),
    );
}
