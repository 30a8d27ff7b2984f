import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import type { GlobalOptions } from "../../lib/context.ts";
import { printJson } from "../../lib/output.ts";
import { resolveProject } from "../../lib/projects.ts";

interface ArchiveOptions extends GlobalOptions {
  restore?: boolean;
}

export function projectsArchiveCommand(): Command {
  return new Command("archive")
    .description("Archive a project: hidden from lists, its analyses stay in it (--restore brings it back)")
    .argument("<project>", "the project's id or name")
    .option("--restore", "restore an archived project instead")
    .action(
      signedIn<ArchiveOptions, [string]>(async ({ ctx, opts, json }, wanted) => {
        const project = await resolveProject(ctx.client, wanted);
        const updated = opts.restore
          ? await ctx.client.projects.restore(project.id)
          : await ctx.client.projects.archive(project.id);
        if (json) return printJson(updated);
        process.stdout.write(`${opts.restore ? "Restored" : "Archived"} project "${updated.name}".\n`);
      }),
    );
}
