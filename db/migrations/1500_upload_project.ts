import { type Kysely, sql } from "kysely";

/**
 * The project an upload names, kept on its job until the analysis is stored, so the analysis is
 * in its project from the moment it exists. A project deleted while the job runs leaves the job
 * (and so the analysis) outside any project, as deleting a project does to filed analyses.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE analysis_jobs ADD COLUMN project_id uuid REFERENCES projects(id) ON DELETE SET NULL`.execute(
    db,
  );
  // Deleting a project sets its jobs' column to null: the index keeps that from scanning every job.
  await sql`CREATE INDEX analysis_jobs_project ON analysis_jobs (project_id) WHERE project_id IS NOT NULL`.execute(db);
}
