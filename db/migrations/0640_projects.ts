import { type Kysely, sql } from "kysely";

/**
 * Projects: named folders of analyses inside a workspace. An analysis is in at most one; deleting
 * a project leaves its analyses in the workspace, outside any project.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("projects")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("archived_at", "timestamptz")
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX projects_name ON projects (workspace_id, lower(name))`.execute(db);
  await sql`ALTER TABLE image_analyses ADD COLUMN project_id uuid REFERENCES projects(id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`CREATE INDEX image_analyses_project ON image_analyses (project_id) WHERE project_id IS NOT NULL`.execute(
    db,
  );
}
