import type { Db } from "@adlens/db";

import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { NOT_FOUND as ANALYSIS_NOT_FOUND } from "../analyses/get.ts";
import { afterCursor, createdText, pageOf } from "../pagination.ts";
import { cleanName } from "../workspaces/workspaces.ts";

export const PROJECT_NOT_FOUND = "No project with this id.";

export interface ProjectView {
  id: string;
  name: string;
  archived: boolean;
  analyses: number;
  created_at: string;
}

type Deps = Pick<AppDeps, "db" | "now">;

function view(r: {
  id: string;
  name: string;
  archived_at: Date | null;
  created_at: Date;
  analyses: string | null;
}): ProjectView {
  return {
    id: r.id,
    name: r.name,
    archived: r.archived_at !== null,
    analyses: Number(r.analyses ?? 0),
    created_at: r.created_at.toISOString(),
  };
}

async function one(db: Db, workspaceId: string, id: string): Promise<ProjectView> {
  const row = await db
    .selectFrom("projects as p")
    .select(["p.id", "p.name", "p.archived_at", "p.created_at"])
    .select((eb) =>
      eb
        .selectFrom("image_analyses as a")
        .select((c) => c.fn.countAll<string>().as("n"))
        .whereRef("a.project_id", "=", "p.id")
        .as("analyses"),
    )
    .where("p.id", "=", id)
    .where("p.workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw new ApiError("not_found", PROJECT_NOT_FOUND);
  return view(row);
}

/** A unique name (case-insensitive) per workspace: the index answers, a 409 names the field. */
async function uniqueName<T>(work: () => Promise<T>, name: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (String((error as { code?: string }).code) === "23505" || /projects_name/.test(String(error))) {
      throw new ApiError("conflict", `There is already a project called "${name}" in this workspace.`, {
        field: "name",
      });
    }
    throw error;
  }
}

export async function createProject(deps: Deps, workspaceId: string, userId: string, rawName: string) {
  const name = cleanName(rawName);
  const row = await uniqueName(
    () =>
      deps.db
        .insertInto("projects")
        .values({ workspace_id: workspaceId, name, created_by: userId, created_at: deps.now() })
        .returning("id")
        .executeTakeFirstOrThrow(),
    name,
  );
  return one(deps.db, workspaceId, row.id);
}

/** Projects of the workspace, newest first; archived ones only when asked for. */
export async function listProjects(
  db: Db,
  workspaceId: string,
  input: { limit: number; cursor?: string; archived: boolean },
): Promise<{ data: ProjectView[]; next_cursor: string | null }> {
  let query = db
    .selectFrom("projects as p")
    .select(["p.id", "p.name", "p.archived_at", "p.created_at", createdText("p.created_at").as("created_text")])
    .select((eb) =>
      eb
        .selectFrom("image_analyses as a")
        .select((c) => c.fn.countAll<string>().as("n"))
        .whereRef("a.project_id", "=", "p.id")
        .as("analyses"),
    )
    .where("p.workspace_id", "=", workspaceId);
  if (!input.archived) query = query.where("p.archived_at", "is", null);
  const after = afterCursor(input.cursor, "p.created_at", "p.id");
  if (after) query = query.where(after);
  const rows = await query
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(input.limit + 1)
    .execute();
  const page = pageOf(rows, input.limit, (r) => r.id);
  return { data: page.rows.map(view), next_cursor: page.nextCursor };
}

/**
 * Renames, archives or restores a project, and files analyses of the same workspace into it
 * (moving them out of any other project). Any analysis id that is not the workspace's makes
 * the whole call 404, and nothing changes.
 */
export async function updateProject(
  deps: Deps,
  workspaceId: string,
  id: string,
  input: { name?: string; archived?: boolean; analysisIds?: string[] },
): Promise<ProjectView> {
  const name = input.name === undefined ? undefined : cleanName(input.name);
  await deps.db.transaction().execute(async (trx) => {
    const project = await trx
      .selectFrom("projects")
      .select("id")
      .where("id", "=", id)
      .where("workspace_id", "=", workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!project) throw new ApiError("not_found", PROJECT_NOT_FOUND);
    if (name !== undefined || input.archived !== undefined) {
      await uniqueName(
        () =>
          trx
            .updateTable("projects")
            .set({
              ...(name !== undefined ? { name } : {}),
              ...(input.archived !== undefined ? { archived_at: input.archived ? deps.now() : null } : {}),
            })
            .where("id", "=", id)
            .execute(),
        name ?? "",
      );
    }
    const ids = [...new Set(input.analysisIds ?? [])];
    if (ids.length > 0) {
      const moved = await trx
        .updateTable("image_analyses")
        .set({ project_id: id })
        .where("workspace_id", "=", workspaceId)
        .where("id", "in", ids)
        .returning("id")
        .execute();
      if (moved.length !== ids.length) throw new ApiError("not_found", ANALYSIS_NOT_FOUND);
    }
  });
  return one(deps.db, workspaceId, id);
}

/** Deletes a project; its analyses stay in the workspace, outside any project. */
export async function deleteProject(deps: Deps, workspaceId: string, id: string): Promise<void> {
  const gone = await deps.db
    .deleteFrom("projects")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returning("id")
    .executeTakeFirst();
  if (!gone) throw new ApiError("not_found", PROJECT_NOT_FOUND);
}

/** Checks a `project` filter names a project of this workspace (404 otherwise, like a missing one). */
export async function projectFilter(db: Db, workspaceId: string, projectId: string | undefined) {
  if (!projectId) return undefined;
  const row = await db
    .selectFrom("projects")
    .select("id")
    .where("id", "=", projectId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw new ApiError("not_found", PROJECT_NOT_FOUND);
  return row.id;
}
