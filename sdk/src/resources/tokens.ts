import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, ResponseOf } from "../types.ts";

export type CreateTokenInput = BodyOf<"/v1/tokens", "post", { name: string }>;

/** API tokens (Pro and Enterprise). The full token value is only returned by `create`. */
export class TokensResource {
  constructor(private readonly ctx: ClientContext) {}

  list(opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/tokens", "get">>({ method: "GET", path: "/v1/tokens", ...opts });
  }

  create(input: CreateTokenInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/tokens", "post">>({
      method: "POST",
      path: "/v1/tokens",
      json: input,
      ...opts,
    });
  }

  revoke(id: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/tokens/{id}", "delete">>({
      method: "DELETE",
      path: `/v1/tokens/${encodeURIComponent(id)}`,
      ...opts,
    });
  }
}
