import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";

export function tokensCreateCommand(): Command {
  return new Command("create")
    .description("Create an API token; its value is shown once")
    .argument("<name>", "a name to recognise the token by, e.g. ci-github")
    .action(
      signedIn(async ({ ctx, json }, name: string) => {
        const token = await ctx.client.tokens.create({ name });
        if (json) return printJson(token);
        process.stdout.write(
          `Created token "${token.name}" (${token.id}).\n\n  ${token.token}\n\nCopy it now: it will not be shown again.\n`,
        );
      }),
    );
}
