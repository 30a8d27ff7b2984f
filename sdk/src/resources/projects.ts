import type { CallOptions, ClientContext } from "../context.ts";
import type { ResponseOf } from "../types.ts";

export interface ListProjectsParams {
  limit?: number;
  cursor?: string;
  /** Include archived projects. */
  archived?: boolean;
}

export interface UpdateProjectInput {
  name?: string;
  archived?: boolean;
  /** Analyses to file in this project (moved out of any other). */
  analysis_ids?: string[];
}

export type Project = ResponseOf<"/v1/projects", "post">;

const one = (id: string) => `/v1/projects/${encodeURIComponent(id)}`;

/** Named folders of analyses in the workspace; filter analyses with `analyses.list({ project })`. */
export class ProjectsResource {
  constructor(private readonly ctx: ClientContext) {}

  list(params: ListProjectsParams = {}, opts?: CallOptions) {
    const { archived, ...page } = params;
    return this.ctx.http.request<ResponseOf<"/v1/projects", "get">>({
      method: "GET",
      path: "/v1/projects",
      query: { ...page, ...(archived ? { archived: "true" } : {}) },
      ...opts,
    });
  }

  create(input: { name: string }, opts?: CallOptions) {
    return this.ctx.http.request<Project>({ method: "POST", path: "/v1/projects", json: input, ...opts });
  }

  /** Rename, archive or restore, and move analyses in: all in one transaction. */
  update(id: string, input: UpdateProjectInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/projects/{id}", "patch">>({
      method: "PATCH",
      path: one(id),
      json: input,
      ...opts,
    });
  }

  /** Deletes the project; its analyses stay in the workspace. */
  delete(id: string, opts?: CallOptions) {
    return this.ctx.http.request<void>({ method: "DELETE", path: one(id), ...opts });
  }
}
