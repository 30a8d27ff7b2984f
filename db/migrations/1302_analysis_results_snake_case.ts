import type { Kysely } from "kysely";
import { normaliseStoredAnalyses } from "./1301_analysis_results_normalised.ts";

/**
 * The analysis result went snake_case on the wire and in the column (effectivenessScore →
 * effectiveness_score, text.wordCount → text.word_count, basis keys …; ADR 0047). The normaliser
 * reads both spellings and writes the new one, so rows 1301 already rewrote are rewritten again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await normaliseStoredAnalyses(db);
}
