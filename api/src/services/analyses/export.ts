import type { AnalysisResult } from "../../analysis/result.ts";
import type { AppDeps } from "../../deps.ts";
import { listAnalyses } from "./list.ts";
import type { Scope } from "./scope.ts";
import { toItem } from "./serialize.ts";
import { EXPORT_LINK_LIFETIME, signedObjectUrl } from "./signed-url.ts";

export const EXPORT_FORMATS = ["json", "csv", "ndjson"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  json: "application/json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  ndjson: "application/x-ndjson; charset=utf-8",
};

const PAGE = 200;

/**
 * One analysis in an export (spec 02 §7's record: filename, time, result and image link), in
 * snake_case like the rest of the API, with the analysis id first. `analysis_result` is the one
 * AnalysisResult.
 */
export interface ExportRecord {
  id: string;
  filename: string;
  created_at: string;
  analysis_result: AnalysisResult;
  image_url: string;
}

/**
 * A list in one cell: one item per line. Items are free text that may hold "; " or ",", so no
 * separator inside a line could be split on again; RFC 4180 quoting keeps the lines in the cell.
 */
const oneItemPerLine = (items: string[]) => items.join("\n");

/** The CSV's columns: the record's fields, the result flattened to its headline fields. */
const CSV_COLUMNS: [string, (r: ExportRecord) => string | number | null][] = [
  ["id", (r) => r.id],
  ["filename", (r) => r.filename],
  ["created_at", (r) => r.created_at],
  ["image_url", (r) => r.image_url],
  ["effectiveness_score", (r) => r.analysis_result.effectiveness_score],
  ["message_clarity", (r) => r.analysis_result.message_clarity],
  ["brand_name", (r) => r.analysis_result.brand_name],
  ["ad_type", (r) => r.analysis_result.ad_type],
  ["target_audience", (r) => r.analysis_result.target_audience],
  ["color_scheme", (r) => oneItemPerLine(r.analysis_result.color_scheme)],
  ["emotions", (r) => oneItemPerLine(r.analysis_result.emotions)],
  ["call_to_action", (r) => r.analysis_result.call_to_action],
  ["key_elements", (r) => oneItemPerLine(r.analysis_result.key_elements.map((k) => k.label))],
  ["recommendations", (r) => oneItemPerLine(r.analysis_result.recommendations)],
  ["text_content", (r) => r.analysis_result.text_content],
];

/**
 * One CSV cell (RFC 4180). Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * is prefixed with an apostrophe so an exported ad text can never execute.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** The CSV export's first line: the column names, after the BOM spreadsheets need to read UTF-8. */
export const csvHeader = () => `\uFEFF${csvLine(CSV_COLUMNS.map(([name]) => name))}`;

/** One analysis as a line of the CSV export. */
export const csvRecord = (record: ExportRecord) => csvLine(CSV_COLUMNS.map(([, get]) => get(record)));

async function* records(deps: AppDeps, scope: Scope): AsyncGenerator<ExportRecord> {
  let cursor: string | undefined;
  do {
    const page = await listAnalyses(deps.db, { scope, limit: PAGE, cursor, sort: "newest" }, true);
    const now = deps.now();
    for (const row of page.rows) {
      const item = toItem(row, deps.config.jwtSecret, now);
      const { image_url: _i, filename: _f, uploaded_at: _u, ...analysisResult } = item.analysis_result;
      const link = signedObjectUrl(deps.config.jwtSecret, item.id, "image", now, { lifetime: EXPORT_LINK_LIFETIME });
      yield {
        id: item.id,
        filename: item.filename,
        created_at: item.created_at,
        analysis_result: analysisResult as AnalysisResult,
        // Opens in a browser with no token, for the week the file is likely to be used.
        image_url: `${deps.config.publicUrl}${link}`,
      };
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

async function* lines(deps: AppDeps, scope: Scope, format: ExportFormat): AsyncGenerator<string> {
  if (format === "csv") yield csvHeader();
  if (format === "json") yield "[";
  let first = true;
  for await (const record of records(deps, scope)) {
    if (format === "csv") yield csvRecord(record);
    else if (format === "ndjson") yield `${JSON.stringify(record)}\n`;
    else yield `${first ? "\n" : ",\n"}${JSON.stringify(record)}`;
    first = false;
  }
  if (format === "json") yield "\n]\n";
}

/** The workspace's whole gallery as a stream, read page by page so memory stays flat. */
export function exportAnalyses(deps: AppDeps, scope: Scope, format: ExportFormat): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source = lines(deps, scope, format);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}

export function exportFilename(format: ExportFormat, now: Date): string {
  return `adlens-export-${now.toISOString().slice(0, 10)}.${format}`;
}
