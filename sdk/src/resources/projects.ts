import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, QueryOf, ResponseOf } from "../types.ts";

export type ListProjectsParams = QueryOf<
  "/v1/projects",
  "get",
  { limit?: number; cursor?: string; archived?: "true" | "false" }
>;
export type Project = ResponseOf<"/v1/projects/{id}", "patch">;
export type UpdateProjectInput = BodyOf<
  "/v1/projects/{id}",
  "patch",
  { name?: string; archived?: boolean; analysis_ids?: string[] }
>;

/** At most this many analyses move in one call (the API's limit); `move` sends more in turns. */
export const MOVE_CHUNK = 100;

const one = (id: string) => `/v1/projects/${encodeURIComponent(id)}`;

/** Named folders of analyses inside the workspace. */
export class ProjectsResource {
  constructor(private readonly ctx: ClientContext) {}

  /** Newest first; archived ones only with `archived: "true"`. */
  list(params: ListProjectsParams = {}, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/projects", "get">>({
      method: "GET",
      path: "/v1/projects",
      query: { ...params },
      ...opts,
    });
  }

  /** Names are unique in the workspace, ignoring case (409 `conflict` otherwise). */
  create(input: { name: string }, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/projects", "post">>({
      method: "POST",
      path: "/v1/projects",
      json: input,
      ...opts,
    });
  }

  /** Any of: a new name, archived or restored, analyses filed in it; one transaction. */
  update(id: string, input: UpdateProjectInput, opts?: CallOptions) {
    return this.ctx.http.request<Project>({ method: "PATCH", path: one(id), json: input, ...opts });
  }

  rename(id: string, name: string, opts?: CallOptions) {
    return this.update(id, { name }, opts);
  }

  /** Hides the project from the default list; its analyses stay in it. */
  archive(id: string, opts?: CallOptions) {
    return this.update(id, { archived: true }, opts);
  }

  restore(id: string, opts?: CallOptions) {
    return this.update(id, { archived: false }, opts);
  }

  /**
   * Files analyses of the workspace in the project, moving them out of any other. Each call of
   * up to 100 is all or nothing (an id that is not the workspace's: 404, none of them moved);
   * more are sent in turns of 100, and an error stops at the turn that failed.
   */
  async move(id: string, analysisIds: string[], opts?: CallOptions): Promise<Project> {
    const ids = [...new Set(analysisIds)];
    if (ids.length === 0) throw new TypeError("projects.move: give at least one analysis id");
    let project: Project | undefined;
    for (let start = 0; start < ids.length; start += MOVE_CHUNK) {
      project = await this.update(id, { analysis_ids: ids.slice(start, start + MOVE_CHUNK) }, opts);
    }
    return project as Project;
  }

  /** Deletes the project; its analyses stay in the workspace, outside any project. */
  delete(id: string, opts?: CallOptions) {
    return this.ctx.http.request<void>({ method: "DELETE", path: one(id), ...opts });
  }
}
