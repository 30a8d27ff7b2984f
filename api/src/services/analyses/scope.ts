import { type RawBuilder, sql } from "kysely";

/** Which analyses a read covers: one workspace's, optionally one project's in it. */
export interface Scope {
  workspaceId: string;
  projectId?: string;
}

/** The SQL condition for `scope` on image_analyses (optionally under an alias). */
export function inScope(scope: Scope, alias?: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const workspace = sql<boolean>`${column("workspace_id")} = ${scope.workspaceId}`;
  return scope.projectId ? sql<boolean>`(${workspace} AND ${column("project_id")} = ${scope.projectId})` : workspace;
}
