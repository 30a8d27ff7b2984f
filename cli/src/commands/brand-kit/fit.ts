import type { BrandFit } from "@adlens/sdk";
import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import type { GlobalOptions } from "../../lib/context.ts";
import { EXIT } from "../../lib/exit-codes.ts";
import { formatTable, printJson } from "../../lib/output.ts";

interface FitOptions extends GlobalOptions {
  failOnCompetitor?: boolean;
}

const yes = (b: boolean) => (b ? "yes" : "no");

export function brandFitCommand(): Command {
  return new Command("brand-fit")
    .description("Analyses read against the workspace's brand kit: own brand, colours, required text, competitors")
    .argument("<ids...>", "analysis ids (see `adlens analyses list`)")
    .option("--fail-on-competitor", `exit ${EXIT.scoreGate} when any of them shows a competitor`)
    .action(
      signedIn<FitOptions, [string[]]>(async ({ ctx, opts, json }, ids) => {
        const fits: (BrandFit & { id: string })[] = [];
        for (const id of ids) fits.push({ id, ...(await ctx.client.brandKit.fit(id)) });
        if (json) printJson(fits);
        else {
          process.stdout.write(
            `${formatTable(fits, [
              { header: "ID", value: (f) => f.id },
              {
                header: "OWN BRAND",
                value: (f) => (f.own_brand.found ? `yes (${f.own_brand.found_by.join(", ")})` : "no"),
              },
              {
                header: "COLOURS",
                value: (f) => `${f.colours.filter((c) => c.present).length}/${f.colours.length}`,
              },
              {
                header: "REQUIRED TEXT",
                value: (f) => (f.required_text.length ? yes(f.required_text.every((r) => r.present)) : "-"),
              },
              {
                header: "COMPETITORS",
                value: (f) =>
                  f.competitors
                    .filter((c) => c.found_by.length)
                    .map((c) => `${c.name} (${c.found_by.join(", ")})`)
                    .join("; ") || "none",
                flexible: true,
              },
            ])}\n`,
          );
        }
        if (opts.failOnCompetitor && fits.some((f) => f.competitor_present)) process.exitCode = EXIT.scoreGate;
      }),
    );
}
