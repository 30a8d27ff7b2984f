import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, ResponseOf } from "../types.ts";

export type ChangePasswordInput = BodyOf<"/v1/me/password", "post", { current_password: string; new_password: string }>;

/** The signed-in account: profile, plan and usage, password, deletion. */
export class MeResource {
  constructor(private readonly ctx: ClientContext) {}

  get(opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/me", "get">>({ method: "GET", path: "/v1/me", ...opts });
  }

  changePassword(input: ChangePasswordInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/me/password", "post">>({
      method: "POST",
      path: "/v1/me/password",
      json: input,
      ...opts,
    });
  }

  /** Deletes the account and everything in it, then forgets the local session (SIGNED_OUT). */
  async delete(opts?: CallOptions) {
    const result = await this.ctx.http.request<ResponseOf<"/v1/me", "delete">>({
      method: "DELETE",
      path: "/v1/me",
      ...opts,
    });
    this.ctx.session.clear();
    return result;
  }
}
