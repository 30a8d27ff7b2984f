import { Command } from "commander";
import { createContext, type GlobalOptions, requireAuth, requireConfirmation } from "../../lib/context.ts";
import { CliError, EXIT } from "../../lib/exit-codes.ts";
import { printJson, wantsJson } from "../../lib/output.ts";
import { confirm } from "../../lib/prompt.ts";

export function deleteCommand(): Command {
  return new Command("delete")
    .description("Delete analyses by id (needs --yes when not interactive)")
    .argument("<ids...>", "analysis ids")
    .action(async (ids: string[], _opts: GlobalOptions, command: Command) => {
      const opts = command.optsWithGlobals<GlobalOptions>();
      if (
        requireConfirmation(opts, "delete analyses") === "ask" &&
        !(await confirm(`Delete ${ids.length} analysis(es)?`))
      ) {
        throw new CliError("cancelled", "Cancelled.", EXIT.error);
      }
      const ctx = await createContext(opts);
      requireAuth(ctx);
      for (const id of ids) await ctx.client.analyses.delete(id);
      await ctx.flush();
      if (wantsJson(opts)) printJson({ deleted: ids });
      else process.stdout.write(`Deleted ${ids.length} analysis(es).\n`);
    });
}
