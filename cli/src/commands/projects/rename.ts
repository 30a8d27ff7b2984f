import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";
import { resolveProject } from "../../lib/projects.ts";

export function projectsRenameCommand(): Command {
  return new Command("rename")
    .description("Give a project a new name")
    .argument("<project>", "the project's id or current name")
    .argument("<name>", "the new name")
    .action(
      signedIn(async ({ ctx, json }, wanted: string, name: string) => {
        const project = await resolveProject(ctx.client, wanted);
        const renamed = await ctx.client.projects.rename(project.id, name);
        if (json) return printJson(renamed);
        process.stdout.write(`Renamed "${project.name}" to "${renamed.name}".\n`);
      }),
    );
}
