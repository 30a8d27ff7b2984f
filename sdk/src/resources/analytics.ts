import type { CallOptions, ClientContext } from "../context.ts";
import type { ResponseOf } from "../types.ts";

/** Insights across the workspace's analyses, or one project's. */
export class AnalyticsResource {
  constructor(private readonly ctx: ClientContext) {}

  get(params: { project?: string } = {}, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/analytics", "get">>({
      method: "GET",
      path: "/v1/analytics",
      query: { ...params },
      ...opts,
    });
  }
}
