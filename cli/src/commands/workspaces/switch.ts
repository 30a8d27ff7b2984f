import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { credentialsPath, writeCredentials } from "../../lib/credentials.ts";
import { CliError, EXIT } from "../../lib/exit-codes.ts";
import { printJson } from "../../lib/output.ts";

export function workspacesSwitchCommand(): Command {
  return new Command("switch")
    .description("Work in another workspace from now on (by id or name; `personal` for your own)")
    .argument("<workspace>", "a workspace id or name from `adlens workspaces list`, or `personal`")
    .action(
      signedIn(async ({ ctx, json }, wanted: string) => {
        ctx.client.useWorkspace(null);
        const { data } = await ctx.client.workspaces.list();
        const key = wanted.trim().toLowerCase();
        const match =
          key === "personal"
            ? data.find((w) => w.personal)
            : (data.find((w) => w.id === key) ?? data.filter((w) => w.name.toLowerCase() === key).at(0));
        if (!match) {
          throw new CliError("not_found", `No workspace of yours is called or has the id "${wanted}".`, EXIT.usage);
        }
        if (match.personal) delete ctx.credentials.workspace;
        else ctx.credentials.workspace = match.id;
        await writeCredentials(ctx.credentials, credentialsPath());
        if (json) printJson(match);
        else process.stdout.write(`Now working in ${match.name} (${match.role}).\n`);
      }),
    );
}
