import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import type { GlobalOptions } from "../../lib/context.ts";
import { printJson } from "../../lib/output.ts";

interface AddLogoOptions extends GlobalOptions {
  competitor?: string;
}

export function brandKitAddLogoCommand(): Command {
  return new Command("add-logo")
    .description("Add a logo image (PNG, JPEG or WebP, cropped to the logo) of the brand or of a competitor")
    .argument("<file>", "the image")
    .option("--competitor <name>", "whose logo it is (a competitor in the kit); without it, your own")
    .action(
      signedIn<AddLogoOptions, [string]>(async ({ ctx, opts, json }, file) => {
        const logo = await ctx.client.brandKit.addLogo(file, opts.competitor ? { competitor: opts.competitor } : {});
        if (json) return printJson(logo);
        process.stdout.write(`Logo ${logo.id} added for ${logo.competitor ?? "your own brand"}.\n`);
      }),
    );
}
