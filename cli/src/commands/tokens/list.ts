import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { formatTable, printJson } from "../../lib/output.ts";

export function tokensListCommand(): Command {
  return new Command("list").description("List active API tokens, newest first (values masked)").action(
    signedIn(async ({ ctx, json }) => {
      const tokens = await ctx.client.tokens.list();
      if (json) return printJson(tokens);
      if (tokens.data.length === 0) return void process.stdout.write("No API tokens.\n");
      process.stdout.write(
        `${formatTable(tokens.data, [
          { header: "ID", value: (t) => t.id },
          { header: "NAME", value: (t) => t.name, flexible: true },
          { header: "TOKEN", value: (t) => `${t.display_prefix}…` },
          { header: "CREATED", value: (t) => t.created_at.slice(0, 10) },
          { header: "LAST USED", value: (t) => t.last_used_at?.slice(0, 16).replace("T", " ") ?? "never" },
        ])}\n`,
      );
    }),
  );
}
