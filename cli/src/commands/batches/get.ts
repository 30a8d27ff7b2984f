import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { formatTable, printJson } from "../../lib/output.ts";

export function batchesGetCommand(): Command {
  return new Command("get")
    .description("Show a batch's progress: counts and every item's status")
    .argument("<id>", "the batch id (printed by `adlens analyze --async`)")
    .action(
      signedIn(async ({ ctx, json }, id: string) => {
        const batch = await ctx.client.batches.get(id);
        if (json) return printJson(batch);
        const table = formatTable(batch.items, [
          { header: "FILE", value: (i) => i.filename, flexible: true },
          { header: "STATUS", value: (i) => i.status },
          { header: "ANALYSIS", value: (i) => i.id },
          { header: "ERROR", value: (i) => (i.error ? `${i.error.code}: ${i.error.message}` : ""), flexible: true },
        ]);
        const c = batch.counts;
        process.stdout.write(
          `${table}\n\nBatch ${batch.id}: ${batch.status} · ${c.done} done · ${c.failed} failed · ${c.running} running · ${c.queued} queued (of ${batch.total})\n`,
        );
      }),
    );
}
