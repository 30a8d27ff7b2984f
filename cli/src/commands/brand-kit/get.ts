import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";

export function brandKitGetCommand(): Command {
  return new Command("get").description("The workspace's brand kit (Enterprise)").action(
    signedIn(async ({ ctx, json }) => {
      const kit = await ctx.client.brandKit.get();
      if (json) return printJson(kit);
      const line = (label: string, values: string[]) =>
        process.stdout.write(`${label.padEnd(16)}${values.length ? values.join(", ") : "-"}\n`);
      line("Names", kit.names);
      line("Colours", kit.colours);
      line("Required text", kit.required_texts);
      line(
        "Competitors",
        kit.competitors.map((c) => (c.aliases.length ? `${c.name} (${c.aliases.join(", ")})` : c.name)),
      );
      line(
        "Logos",
        kit.logos.map((l) => `${l.competitor ?? "own brand"} ${l.id}`),
      );
    }),
  );
}
