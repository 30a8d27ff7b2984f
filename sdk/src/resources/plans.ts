import type { CallOptions, ClientContext } from "../context.ts";
import type { ResponseOf } from "../types.ts";

/** The subscription plans, their prices and limits. Public. */
export class PlansResource {
  constructor(private readonly ctx: ClientContext) {}

  list(opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/plans", "get">>({
      method: "GET",
      path: "/v1/plans",
      auth: false,
      ...opts,
    });
  }
}
