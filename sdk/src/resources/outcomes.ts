import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, QueryOf, ResponseOf } from "../types.ts";

export type OutcomeInput = BodyOf<"/v1/outcomes", "post">["outcomes"][number];
export type OutcomesImport = ResponseOf<"/v1/outcomes", "post">;
export type PerformanceModel = ResponseOf<"/v1/performance-models", "get">["data"][number];
export type AnalysisPerformance = ResponseOf<"/v1/analyses/{id}/performance", "get">;
export type ListPerformanceModelsParams = QueryOf<"/v1/performance-models", "get", { limit?: number; cursor?: string }>;

/** The API's limit per request; `import` sends more in turns. */
export const OUTCOMES_CHUNK = 5000;

/** A CSV line that could not become an outcome, numbered from 1 as editors show them. */
export interface CsvProblem {
  line: number;
  message: string;
}

/** Splits one CSV record (RFC 4180: quoted fields, doubled quotes, commas or semicolons). */
function cells(line: string, separator: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      out.push(cell.trim());
      cell = "";
    } else cell += c;
  }
  out.push(cell.trim());
  return out;
}

const COLUMNS = ["analysis_id", "filename", "impressions", "clicks", "conversions", "spend"] as const;

/**
 * Reads an outcomes CSV: a header naming `analysis_id` or `filename`, `impressions`, `clicks`,
 * and optionally `conversions` and `spend` (in any order, any case; other columns are ignored).
 * The web app and the CLI both read files with this, so they accept the same files.
 */
export function parseOutcomesCsv(text: string): { outcomes: OutcomeInput[]; problems: CsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const headerLine = lines[0] ?? "";
  const separator = headerLine.includes(";") && !headerLine.includes(",") ? ";" : ",";
  const header = cells(headerLine, separator).map((h) => h.toLowerCase());
  const at = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof COLUMNS)[number], number>;
  const problems: CsvProblem[] = [];
  if (at.impressions < 0 || at.clicks < 0 || (at.analysis_id < 0 && at.filename < 0)) {
    problems.push({
      line: 1,
      message: "the header must name impressions, clicks, and analysis_id or filename",
    });
    return { outcomes: [], problems };
  }
  const outcomes: OutcomeInput[] = [];
  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    if (!raw.trim()) return;
    const row = cells(raw, separator);
    const get = (c: (typeof COLUMNS)[number]) => (at[c] >= 0 ? (row[at[c]] ?? "") : "");
    const count = (c: "impressions" | "clicks" | "conversions") => {
      const v = get(c).replace(/[\s,]/g, "");
      return /^\d+$/.test(v) ? Number(v) : v === "" ? null : Number.NaN;
    };
    const impressions = count("impressions");
    const clicks = count("clicks");
    const conversions = count("conversions");
    const spendText = get("spend").replace(/[\s$€£]/g, "");
    const spend = spendText === "" ? null : Number(spendText);
    const id = get("analysis_id");
    const filename = get("filename");
    if (!id && !filename) problems.push({ line, message: "no analysis_id or filename" });
    else if (impressions === null || Number.isNaN(impressions))
      problems.push({ line, message: "impressions must be a whole number" });
    else if (clicks === null || Number.isNaN(clicks)) problems.push({ line, message: "clicks must be a whole number" });
    else if (clicks > impressions) problems.push({ line, message: "clicks exceed impressions" });
    else if (Number.isNaN(conversions)) problems.push({ line, message: "conversions must be a whole number" });
    else if (Number.isNaN(spend) || (spend !== null && spend < 0))
      problems.push({ line, message: "spend must be a number" });
    else {
      outcomes.push({
        ...(id ? { analysis_id: id } : { filename }),
        impressions,
        clicks,
        ...(conversions !== null ? { conversions } : {}),
        ...(spend !== null ? { spend } : {}),
      });
    }
  });
  return { outcomes, problems };
}

/** Enterprise: each ad's results, and the workspace's performance model fitted on them. */
export class OutcomesResource {
  constructor(private readonly ctx: ClientContext) {}

  /**
   * Writes the outcomes (each replacing the analysis's earlier figures), in requests of at most
   * 5,000 rows; `unmatched` indexes refer to `outcomes` as given. A refit is queued on the server.
   */
  async import(outcomes: OutcomeInput[], opts?: CallOptions): Promise<OutcomesImport> {
    const total: OutcomesImport = { imported: 0, unmatched: [], refit_queued: false };
    for (let start = 0; start < outcomes.length; start += OUTCOMES_CHUNK) {
      const part = await this.ctx.http.request<ResponseOf<"/v1/outcomes", "post">>({
        method: "POST",
        path: "/v1/outcomes",
        json: { outcomes: outcomes.slice(start, start + OUTCOMES_CHUNK) },
        ...opts,
      });
      total.imported += part.imported;
      total.unmatched.push(...part.unmatched.map((u) => ({ ...u, index: u.index + start })));
      total.refit_queued ||= part.refit_queued;
    }
    return total;
  }

  /** Every fit of the workspace's model, newest first, with its sample size and CV rank correlation. */
  models(params: ListPerformanceModelsParams = {}, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/performance-models", "get">>({
      method: "GET",
      path: "/v1/performance-models",
      query: { ...params },
      ...opts,
    });
  }

  /** The analysis's predicted performance index under the latest fit (null until one predicts). */
  performance(analysisId: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/analyses/{id}/performance", "get">>({
      method: "GET",
      path: `/v1/analyses/${encodeURIComponent(analysisId)}/performance`,
      ...opts,
    });
  }
}
