import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";
import { confirmOrCancel } from "../../lib/prompt.ts";

export function tokensRevokeCommand(): Command {
  return new Command("revoke")
    .description("Revoke an API token (needs --yes when not interactive)")
    .argument("<id>", "the token's id (see `adlens tokens list`)")
    .action(
      signedIn(async ({ ctx, opts, json }, id: string) => {
        await confirmOrCancel(opts, "revoke a token", `Revoke token ${id}?`);
        await ctx.client.tokens.revoke(id);
        if (json) printJson({ revoked: id });
        else process.stdout.write(`Revoked token ${id}.\n`);
      }),
    );
}
