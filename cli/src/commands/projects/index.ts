import { Command } from "commander";
import { projectsArchiveCommand } from "./archive.ts";
import { projectsCreateCommand } from "./create.ts";
import { projectsDeleteCommand } from "./delete.ts";
import { projectsListCommand } from "./list.ts";
import { projectsMoveCommand } from "./move.ts";
import { projectsRenameCommand } from "./rename.ts";

export function projectsCommand(): Command {
  return new Command("projects")
    .description("Named folders of analyses in the workspace: list, create, rename, archive, file analyses")
    .addCommand(projectsListCommand())
    .addCommand(projectsCreateCommand())
    .addCommand(projectsRenameCommand())
    .addCommand(projectsArchiveCommand())
    .addCommand(projectsMoveCommand())
    .addCommand(projectsDeleteCommand());
}
