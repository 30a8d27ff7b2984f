import { AdLensError, type AnalysisResult, type ResponseOf } from "@adlens/sdk";
import { CliError, type ErrorCode } from "./exit-codes.ts";

export interface OutputOptions {
  json?: boolean;
  ndjson?: boolean;
}

/** JSON when asked for, and automatically when stdout is a pipe or a file (scripts, CI). */
export function wantsJson(opts: OutputOptions): boolean {
  return Boolean(opts.json || opts.ndjson || !process.stdout.isTTY);
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printLine(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  /** Columns marked flexible shrink (with an ellipsis) to fit the terminal. */
  flexible?: boolean;
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

/** A plain aligned table that fits the terminal width. */
export function formatTable<Row>(
  rows: Row[],
  columns: Column<Row>[],
  maxWidth = process.stdout.columns || 120,
): string {
  const cells = rows.map((row) => columns.map((c) => c.value(row).replace(/\s+/g, " ")));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (columns.length - 1);
  const flexible = columns.map((c, i) => (c.flexible ? i : -1)).filter((i) => i >= 0);
  while (total() > maxWidth && flexible.some((i) => (widths[i] ?? 0) > 12)) {
    const widest = flexible.reduce((a, b) => ((widths[a] ?? 0) >= (widths[b] ?? 0) ? a : b));
    widths[widest] = (widths[widest] ?? 0) - 1;
  }
  const line = (values: string[]) =>
    values
      .map((v, i) => truncate(v, widths[i] ?? 0).padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...cells.map(line)].join("\n");
}

export interface ErrorReport {
  code: ErrorCode;
  message: string;
  request_id?: string;
  field?: string;
  /** Where the API's guide explains the code and what to do about it. */
  doc_url?: string;
}

export function describeError(error: unknown): ErrorReport {
  if (error instanceof AdLensError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.requestId ? { request_id: error.requestId } : {}),
      ...(error.field ? { field: error.field } : {}),
      ...(error.docUrl ? { doc_url: error.docUrl } : {}),
    };
  }
  if (error instanceof CliError) return { code: error.code, message: error.message };
  return { code: "internal_error", message: error instanceof Error ? error.message : String(error) };
}

/**
 * Errors always go to stderr: as JSON in JSON mode, otherwise as "error [code]: message", with the
 * guide's page for the code on a line of its own when the API named one.
 */
export function reportError(error: unknown, json: boolean): void {
  const report = describeError(error);
  if (json) {
    process.stderr.write(`${JSON.stringify({ error: report })}\n`);
    return;
  }
  const id = report.request_id ? ` (request id ${report.request_id})` : "";
  process.stderr.write(`error [${report.code}]: ${report.message}${id}\n`);
  if (report.doc_url) process.stderr.write(`  see ${report.doc_url}\n`);
}

/** One row of `adlens analyze` output: per file, as table, JSON or NDJSON. */
export interface FileResult {
  input: string;
  filename: string;
  status: "ok" | "error";
  id?: string;
  score?: number;
  ad_type?: string;
  top_recommendation?: string | null;
  below_threshold?: boolean;
  /** With `analyze --fail-on-competitor`: the brand kit's competitors found in the ad. */
  competitors?: string[];
  analysis?: ResponseOf<"/v1/analyses", "post">;
  error?: ErrorReport;
}

/** The row of an analysed file, whether it was uploaded and waited for or read from a batch. */
export function scoredResult(
  input: string,
  analysis: { id: string; filename: string },
  result: AnalysisResult,
  failUnder?: number,
): FileResult {
  return {
    input,
    filename: analysis.filename,
    status: "ok",
    id: analysis.id,
    score: result.effectiveness_score,
    ad_type: result.ad_type,
    top_recommendation: result.recommendations[0] ?? null,
    ...(failUnder === undefined ? {} : { below_threshold: result.effectiveness_score < failUnder }),
  };
}
