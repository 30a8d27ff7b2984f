import { type Kysely, sql } from "kysely";
import { normalizeAnalysisResult } from "../../api/src/analysis/normalize.ts";

const BATCH = 200;

/**
 * Rewrites every stored analysis into the current AnalysisResult shape (the legacy spellings
 * spec 02 §3 lists, percentage scores, CTA objects, string lists …) and refreshes the summary
 * columns from it, so reads return the column as it is and nothing normalises on read.
 * Idempotent and paged by id, so memory stays flat; exported so a test can write a row in an
 * old shape and age it the way this migration finds one.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function normaliseStoredAnalyses(db: Kysely<any>): Promise<void> {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows: { id: string; analysis_result: unknown }[] = await db
      .selectFrom("image_analyses")
      .select(["id", "analysis_result"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const { image_url: _i, filename: _f, uploaded_at: _u, ...result } = normalizeAnalysisResult(row.analysis_result);
      await db
        .updateTable("image_analyses")
        .set({
          analysis_result: JSON.stringify(result),
          effectiveness_score: result.effectiveness_score,
          brand_name: result.brand_name,
          ad_type: result.ad_type,
          target_audience: result.target_audience,
          call_to_action: result.call_to_action,
        })
        .where("id", "=", row.id)
        .execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await normaliseStoredAnalyses(db);
  // The read path trusts the column; a row that is not an object would be a bug, not old data.
  await sql`ALTER TABLE image_analyses ADD CONSTRAINT image_analyses_result_object CHECK (jsonb_typeof(analysis_result) = 'object')`.execute(
    db,
  );
}
