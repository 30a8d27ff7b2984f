import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { formatTable, printJson } from "../../lib/output.ts";

export function workspacesListCommand(): Command {
  return new Command("list").description("List your workspaces; * marks the one commands work in").action(
    signedIn(async ({ ctx, json }) => {
      const { data } = await ctx.client.workspaces.list();
      const current = ctx.client.workspace;
      const isCurrent = (w: { id: string; personal: boolean }) => (current ? w.id === current : w.personal);
      if (json) return printJson(data.map((w) => ({ ...w, current: isCurrent(w) })));
      process.stdout.write(
        `${formatTable(data, [
          { header: " ", value: (w) => (isCurrent(w) ? "*" : "") },
          { header: "ID", value: (w) => w.id },
          { header: "NAME", value: (w) => w.name, flexible: true },
          { header: "ROLE", value: (w) => w.role },
          { header: "PLAN", value: (w) => w.plan },
          { header: "SEATS", value: (w) => `${w.seats.used}/${w.seats.limit}` },
        ])}\n`,
      );
    }),
  );
}
