import { Command } from "commander";
import { createContext, type GlobalOptions, requireAuth } from "../../lib/context.ts";
import { formatTable, printJson, wantsJson } from "../../lib/output.ts";

export function tokensListCommand(): Command {
  return new Command("list")
    .description("List active API tokens, newest first (values masked)")
    .action(async (_opts: GlobalOptions, command: Command) => {
      const opts = command.optsWithGlobals<GlobalOptions>();
      const ctx = await createContext(opts);
      requireAuth(ctx);
      const tokens = await ctx.client.tokens.list();
      await ctx.flush();
      if (wantsJson(opts)) return printJson(tokens);
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
    });
}
