import { Command } from "commander";
import { createContext, type GlobalOptions, requireAuth, requireConfirmation } from "../../lib/context.ts";
import { CliError, EXIT } from "../../lib/exit-codes.ts";
import { printJson, wantsJson } from "../../lib/output.ts";
import { confirm } from "../../lib/prompt.ts";

export function tokensRevokeCommand(): Command {
  return new Command("revoke")
    .description("Revoke an API token (needs --yes when not interactive)")
    .argument("<id>", "the token's id (see `adlens tokens list`)")
    .action(async (id: string, _opts: GlobalOptions, command: Command) => {
      const opts = command.optsWithGlobals<GlobalOptions>();
      if (requireConfirmation(opts, "revoke a token") === "ask" && !(await confirm(`Revoke token ${id}?`))) {
        throw new CliError("cancelled", "Cancelled.", EXIT.error);
      }
      const ctx = await createContext(opts);
      requireAuth(ctx);
      await ctx.client.tokens.revoke(id);
      await ctx.flush();
      if (wantsJson(opts)) printJson({ revoked: id });
      else process.stdout.write(`Revoked token ${id}.\n`);
    });
}
