import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";
import { resolveProject } from "../../lib/projects.ts";

export function projectsMoveCommand(): Command {
  return new Command("move")
    .description("File analyses in a project, moving them out of any other")
    .argument("<project>", "the project's id or name")
    .argument("<analyses...>", "analysis ids (see `adlens analyses list`)")
    .action(
      signedIn(async ({ ctx, json }, wanted: string, ids: string[]) => {
        const project = await resolveProject(ctx.client, wanted);
        const updated = await ctx.client.projects.move(project.id, ids);
        if (json) return printJson({ project: updated, moved: [...new Set(ids)] });
        process.stdout.write(
          `Filed ${new Set(ids).size} analysis(es) in "${updated.name}" (${updated.analyses} in it now).\n`,
        );
      }),
    );
}
