import { type Kysely, sql } from "kysely";

/**
 * Fills the summary columns of rows written before they existed, from the stored analysis:
 * the CTA (spelled three ways by older engines) and a score out of 10 (some stored 0–100).
 * Idempotent.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
async function backfillSummaryColumns(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE image_analyses
    SET call_to_action = nullif(btrim(coalesce(
      analysis_result->>'call_to_action',
      analysis_result->>'callToAction',
      CASE WHEN jsonb_typeof(analysis_result->'cta') = 'string' THEN analysis_result->>'cta' END
    )), '')
    WHERE call_to_action IS NULL`.execute(db);
  await sql`
    UPDATE image_analyses SET effectiveness_score = round((effectiveness_score / 10)::numeric, 1)
    WHERE effectiveness_score > 10 AND effectiveness_score <= 100`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  // Lists read summaries from columns, never the analysis JSON; the CTA joins the columns the
  // gallery already had (score, brand, ad type). The thumbnail is made at upload, or on first
  // request for analyses stored before this migration.
  await db.schema
    .alterTable("image_analyses")
    .addColumn("call_to_action", "text")
    .addColumn("thumbnail_key", "text")
    .execute();
  await backfillSummaryColumns(db);
  // The gallery's "effectiveness" order pages by (workspace_id, score, created_at, id), an index
  // 0600_workspaces creates with the workspace column it orders within.
}
