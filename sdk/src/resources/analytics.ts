import type { CallOptions, ClientContext } from "../context.ts";
import type { ResponseOf } from "../types.ts";

/** Insights across all of the user's analyses. */
export class AnalyticsResource {
  constructor(private readonly ctx: ClientContext) {}

  get(opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/analytics", "get">>({ method: "GET", path: "/v1/analytics", ...opts });
  }
}
