import { Command } from "commander";
import { createContext, type GlobalOptions, requireAuth } from "../../lib/context.ts";
import { printJson, wantsJson } from "../../lib/output.ts";

export function tokensCreateCommand(): Command {
  return new Command("create")
    .description("Create an API token; its value is shown once")
    .argument("<name>", "a name to recognise the token by, e.g. ci-github")
    .action(async (name: string, _opts: GlobalOptions, command: Command) => {
      const opts = command.optsWithGlobals<GlobalOptions>();
      const ctx = await createContext(opts);
      requireAuth(ctx);
      const token = await ctx.client.tokens.create({ name });
      await ctx.flush();
      if (wantsJson(opts)) return printJson(token);
      process.stdout.write(
        `Created token "${token.name}" (${token.id}).\n\n  ${token.token}\n\nCopy it now: it will not be shown again.\n`,
      );
    });
}
