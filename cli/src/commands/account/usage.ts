import { Command } from "commander";
import { accountSummary, usageLines } from "../../lib/account.ts";
import { createContext, type GlobalOptions, requireAuth } from "../../lib/context.ts";
import { printJson, wantsJson } from "../../lib/output.ts";

export function usageCommand(): Command {
  return new Command("usage")
    .description("Show this month's analysis usage against the plan's limit")
    .action(async (_opts: GlobalOptions, command: Command) => {
      const opts = command.optsWithGlobals<GlobalOptions>();
      const ctx = await createContext(opts);
      requireAuth(ctx);
      const account = await accountSummary(ctx.client);
      await ctx.flush();
      if (wantsJson(opts)) return printJson({ subscription_tier: account.subscription_tier, usage: account.usage });
      process.stdout.write(`${usageLines(account).join("\n")}\n`);
    });
}
