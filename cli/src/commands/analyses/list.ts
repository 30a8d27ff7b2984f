import type { AnalysisListItem } from "@adlens/sdk";
import { Command, InvalidArgumentError, Option } from "commander";
import { signedIn } from "../../lib/command.ts";
import type { GlobalOptions } from "../../lib/context.ts";
import { formatTable, printJson, printLine } from "../../lib/output.ts";
import { resolveProject } from "../../lib/projects.ts";

interface ListOptions extends GlobalOptions {
  search?: string;
  adType?: string;
  sort: Sort;
  limit: number;
  all?: boolean;
  ndjson?: boolean;
  project?: string;
  brandFound?: Bool;
  coloursPresent?: Bool;
  requiredText?: Bool;
  competitorPresent?: Bool;
}

const BOOLS = ["true", "false"] as const;
type Bool = (typeof BOOLS)[number];

const SORTS = ["newest", "oldest", "effectiveness", "alphabetical"] as const;
type Sort = (typeof SORTS)[number];

function count(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError("must be a positive integer");
  return n;
}

export function listCommand(): Command {
  return new Command("list")
    .description("List analyses, newest first, with search, filter and sort")
    .option("-s, --search <text>", "case-insensitive match on filename, brand and target audience")
    .option("-t, --ad-type <type>", "only ad types containing this text")
    .addOption(new Option("--sort <order>", "order").choices(SORTS).default("newest"))
    .option("-n, --limit <n>", "how many to show", count, 20)
    .option("-a, --all", "every matching analysis (ignores --limit)")
    .option("--ndjson", "one JSON object per line")
    .option("-p, --project <project>", "only analyses filed in this project (its id or name)")
    .addOption(new Option("--brand-found <bool>", "brand fit: own brand found, or not (Enterprise)").choices(BOOLS))
    .addOption(
      new Option("--colours-present <bool>", "brand fit: a brand colour used, or none (Enterprise)").choices(BOOLS),
    )
    .addOption(
      new Option(
        "--required-text <bool>",
        "brand fit: every required text printed, or one missing (Enterprise)",
      ).choices(BOOLS),
    )
    .addOption(
      new Option("--competitor-present <bool>", "brand fit: a competitor appears, or none (Enterprise)").choices(BOOLS),
    )
    .action(
      signedIn<ListOptions>(async ({ ctx, opts, json }) => {
        const items: AnalysisListItem[] = [];
        const project = opts.project === undefined ? undefined : (await resolveProject(ctx.client, opts.project)).id;
        const params = {
          project,
          search: opts.search,
          ad_type: opts.adType,
          sort: opts.sort,
          limit: opts.all ? 100 : Math.min(opts.limit, 100),
          brand_found: opts.brandFound,
          colours_present: opts.coloursPresent,
          required_text_present: opts.requiredText,
          competitor_present: opts.competitorPresent,
        };
        for await (const item of ctx.client.analyses.iterate(params)) {
          if (opts.ndjson) printLine(item);
          items.push(item);
          if (!opts.all && items.length >= opts.limit) break;
        }
        if (opts.ndjson) return;
        if (json) return printJson({ data: items });
        if (items.length === 0) return void process.stdout.write("No analyses found.\n");
        process.stdout.write(
          `${formatTable(items, [
            { header: "ID", value: (a) => a.id },
            { header: "FILE", value: (a) => a.filename, flexible: true },
            { header: "SCORE", value: (a) => a.effectiveness_score?.toFixed(1) ?? "–" },
            { header: "AD TYPE", value: (a) => a.ad_type ?? "" },
            { header: "CREATED", value: (a) => a.created_at.slice(0, 16).replace("T", " ") },
          ])}\n`,
        );
      }),
    );
}
