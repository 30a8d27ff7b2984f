import { Command } from "commander";
import { brandKitAddLogoCommand } from "./add-logo.ts";
import { brandKitGetCommand } from "./get.ts";
import { brandKitSetCommand } from "./set.ts";

export function brandKitCommand(): Command {
  return new Command("brand-kit")
    .description("The workspace's brand names, colours, required texts, competitors and logos (Enterprise)")
    .addCommand(brandKitGetCommand())
    .addCommand(brandKitSetCommand())
    .addCommand(brandKitAddLogoCommand());
}
