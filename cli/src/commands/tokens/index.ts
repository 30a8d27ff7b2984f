import { Command } from "commander";
import { tokensCreateCommand } from "./create.ts";
import { tokensListCommand } from "./list.ts";
import { tokensRevokeCommand } from "./revoke.ts";

export function tokensCommand(): Command {
  return new Command("tokens")
    .description("Manage API tokens (Pro and Enterprise)")
    .addCommand(tokensListCommand())
    .addCommand(tokensCreateCommand())
    .addCommand(tokensRevokeCommand());
}
