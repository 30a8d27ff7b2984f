import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";
import { confirmOrCancel } from "../../lib/prompt.ts";

export function deleteCommand(): Command {
  return new Command("delete")
    .description("Delete analyses by id (needs --yes when not interactive)")
    .argument("<ids...>", "analysis ids")
    .action(
      signedIn(async ({ ctx, opts, json }, ids: string[]) => {
        await confirmOrCancel(opts, "delete analyses", `Delete ${ids.length} analysis(es)?`);
        for (const id of ids) await ctx.client.analyses.delete(id);
        if (json) printJson({ deleted: ids });
        else process.stdout.write(`Deleted ${ids.length} analysis(es).\n`);
      }),
    );
}
