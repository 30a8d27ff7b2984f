import { readFile } from "node:fs/promises";
import type { BrandKitInput } from "@adlens/sdk";
import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { CliError } from "../../lib/exit-codes.ts";
import { printJson } from "../../lib/output.ts";

export function brandKitSetCommand(): Command {
  return new Command("set")
    .description("Replace the brand kit from a JSON file (owners and admins, Enterprise)")
    .argument(
      "<file>",
      '{"names": [], "colours": ["#RRGGBB"], "required_texts": [], "competitors": [{"name", "aliases"}]}',
    )
    .action(
      signedIn(async ({ ctx, json }, file: string) => {
        let input: BrandKitInput;
        try {
          input = JSON.parse(await readFile(file, "utf8")) as BrandKitInput;
        } catch (error) {
          throw new CliError("validation_failed", `${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
        const kit = await ctx.client.brandKit.set(input);
        if (json) return printJson(kit);
        process.stdout.write(
          `Brand kit saved: ${kit.names.length} name(s), ${kit.colours.length} colour(s), ${kit.required_texts.length} required text(s), ${kit.competitors.length} competitor(s).\n`,
        );
      }),
    );
}
