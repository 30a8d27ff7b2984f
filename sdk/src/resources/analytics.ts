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

  /**
   * The analyses broken down by their stored brand fit (Enterprise, once a brand kit is saved):
   * per check how many pass and fail and their average score, and each competitor's count.
   */
  brandFit(params: { project?: string } = {}, opts?: CallOptions) {
    return this.ctx.http.request<BrandFitAnalytics>({
      method: "GET",
      path: "/v1/analytics/brand-fit",
      query: { ...params },
      ...opts,
    });
  }
}

export type BrandFitAnalytics = ResponseOf<"/v1/analytics/brand-fit", "get">;
