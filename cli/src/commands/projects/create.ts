import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";

export function projectsCreateCommand(): Command {
  return new Command("create")
    .description("Create a project (names are unique in the workspace, ignoring case)")
    .argument("<name>", "1 to 100 characters")
    .action(
      signedIn(async ({ ctx, json }, name: string) => {
        const project = await ctx.client.projects.create({ name });
        if (json) return printJson(project);
        process.stdout.write(`Created project "${project.name}" (${project.id}).\n`);
      }),
    );
}
