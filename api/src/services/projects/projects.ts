import type { Db } from "@adlens/db";

import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { UUID } from "../../uuid.ts";
import { NOT_FOUND as ANALYSIS_NOT_FOUND } from "../analyses/get.ts";
import { type AuditAction, recordAudit } from "../audit/audit.ts";
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
/** Who makes a change, as the audit log names them. */
type Actor = { userId: string; email: string };

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

/** Creates a project; the audit entry is written in the same transaction as the row. */
export async function createProject(deps: Deps, workspaceId: string, actor: Actor, rawName: string) {
  const name = cleanName(rawName);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await uniqueName(
      () =>
        trx
          .insertInto("projects")
          .values({ workspace_id: workspaceId, name, created_by: actor.userId, created_at: deps.now() })
          .returning("id")
          .executeTakeFirstOrThrow(),
      name,
    );
    await recordAudit(trx, {
      workspaceId,
      actor,
      action: "project.created",
      target: name,
      details: { project_id: row.id },
      now: deps.now(),
    });
    return row.id;
  });
  return one(deps.db, workspaceId, id);
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
 * the whole call 404, and nothing changes. Each real change is audited in the same transaction.
 */
export async function updateProject(
  deps: Deps,
  workspaceId: string,
  actor: Actor,
  id: string,
  input: { name?: string; archived?: boolean; analysisIds?: string[] },
): Promise<ProjectView> {
  const name = input.name === undefined ? undefined : cleanName(input.name);
  await deps.db.transaction().execute(async (trx) => {
    const project = await trx
      .selectFrom("projects")
      .select(["id", "name", "archived_at"])
      .where("id", "=", id)
      .where("workspace_id", "=", workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!project) throw new ApiError("not_found", PROJECT_NOT_FOUND);
    const audit = (action: AuditAction, details: Record<string, unknown>) =>
      recordAudit(trx, {
        workspaceId,
        actor,
        action,
        target: name ?? project.name,
        details: { project_id: id, ...details },
        now: deps.now(),
      });
    const renamed = name !== undefined && name !== project.name;
    const archiving = input.archived !== undefined && input.archived !== (project.archived_at !== null);
    if (renamed || archiving) {
      await uniqueName(
        () =>
          trx
            .updateTable("projects")
            .set({
              ...(renamed ? { name } : {}),
              ...(archiving ? { archived_at: input.archived ? deps.now() : null } : {}),
            })
            .where("id", "=", id)
            .execute(),
        name ?? "",
      );
    }
    if (renamed) await audit("project.renamed", { from: project.name });
    if (archiving) await audit(input.archived ? "project.archived" : "project.restored", {});
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
      await audit("project.analyses_moved", { analysis_ids: ids });
    }
  });
  return one(deps.db, workspaceId, id);
}

/** Deletes a project; its analyses stay in the workspace, outside any project. Audited with it. */
export async function deleteProject(deps: Deps, workspaceId: string, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("projects")
      .where("id", "=", id)
      .where("workspace_id", "=", workspaceId)
      .returning("name")
      .executeTakeFirst();
    if (!gone) throw new ApiError("not_found", PROJECT_NOT_FOUND);
    await recordAudit(trx, {
      workspaceId,
      actor,
      action: "project.deleted",
      target: gone.name,
      details: { project_id: id },
      now: deps.now(),
    });
  });
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

/**
 * The project an upload's `project_id` names, read before anything is fetched, stored or counted:
 * undefined when the field is absent, 400 naming the field when it is not a project id, 404 when
 * it is not a project of this workspace. Archived projects take uploads, as they take moves.
 */
export async function uploadProject(db: Db, workspaceId: string, raw: unknown): Promise<string | undefined> {
  if (raw === undefined) return undefined;
  if (typeof raw !== "string" || !UUID.test(raw.trim())) {
    throw new ApiError("validation_failed", "project_id: must be a project id (a UUID)", { field: "project_id" });
  }
  return projectFilter(db, workspaceId, raw.trim().toLowerCase());
}
