import { Command } from "commander";
import { accountSummary, usageLines } from "../../lib/account.ts";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";

export function whoamiCommand(): Command {
  return new Command("whoami").description("Show the signed-in account, its plan and this month's usage").action(
    signedIn(async ({ ctx, json }) => {
      const account = await accountSummary(ctx.client);
      if (json) return printJson({ ...account, api_url: ctx.apiUrl, credential_source: ctx.source });
      process.stdout.write(
        `${account.email}\n${usageLines(account).join("\n")}\nAPI: ${ctx.apiUrl} (credentials from ${ctx.source})\n`,
      );
    }),
  );
}
