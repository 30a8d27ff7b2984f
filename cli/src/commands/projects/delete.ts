import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";
import { resolveProject } from "../../lib/projects.ts";
import { confirmOrCancel } from "../../lib/prompt.ts";

export function projectsDeleteCommand(): Command {
  return new Command("delete")
    .description("Delete a project; its analyses stay in the workspace (needs --yes when not interactive)")
    .argument("<project>", "the project's id or name")
    .action(
      signedIn(async ({ ctx, opts, json }, wanted: string) => {
        const project = await resolveProject(ctx.client, wanted);
        await confirmOrCancel(opts, "delete a project", `Delete project "${project.name}"? Its analyses stay.`);
        await ctx.client.projects.delete(project.id);
        if (json) printJson({ deleted: project.id });
        else process.stdout.write(`Deleted project "${project.name}".\n`);
      }),
    );
}
