import type { AdLens, Project } from "@adlens/sdk";
import { CliError, EXIT } from "./exit-codes.ts";

/**
 * The project named by `wanted`: its id, or its name ignoring case, archived ones included (a
 * workspace has a handful of projects, so reading them all is cheaper than a second round trip
 * per miss). Unknown is a usage error, as a workspace name is for `workspaces switch`.
 */
export async function resolveProject(client: AdLens, wanted: string): Promise<Project> {
  const key = wanted.trim().toLowerCase();
  const all: Project[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.projects.list({ archived: "true", limit: 100, ...(cursor ? { cursor } : {}) });
    all.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  const match = all.find((p) => p.id === key) ?? all.find((p) => p.name.toLowerCase() === key);
  if (!match) {
    throw new CliError(
      "not_found",
      `No project in this workspace is called or has the id "${wanted}" (see \`adlens projects list\`).`,
      EXIT.usage,
    );
  }
  return match;
}
