import type { CallOptions, ClientContext } from "../context.ts";
import { type AdLensErrorCode, adLensError } from "../errors.ts";
import type { Analysis, BodyOf, QueryOf, ResponseOf } from "../types.ts";
import { type FileInput, fileForm } from "../upload.ts";

export type CreateAnalysisInput = (
  | { file: FileInput; filename?: string }
  | { image_url: string; filename?: string }
) & {
  /** A project's id: the analysis is filed in it from the moment it exists (sent as `project_id`). */
  project?: string;
};

type CreateAnalysisJson = BodyOf<"/v1/analyses", "post", { image_url: string; filename?: string; project_id?: string }>;

/** The brand-fit filters of the list (Enterprise): each `true` or `false`, left out for either. */
export type BrandFitFilterKey = "brand_found" | "colours_present" | "required_text_present" | "competitor_present";

export type ListAnalysesParams = Omit<
  QueryOf<"/v1/analyses", "get", { limit?: number; cursor?: string; search?: string; ad_type?: string; sort?: string }>,
  BrandFitFilterKey
> &
  Partial<Record<BrandFitFilterKey, boolean | "true" | "false">>;
export type ListAnalysesPage = ResponseOf<"/v1/analyses", "get">;
export type ExportFormat = "json" | "csv" | "ndjson";
export type CompareInput = BodyOf<"/v1/analyses/compare", "post", { ids: string[] }>;
/** A client report: `pdf` (A4) or `html` (a printable page). */
export type ReportFormat = "pdf" | "html";

/** An analysis at any point of its life: `status` queued → running → done or failed. */
export type AnalysisState = ResponseOf<"/v1/analyses/{id}", "get">;

/**
 * What `create(…, { wait: false })` answers: the stored analysis, or, when the API answered
 * before a worker finished (202), its state to read again with `get(id)`. Switch on `status`.
 */
export type CreatedAnalysis =
  | { status: "done"; analysis: Analysis }
  | { status: "queued" | "running"; analysis: AnalysisState };

export interface CreateAnalysisOptions extends CallOptions {
  /**
   * Default true: if the API answers before the analysis is done (202), keep reading it until it
   * is, and return the stored analysis (a failed one throws its AdLensError). False: return at
   * once with a `CreatedAnalysis` to switch on.
   */
  wait?: boolean;
  /** How often to read a queued analysis while waiting. Default 1 000 ms. */
  intervalMs?: number;
  /** Give up (with a `timeout` AdLensError) after this long. Default: wait as long as it takes. */
  maxWaitMs?: number;
}

type PageItem<P> = P extends { data: (infer I)[] } ? I : unknown;
export type AnalysisListItem = PageItem<ListAnalysesPage>;

/** The user's analyses: upload, browse, export and compare. */
export class AnalysesResource {
  constructor(private readonly ctx: ClientContext) {}

  /**
   * Analyses one image: a file (path in Node/Bun, Blob/File, bytes) sent as multipart, or an
   * `image_url` the API fetches; with `project`, filed in that project as it is stored. Waits for
   * the result unless `wait: false` (see CreateAnalysisOptions). Sent with an Idempotency-Key, so
   * a retry after a network failure or a 5xx gets the first answer and is not counted twice.
   */
  create(input: CreateAnalysisInput, opts?: CreateAnalysisOptions & { wait?: true }): Promise<Analysis>;
  create(input: CreateAnalysisInput, opts: CreateAnalysisOptions & { wait: false }): Promise<CreatedAnalysis>;
  async create(input: CreateAnalysisInput, opts: CreateAnalysisOptions = {}): Promise<Analysis | CreatedAnalysis> {
    const { wait = true, intervalMs = 1_000, maxWaitMs, ...call } = opts;
    const common = { method: "POST", path: "/v1/analyses", idempotencyKey: crypto.randomUUID(), ...call } as const;
    const { project, ...rest } = input;
    let answer: Analysis | AnalysisState;
    if ("image_url" in rest) {
      const json: CreateAnalysisJson = { ...rest, ...(project === undefined ? {} : { project_id: project }) };
      answer = await this.ctx.http.request<Analysis | AnalysisState>({ ...common, json });
    } else {
      const form = await fileForm(rest.file, rest.filename);
      if (project !== undefined) form.append("project_id", project);
      answer = await this.ctx.http.request<Analysis | AnalysisState>({ ...common, form });
    }
    // A 201 is the stored analysis (no `status`); a 202 is its state while a worker has it.
    const created = toCreated(answer);
    if (created.status === "done") return wait ? created.analysis : created;
    if (!wait) return created;
    const started = this.ctx.now();
    for (;;) {
      if (maxWaitMs !== undefined && this.ctx.now() - started + intervalMs > maxWaitMs) {
        throw adLensError({
          status: 0,
          code: "timeout",
          message: `Analysis ${created.analysis.id} was not done after ${Math.round(maxWaitMs / 1000)} s.`,
        });
      }
      await sleep(intervalMs, call.signal);
      const now = toCreated(await this.get(created.analysis.id, call));
      if (now.status === "done") return now.analysis;
    }
  }

  /** One page, newest first by default; pass `next_cursor` back as `cursor` for the next. */
  list(params: ListAnalysesParams = {} as ListAnalysesParams, opts?: CallOptions) {
    return this.ctx.http.request<ListAnalysesPage>({
      method: "GET",
      path: "/v1/analyses",
      query: params as Record<string, string | number | undefined>,
      ...opts,
    });
  }

  /** Every analysis matching `params`, fetching further pages as the loop advances. */
  async *iterate(
    params: ListAnalysesParams = {} as ListAnalysesParams,
    opts?: CallOptions,
  ): AsyncGenerator<AnalysisListItem, void, undefined> {
    let cursor: string | undefined = (params as { cursor?: string }).cursor;
    do {
      const page = (await this.list({ ...params, cursor } as ListAnalysesParams, opts)) as {
        data: AnalysisListItem[];
        next_cursor?: string | null;
      };
      yield* page.data;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }

  get(id: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/analyses/{id}", "get">>({
      method: "GET",
      path: `/v1/analyses/${encodeURIComponent(id)}`,
      ...opts,
    });
  }

  delete(id: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/analyses/{id}", "delete">>({
      method: "DELETE",
      path: `/v1/analyses/${encodeURIComponent(id)}`,
      ...opts,
    });
  }

  /** The uploaded image itself. */
  image(id: string, opts?: CallOptions): Promise<Blob> {
    return this.ctx.http.request<Blob>({
      method: "GET",
      path: `/v1/analyses/${encodeURIComponent(id)}/image`,
      responseType: "blob",
      ...opts,
    });
  }

  /** The attention heatmap rendered over the image. */
  heatmap(id: string, opts?: CallOptions): Promise<Blob> {
    return this.ctx.http.request<Blob>({
      method: "GET",
      path: `/v1/analyses/${encodeURIComponent(id)}/heatmap`,
      responseType: "blob",
      ...opts,
    });
  }

  /**
   * The client-ready report on one analysis (Pro and Enterprise), headed with the workspace's
   * name and, on Enterprise, its logo: a PDF by default, or a printable HTML page. The File is
   * named as the API names the download ("summer-sale-report.pdf").
   */
  report(id: string, params: { format?: ReportFormat } = {}, opts?: CallOptions): Promise<File> {
    return this.ctx.http.request<File>({
      method: "GET",
      path: `/v1/analyses/${encodeURIComponent(id)}/report`,
      query: { format: params.format ?? "pdf" },
      responseType: "file",
      ...opts,
    });
  }

  /** The report comparing 2 to 4 analyses side by side, in the order given. */
  comparisonReport(ids: string[], params: { format?: ReportFormat } = {}, opts?: CallOptions): Promise<File> {
    return this.ctx.http.request<File>({
      method: "GET",
      path: "/v1/reports/comparison",
      query: { ids: ids.join(","), format: params.format ?? "pdf" },
      responseType: "file",
      ...opts,
    });
  }

  /** All analyses (or one project's) as one document in the chosen format, returned as text. */
  export(params: { format: ExportFormat; project?: string }, opts?: CallOptions): Promise<string> {
    return this.ctx.http.request<string>({
      method: "GET",
      path: "/v1/analyses/export",
      query: { ...params },
      responseType: "text",
      ...opts,
    });
  }

  /** Compares 2 to 4 analyses side by side. Read-only, so it is retried like a GET. */
  compare(ids: string[], opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/analyses/compare", "post">>({
      method: "POST",
      path: "/v1/analyses/compare",
      json: { ids } as CompareInput,
      idempotent: true,
      ...opts,
    });
  }
}

/** The answer of an upload or a read, as done (the stored analysis) or not yet; a failure throws. */
function toCreated(answer: Analysis | AnalysisState): CreatedAnalysis {
  if (!("status" in answer)) return { status: "done", analysis: answer };
  if (answer.status === "failed") {
    throw adLensError({
      status: 0,
      code: (answer.error?.code ?? "analysis_failed") as AdLensErrorCode,
      message: answer.error?.message ?? "The analysis failed.",
    });
  }
  if (answer.status === "done" && answer.analysis_result) {
    const { status: _status, batch_id: _batch, error: _error, ...stored } = answer;
    return { status: "done", analysis: stored as Analysis };
  }
  return { status: answer.status === "done" ? "running" : answer.status, analysis: answer };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
