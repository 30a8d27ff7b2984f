import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { resolveProject } from "../../lib/projects.ts";
import { formatOption, outputHelp, type ReportOptions, saveReport } from "../../lib/reports.ts";

interface WorkspaceReportOptions extends ReportOptions {
  project?: string;
}

export function reportsWorkspaceCommand(): Command {
  return new Command("workspace")
    .description("Download the Enterprise Report of the current workspace, or of one project in it (Enterprise)")
    .addOption(formatOption())
    .option("-p, --project <project>", "only this project (id or name)")
    .option("-o, --output <file>", outputHelp)
    .action(
      signedIn<WorkspaceReportOptions>(async ({ ctx, opts, json }) => {
        // Without a chosen workspace the API works in the personal one (an API token: its own).
        const workspaces = ctx.client.workspace ? [] : (await ctx.client.workspaces.list()).data;
        const id = ctx.client.workspace ?? (workspaces.find((w) => w.personal) ?? workspaces[0])?.id ?? "";
        const project = opts.project ? (await resolveProject(ctx.client, opts.project)).id : undefined;
        await saveReport(opts, json, "enterprise-report", () =>
          ctx.client.workspaces.report(id, { format: opts.format, project }),
        );
      }),
    );
}
