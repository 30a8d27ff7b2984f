import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, ResponseOf } from "../types.ts";

export type CheckoutInput = BodyOf<"/v1/billing/checkout", "post", { plan_tier: "basic" | "pro" | "enterprise" }>;

/** The subscription: status, checkout for an upgrade, and the billing portal. */
export class BillingResource {
  constructor(private readonly ctx: ClientContext) {}

  subscription(opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/billing/subscription", "get">>({
      method: "GET",
      path: "/v1/billing/subscription",
      ...opts,
    });
  }

  /** Starts a checkout; open the returned `url` to pay. */
  checkout(input: CheckoutInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/billing/checkout", "post">>({
      method: "POST",
      path: "/v1/billing/checkout",
      json: input,
      ...opts,
    });
  }

  /** A billing-portal link where the customer manages payment methods and cancels. */
  portal(opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/billing/portal", "post">>({
      method: "POST",
      path: "/v1/billing/portal",
      ...opts,
    });
  }
}
