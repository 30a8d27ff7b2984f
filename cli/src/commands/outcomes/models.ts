import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { formatTable, printJson } from "../../lib/output.ts";

export function outcomesModelsCommand(): Command {
  return new Command("models")
    .description("Every fit of the workspace's performance model, newest first, with its validation")
    .action(
      signedIn(async ({ ctx, json }) => {
        const page = await ctx.client.outcomes.models({ limit: 100 });
        if (json) return printJson(page.data);
        if (page.data.length === 0) return void process.stdout.write("No fits yet: import outcomes first.\n");
        process.stdout.write(
          `${formatTable(page.data, [
            { header: "VERSION", value: (m) => String(m.version) },
            { header: "STATUS", value: (m) => m.status },
            { header: "ANALYSES", value: (m) => String(m.sample_size) },
            {
              header: "CV RANK CORR",
              value: (m) => (m.cv_rank_correlation === null ? "-" : m.cv_rank_correlation.toFixed(2)),
            },
            {
              header: "DRIVERS",
              value: (m) => m.drivers.map((d) => `${d.label} ${d.effect}`).join(", "),
              flexible: true,
            },
            { header: "FITTED", value: (m) => m.fitted_at.slice(0, 16).replace("T", " ") },
          ])}\n`,
        );
      }),
    );
}
