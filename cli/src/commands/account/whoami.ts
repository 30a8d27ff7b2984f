import { Command } from "commander";
import { accountSummary, usageLines } from "../../lib/account.ts";
import { createContext, type GlobalOptions, requireAuth } from "../../lib/context.ts";
import { printJson, wantsJson } from "../../lib/output.ts";

export function whoamiCommand(): Command {
  return new Command("whoami")
    .description("Show the signed-in account, its plan and this month's usage")
    .action(async (_opts: GlobalOptions, command: Command) => {
      const opts = command.optsWithGlobals<GlobalOptions>();
      const ctx = await createContext(opts);
      requireAuth(ctx);
      const account = await accountSummary(ctx.client);
      await ctx.flush();
      if (wantsJson(opts)) return printJson({ ...account, api_url: ctx.apiUrl, credential_source: ctx.source });
      process.stdout.write(
        `${account.email}\n${usageLines(account).join("\n")}\nAPI: ${ctx.apiUrl} (credentials from ${ctx.source})\n`,
      );
    });
}
