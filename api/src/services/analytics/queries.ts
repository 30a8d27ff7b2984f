import type { Db } from "@adlens/db";
import { type RawBuilder, sql } from "kysely";
import { ADVICE_RULES, OTHER_RULE } from "../../analysis/local/advice-rules.ts";
import { inScope, type Scope } from "../analyses/scope.ts";

/**
 * Aggregates over the analyses in one scope (a workspace), all in SQL (jsonb functions over analysis_result).
 * Results are normalised when written, so the canonical keys are the ones read here.
 */

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const round1 = (v: unknown): number => Math.round(num(v) * 10) / 10;

/** A jsonb array field of the result, or an empty array when it is absent or not a list. */
const listOf = (field: string) =>
  sql`CASE WHEN jsonb_typeof(analysis_result->${field}) = 'array' THEN analysis_result->${field} ELSE '[]'::jsonb END`;

export interface Summary {
  total: number;
  avgEffectiveness: number;
  avgMessageClarity: number;
  low: number;
  medium: number;
  high: number;
  withCta: number;
  avgWithCta: number | null;
  avgWithoutCta: number | null;
}

export async function summary(db: Db, scope: Scope): Promise<Summary> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT count(*) AS total,
      avg(effectiveness_score) AS avg_score,
      avg((analysis_result->>'message_clarity')::numeric) AS avg_clarity,
      count(*) FILTER (WHERE effectiveness_score < 6) AS low,
      count(*) FILTER (WHERE effectiveness_score >= 6 AND effectiveness_score < 8) AS medium,
      count(*) FILTER (WHERE effectiveness_score >= 8) AS high,
      count(*) FILTER (WHERE nullif(analysis_result->>'call_to_action', '') IS NOT NULL) AS with_cta,
      avg(effectiveness_score) FILTER (WHERE nullif(analysis_result->>'call_to_action', '') IS NOT NULL) AS avg_with_cta,
      avg(effectiveness_score) FILTER (WHERE nullif(analysis_result->>'call_to_action', '') IS NULL) AS avg_without_cta
    FROM image_analyses WHERE ${inScope(scope)}`.execute(db);
  const r = rows[0] ?? {};
  return {
    total: num(r.total),
    avgEffectiveness: round1(r.avg_score),
    avgMessageClarity: round1(r.avg_clarity),
    low: num(r.low),
    medium: num(r.medium),
    high: num(r.high),
    withCta: num(r.with_cta),
    avgWithCta: r.avg_with_cta === null ? null : round1(r.avg_with_cta),
    avgWithoutCta: r.avg_without_cta === null ? null : round1(r.avg_without_cta),
  };
}

export interface Tally {
  label: string;
  count: number;
  avgScore: number;
}

/** Counts of one value per analysis (ad type, brand, …), most frequent first. */
async function tallyColumn(db: Db, scope: Scope, expr: RawBuilder<unknown>, limit: number): Promise<Tally[]> {
  const { rows } = await sql<{ label: string; n: unknown; avg_score: unknown }>`
    SELECT min(v) AS label, count(*) AS n, avg(effectiveness_score) AS avg_score
    FROM (SELECT nullif(btrim(${expr}), '') AS v, effectiveness_score FROM image_analyses WHERE ${inScope(scope)}) x
    WHERE v IS NOT NULL
    GROUP BY lower(v)
    ORDER BY count(*) DESC, lower(v)
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ label: r.label, count: num(r.n), avgScore: round1(r.avg_score) }));
}

/** Counts of list members across analyses (colours, emotions, …); an analysis counts a value once. */
async function tallyList(db: Db, scope: Scope, field: string, limit: number, upper = false): Promise<Tally[]> {
  const value = upper ? sql`upper(btrim(e.v))` : sql`btrim(e.v)`;
  const { rows } = await sql<{ label: string; n: unknown; avg_score: unknown }>`
    SELECT min(v) AS label, count(DISTINCT id) AS n, avg(effectiveness_score) AS avg_score
    FROM (
      SELECT a.id, a.effectiveness_score, ${value} AS v
      FROM image_analyses a CROSS JOIN LATERAL jsonb_array_elements_text(${listOf(field)}) AS e(v)
      WHERE ${inScope(scope, "a")}
    ) x
    WHERE v <> ''
    GROUP BY lower(v)
    ORDER BY count(DISTINCT id) DESC, lower(v)
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ label: r.label, count: num(r.n), avgScore: round1(r.avg_score) }));
}

export const adTypes = (db: Db, scope: Scope) => tallyColumn(db, scope, sql`ad_type`, 20);
export const brands = (db: Db, scope: Scope) => tallyColumn(db, scope, sql`brand_name`, 20);
export const audiences = (db: Db, scope: Scope) => tallyColumn(db, scope, sql`target_audience`, 20);
export const callsToAction = (db: Db, scope: Scope) =>
  tallyColumn(db, scope, sql`analysis_result->>'call_to_action'`, 20);
export const colors = (db: Db, scope: Scope) => tallyList(db, scope, "color_scheme", 12, true);
export const emotions = (db: Db, scope: Scope) => tallyList(db, scope, "emotions", 6);
export const recommendations = (db: Db, scope: Scope) => tallyList(db, scope, "recommendations", 10);

/** A coarse style per ad from its measured tone: warm/cool/neutral and vivid/muted. */
export const visualStyles = (db: Db, scope: Scope) =>
  tallyColumn(
    db,
    scope,
    sql`CASE WHEN jsonb_typeof(analysis_result->'tone') = 'object' THEN
      (CASE WHEN (analysis_result->'tone'->>'warmth')::numeric > 0.15 THEN 'Warm'
            WHEN (analysis_result->'tone'->>'warmth')::numeric < -0.15 THEN 'Cool' ELSE 'Neutral' END)
      || ' & ' ||
      (CASE WHEN (analysis_result->'tone'->>'saturation')::numeric >= 0.45 THEN 'vivid' ELSE 'muted' END)
    END`,
    10,
  );

export interface MonthTrend {
  month: string;
  count: number;
  avgEffectiveness: number;
}

/** The last 6 calendar months (UTC) up to `now`, empty months included. */
export async function monthlyTrends(db: Db, scope: Scope, now: Date): Promise<MonthTrend[]> {
  const { rows } = await sql<{ month: string; n: unknown; avg_score: unknown }>`
    WITH months AS (
      SELECT generate_series(
        date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') - interval '5 months',
        date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
        interval '1 month') AS m
    )
    SELECT to_char(months.m, 'YYYY-MM') AS month, count(a.id) AS n, avg(a.effectiveness_score) AS avg_score
    FROM months
    LEFT JOIN image_analyses a
      ON ${inScope(scope, "a")}
     AND date_trunc('month', a.created_at AT TIME ZONE 'UTC') = months.m
    GROUP BY months.m
    ORDER BY months.m`.execute(db);
  return rows.map((r) => ({ month: r.month, count: num(r.n), avgEffectiveness: round1(r.avg_score) }));
}

export interface BrandPerformance {
  brand: string;
  avgEffectiveness: number;
  count: number;
}

/** Brands with at least 2 ads, best average first, 10 at most (spec 02 §9). */
export async function performanceByBrand(db: Db, scope: Scope): Promise<BrandPerformance[]> {
  const { rows } = await sql<{ brand: string; avg_score: unknown; n: unknown }>`
    SELECT min(brand_name) AS brand, avg(effectiveness_score) AS avg_score, count(*) AS n
    FROM image_analyses
    WHERE ${inScope(scope)} AND nullif(btrim(brand_name), '') IS NOT NULL
    GROUP BY lower(btrim(brand_name))
    HAVING count(*) >= 2
    ORDER BY avg(effectiveness_score) DESC NULLS LAST, count(*) DESC, lower(btrim(brand_name))
    LIMIT 10`.execute(db);
  return rows.map((r) => ({ brand: r.brand, avgEffectiveness: round1(r.avg_score), count: num(r.n) }));
}

export interface RuleTally {
  rule: string;
  count: number;
}

/**
 * In how many analyses each advice rule fired, most frequent first. The sentences are
 * classified in SQL with the rules' own patterns (analysis/local/advice-rules.ts), so an
 * analysis counts a rule once however many sentences it wrote for it.
 */
export async function improvementAreas(db: Db, scope: Scope): Promise<RuleTally[]> {
  const cases = ADVICE_RULES.map((r) => sql`WHEN btrim(e.v) ~ ${r.pattern.source} THEN ${r.id}`);
  const { rows } = await sql<{ rule: string; n: unknown }>`
    SELECT rule, count(DISTINCT id) AS n
    FROM (
      SELECT a.id, CASE ${sql.join(cases, sql` `)} ELSE ${OTHER_RULE.id} END AS rule
      FROM image_analyses a CROSS JOIN LATERAL jsonb_array_elements_text(${listOf("recommendations")}) AS e(v)
      WHERE ${inScope(scope, "a")} AND btrim(e.v) <> ''
    ) x
    GROUP BY rule
    ORDER BY count(DISTINCT id) DESC, rule`.execute(db);
  return rows.map((r) => ({ rule: r.rule, count: num(r.n) }));
}

/**
 * Each analysis's measured palette (hex, share of pixels; the average tone listed beside the
 * measured colours is not one of them), or its listed colours as equal shares.
 */
export async function palettes(db: Db, scope: Scope): Promise<{ hex: string; percentage: number }[][]> {
  const { rows } = await sql<{ palette: unknown; scheme: unknown }>`
    SELECT analysis_result->'palette' AS palette, analysis_result->'color_scheme' AS scheme
    FROM image_analyses WHERE ${inScope(scope)}`.execute(db);
  return rows.map(({ palette, scheme }) => {
    const measured = Array.isArray(palette)
      ? palette.filter(
          (c): c is { hex: string; percentage: number } =>
            typeof c?.hex === "string" && typeof c?.percentage === "number" && c?.average !== true,
        )
      : [];
    if (measured.length) return measured;
    const listed = Array.isArray(scheme) ? scheme.filter((c): c is string => typeof c === "string") : [];
    return listed.map((hex) => ({ hex, percentage: 100 / listed.length }));
  });
}
