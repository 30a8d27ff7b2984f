import type { Db } from "@adlens/db";
import { sql } from "kysely";
import { ApiError } from "../../errors.ts";
import { BRAND_FIT_FILTERS } from "../analyses/list.ts";
import { inScope, type Scope } from "../analyses/scope.ts";
import { NO_KIT } from "./analysis-fit.ts";

export type BrandFitCheck = (typeof BRAND_FIT_FILTERS)[number];

export interface BrandFitAnalytics {
  total_analyses: number;
  /** Analyses whose stored fit was read against the kit as it is now. */
  read: number;
  /** Analyses still waiting for the background refresh (new, or read against an older kit). */
  pending: number;
  checks: {
    check: BrandFitCheck;
    yes: number;
    no: number;
    avg_effectiveness_yes: number | null;
    avg_effectiveness_no: number | null;
  }[];
  competitors: { name: string; analyses: number }[];
}

const count = (v: unknown) => Number(v ?? 0);
const average = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/**
 * The scope's analyses broken down by their stored brand fit: per check, how many pass and fail
 * and their average effectiveness, and how many analyses show each competitor. Only fits of the
 * kit's current revision count; the rest are `pending`.
 */
export async function brandFitAnalytics(db: Db, scope: Scope): Promise<BrandFitAnalytics> {
  const kit = await db
    .selectFrom("brand_kits")
    .select("revision")
    .where("workspace_id", "=", scope.workspaceId)
    .executeTakeFirst();
  if (!kit) throw new ApiError("not_found", NO_KIT);
  const current = sql`f.analysis_id = a.id AND f.kit_revision = ${kit.revision}`;
  const perCheck = BRAND_FIT_FILTERS.map(
    (check) => sql`
      count(*) FILTER (WHERE f.${sql.ref(check)}) AS ${sql.ref(`${check}_yes`)},
      count(*) FILTER (WHERE NOT f.${sql.ref(check)}) AS ${sql.ref(`${check}_no`)},
      avg(a.effectiveness_score) FILTER (WHERE f.${sql.ref(check)}) AS ${sql.ref(`${check}_avg_yes`)},
      avg(a.effectiveness_score) FILTER (WHERE NOT f.${sql.ref(check)}) AS ${sql.ref(`${check}_avg_no`)}`,
  );
  const { rows } = await sql<Record<string, unknown>>`
    SELECT count(*) AS total, count(f.analysis_id) AS read, ${sql.join(perCheck)}
    FROM image_analyses a LEFT JOIN analysis_brand_fits f ON ${current}
    WHERE ${inScope(scope, "a")}`.execute(db);
  const totals = rows[0] ?? {};
  const rivals = await sql<{ name: string; analyses: unknown }>`
    SELECT c->>'name' AS name, count(*) AS analyses
    FROM image_analyses a JOIN analysis_brand_fits f ON ${current},
      jsonb_array_elements(f.fit->'competitors') AS c
    WHERE ${inScope(scope, "a")} AND jsonb_array_length(c->'found_by') > 0
    GROUP BY 1 ORDER BY 2 DESC, 1`.execute(db);
  const total = count(totals.total);
  const read = count(totals.read);
  return {
    total_analyses: total,
    read,
    pending: total - read,
    checks: BRAND_FIT_FILTERS.map((check) => ({
      check,
      yes: count(totals[`${check}_yes`]),
      no: count(totals[`${check}_no`]),
      avg_effectiveness_yes: average(totals[`${check}_avg_yes`]),
      avg_effectiveness_no: average(totals[`${check}_avg_no`]),
    })),
    competitors: rivals.rows.map((r) => ({ name: r.name, analyses: count(r.analyses) })),
  };
}

const CHECK_WORDS: Record<BrandFitCheck, string> = {
  brand_found: "Own brand found",
  colours_present: "A brand colour used",
  required_text_present: "Every required text printed",
  competitor_present: "A competitor present",
};

/** The breakdown in words, one line per check the kit can test, as the workspace report prints it. */
export function brandFitSummaryLines(a: BrandFitAnalytics): string[] {
  const checks = a.checks
    .filter((c) => c.yes + c.no > 0)
    .map((c) => {
      const averages =
        c.avg_effectiveness_yes === null || c.avg_effectiveness_no === null
          ? ""
          : ` (average score ${c.avg_effectiveness_yes.toFixed(1)}, against ${c.avg_effectiveness_no.toFixed(1)} without)`;
      return `${CHECK_WORDS[c.check]}: ${c.yes} of ${c.yes + c.no} analyses${averages}.`;
    });
  const rivals = a.competitors.length
    ? `Competitors seen: ${a.competitors.map((c) => `${c.name} in ${c.analyses}`).join(", ")}.`
    : "Competitors seen: none.";
  const pending = a.pending ? [`${a.pending} analyses not yet read against the current kit are left out.`] : [];
  return [...checks, rivals, ...pending];
}
