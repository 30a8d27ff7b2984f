import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import type { GlobalOptions } from "../../lib/context.ts";
import { formatTable, printJson } from "../../lib/output.ts";

interface ListOptions extends GlobalOptions {
  archived?: boolean;
}

export function projectsListCommand(): Command {
  return new Command("list")
    .description("The workspace's projects, newest first, with how many analyses each holds")
    .option("--archived", "include archived projects")
    .action(
      signedIn<ListOptions>(async ({ ctx, opts, json }) => {
        const projects = [];
        let cursor: string | undefined;
        do {
          const page = await ctx.client.projects.list({
            archived: opts.archived ? "true" : "false",
            limit: 100,
            ...(cursor ? { cursor } : {}),
          });
          projects.push(...page.data);
          cursor = page.next_cursor ?? undefined;
        } while (cursor);
        if (json) return printJson(projects);
        if (projects.length === 0) return void process.stdout.write("No projects.\n");
        process.stdout.write(
          `${formatTable(projects, [
            { header: "ID", value: (p) => p.id },
            { header: "NAME", value: (p) => p.name, flexible: true },
            { header: "ANALYSES", value: (p) => String(p.analyses) },
            { header: "CREATED", value: (p) => p.created_at.slice(0, 10) },
            ...(opts.archived
              ? [{ header: "ARCHIVED", value: (p: { archived: boolean }) => (p.archived ? "yes" : "") }]
              : []),
          ])}\n`,
        );
      }),
    );
}
