import { Command } from "commander";
import { workspacesListCommand } from "./list.ts";
import { workspacesSwitchCommand } from "./switch.ts";

export function workspacesCommand(): Command {
  return new Command("workspaces")
    .description("Your personal and team workspaces; choose the one commands work in")
    .addCommand(workspacesListCommand())
    .addCommand(workspacesSwitchCommand());
}
