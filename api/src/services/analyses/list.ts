import type { Db } from "@adlens/db";
import { type RawBuilder, sql } from "kysely";
import { ApiError } from "../../errors.ts";
import { inScope, type Scope } from "./scope.ts";
import { ITEM_COLUMNS, type ItemRow, SUMMARY_COLUMNS, type SummaryRow } from "./serialize.ts";

export const SORTS = ["newest", "oldest", "effectiveness", "alphabetical"] as const;
export type SortKey = (typeof SORTS)[number];

/** The stored brand-fit checks a list can be filtered on (docs/adr/0120-stored-brand-fit.md). */
export const BRAND_FIT_FILTERS = [
  "brand_found",
  "colours_present",
  "required_text_present",
  "competitor_present",
] as const;
export type BrandFitFilter = Partial<Record<(typeof BRAND_FIT_FILTERS)[number], boolean>>;

export interface ListInput {
  scope: Scope;
  limit: number;
  cursor?: string;
  search?: string;
  adType?: string;
  /** Only analyses whose fit, read against the kit as it is now, passes every check given. */
  brandFit?: BrandFitFilter;
  sort: SortKey;
}

/** created_at at full (microsecond) precision, so a cursor never skips rows in the same millisecond. */
const createdText = sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const score = sql<number>`coalesce(effectiveness_score, -1)`;
const nameKey = sql<string>`lower(original_filename)`;

interface SortPlan {
  /** The ordered keys; every key runs in the same direction, so one row comparison pages. */
  keys: RawBuilder<unknown>[];
  /** How a cursor value is cast back in SQL. */
  casts: string[];
  direction: "asc" | "desc";
}

const PLANS: Record<SortKey, SortPlan> = {
  newest: { keys: [sql`created_at`, sql`id`], casts: ["timestamptz", "uuid"], direction: "desc" },
  oldest: { keys: [sql`created_at`, sql`id`], casts: ["timestamptz", "uuid"], direction: "asc" },
  effectiveness: {
    keys: [score, sql`created_at`, sql`id`],
    casts: ["real", "timestamptz", "uuid"],
    direction: "desc",
  },
  alphabetical: { keys: [nameKey, sql`id`], casts: ["text", "uuid"], direction: "asc" },
};

type CursorValue = string | number;

function encodeCursor(sort: SortKey, values: CursorValue[]): string {
  return Buffer.from(JSON.stringify({ s: sort, v: values })).toString("base64url");
}

function decodeCursor(cursor: string, sort: SortKey): CursorValue[] {
  const invalid = new ApiError("validation_failed", "cursor: is not a cursor from this list", { field: "cursor" });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid;
  }
  const { s, v } = (parsed ?? {}) as { s?: unknown; v?: unknown };
  const expected = PLANS[sort].casts.length;
  if (s !== sort || !Array.isArray(v) || v.length !== expected) throw invalid;
  if (!v.every((x) => typeof x === "string" || (typeof x === "number" && Number.isFinite(x)))) throw invalid;
  const values = v as CursorValue[];
  const last = values[values.length - 1];
  if (typeof last !== "string" || !/^[0-9a-f-]{36}$/i.test(last)) throw invalid;
  return values;
}

/** `%`, `_` and `\` in a search term match themselves, not LIKE wildcards. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Page<R> {
  rows: R[];
  nextCursor: string | null;
}

/**
 * One page of the analyses in a scope, filtered, sorted, and keyset-paginated. Summaries read only
 * the small columns; the analysis JSON is read only when the full analysis is asked for.
 */
export function listAnalyses(db: Db, input: ListInput, full: true): Promise<Page<ItemRow>>;
export function listAnalyses(db: Db, input: ListInput, full?: false): Promise<Page<SummaryRow>>;
export async function listAnalyses(db: Db, input: ListInput, full = false): Promise<Page<SummaryRow | ItemRow>> {
  const plan = PLANS[input.sort];
  const keyList = sql.join(plan.keys);
  const dir = sql.raw(plan.direction);
  let query = db
    .selectFrom("image_analyses")
    .select([
      ...(full ? ITEM_COLUMNS : SUMMARY_COLUMNS),
      createdText.as("created_text"),
      score.as("score_key"),
      nameKey.as("name_key"),
    ])
    .where(inScope(input.scope));

  const search = input.search?.trim();
  if (search) {
    const pattern = likeContains(search);
    query = query.where((eb) =>
      eb.or([
        eb("original_filename", "ilike", pattern),
        eb("brand_name", "ilike", pattern),
        eb("target_audience", "ilike", pattern),
      ]),
    );
  }
  const adType = input.adType?.trim();
  if (adType) query = query.where("ad_type", "ilike", likeContains(adType));
  const checks = BRAND_FIT_FILTERS.flatMap((key) => {
    const wanted = input.brandFit?.[key];
    return wanted === undefined ? [] : [sql<boolean>`f.${sql.ref(key)} = ${wanted}`];
  });
  if (checks.length) {
    // Fits read against an older revision of the kit are stale and match nothing until refreshed.
    query = query.where(
      sql<boolean>`EXISTS (SELECT 1 FROM analysis_brand_fits f
        JOIN brand_kits k ON k.workspace_id = f.workspace_id AND k.revision = f.kit_revision
        WHERE f.analysis_id = image_analyses.id AND ${sql.join(checks, sql` AND `)})`,
    );
  }

  if (input.cursor) {
    const values = decodeCursor(input.cursor, input.sort);
    const cursorRow = sql.join(values.map((v, i) => sql`${v}::${sql.raw(plan.casts[i] ?? "text")}`));
    query = query.where(
      plan.direction === "desc"
        ? sql<boolean>`(${keyList}) < (${cursorRow})`
        : sql<boolean>`(${keyList}) > (${cursorRow})`,
    );
  }
  for (const key of plan.keys) query = query.orderBy(sql`${key} ${dir}`);

  const found = await query.limit(input.limit + 1).execute();
  const page = found.slice(0, input.limit);
  const last = page[page.length - 1];
  let nextCursor: string | null = null;
  if (found.length > input.limit && last) {
    const values: Record<SortKey, CursorValue[]> = {
      newest: [last.created_text, last.id],
      oldest: [last.created_text, last.id],
      effectiveness: [last.score_key, last.created_text, last.id],
      alphabetical: [last.name_key, last.id],
    };
    nextCursor = encodeCursor(input.sort, values[input.sort]);
  }
  return {
    rows: page.map(({ created_text: _c, score_key: _s, name_key: _n, ...row }) => row),
    nextCursor,
  };
}
