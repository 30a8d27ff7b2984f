import { type RawBuilder, sql } from "kysely";

/** Which analyses a read covers: one workspace's. */
export interface Scope {
  workspaceId: string;
}

/** The SQL condition for `scope` on image_analyses (optionally under an alias). */
export function inScope(scope: Scope, alias?: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<boolean>`${column("workspace_id")} = ${scope.workspaceId}`;
}
