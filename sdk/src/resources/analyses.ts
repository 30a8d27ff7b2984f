import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, QueryOf, ResponseOf } from "../types.ts";
import { type FileInput, fileForm } from "../upload.ts";

export type CreateAnalysisInput = (
  | { file: FileInput; filename?: string }
  | { image_url: string; filename?: string }
) & {
  /** A project's id: the analysis is filed in it from the moment it exists (sent as `project_id`). */
  project?: string;
};

type CreateAnalysisJson = BodyOf<"/v1/analyses", "post", { image_url: string; filename?: string; project_id?: string }>;

export type ListAnalysesParams = QueryOf<
  "/v1/analyses",
  "get",
  { limit?: number; cursor?: string; search?: string; ad_type?: string; sort?: string }
>;
export type ListAnalysesPage = ResponseOf<"/v1/analyses", "get">;
export type ExportFormat = "json" | "csv" | "ndjson";
export type CompareInput = BodyOf<"/v1/analyses/compare", "post", { ids: string[] }>;
/** A client report: `pdf` (A4) or `html` (a printable page). */
export type ReportFormat = "pdf" | "html";

type PageItem<P> = P extends { data: (infer I)[] } ? I : unknown;
export type AnalysisListItem = PageItem<ListAnalysesPage>;

/** The user's analyses: upload, browse, export and compare. */
export class AnalysesResource {
  constructor(private readonly ctx: ClientContext) {}

  /**
   * Analyses one image: a file (path in Node/Bun, Blob/File, bytes) sent as multipart, or an
   * `image_url` the API fetches; with `project`, filed in that project as it is stored. Not
   * retried after a 5xx: a second attempt could count twice.
   */
  async create(input: CreateAnalysisInput, opts?: CallOptions) {
    const common = { method: "POST", path: "/v1/analyses", ...opts } as const;
    const { project, ...rest } = input;
    if ("image_url" in rest) {
      const json: CreateAnalysisJson = { ...rest, ...(project === undefined ? {} : { project_id: project }) };
      return this.ctx.http.request<ResponseOf<"/v1/analyses", "post">>({ ...common, json });
    }
    const form = await fileForm(rest.file, rest.filename);
    if (project !== undefined) form.append("project_id", project);
    return this.ctx.http.request<ResponseOf<"/v1/analyses", "post">>({ ...common, form });
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
