import { sql } from "kysely";
import { ApiError } from "../errors.ts";
import { UUID } from "../uuid.ts";

/**
 * Keyset pagination over (created_at, id), newest first, for the small lists of the team
 * features (members, invitations, projects, share links, audit log). The cursor carries
 * created_at at microsecond precision, so rows written in the same millisecond are never skipped.
 */

export const createdText = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const invalid = () => new ApiError("validation_failed", "cursor: is not a cursor from this list", { field: "cursor" });

export function encodeCursor(created: string, id: string): string {
  return Buffer.from(JSON.stringify([created, id])).toString("base64url");
}

/** The condition for rows after `cursor` in (createdColumn, idColumn) DESC order; null without one. */
export function afterCursor(cursor: string | undefined, createdColumn: string, idColumn: string) {
  if (!cursor) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [created, id] = parsed as unknown[];
  if (typeof created !== "string" || Number.isNaN(Date.parse(created)) || typeof id !== "string" || !UUID.test(id)) {
    throw invalid();
  }
  return sql<boolean>`(${sql.ref(createdColumn)}, ${sql.ref(idColumn)}) < (${created}::timestamptz, ${id}::uuid)`;
}

/** Splits the `limit + 1` rows a query fetched into one page and the cursor of the next. */
export function pageOf<R extends { created_text: string }>(
  rows: R[],
  limit: number,
  idOf: (row: R) => string,
): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last.created_text, idOf(last)) : null };
}
