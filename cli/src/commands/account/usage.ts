import { Command } from "commander";
import { accountSummary, usageLines } from "../../lib/account.ts";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";

export function usageCommand(): Command {
  return new Command("usage").description("Show this month's analysis usage against the plan's limit").action(
    signedIn(async ({ ctx, json }) => {
      const account = await accountSummary(ctx.client);
      if (json) return printJson({ subscription_tier: account.subscription_tier, usage: account.usage });
      process.stdout.write(`${usageLines(account).join("\n")}\n`);
    }),
  );
}
