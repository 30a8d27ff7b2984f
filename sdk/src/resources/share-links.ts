import type { CallOptions, ClientContext } from "../context.ts";
import type { ResponseOf } from "../types.ts";

/** Read-only public links to one analysis or a comparison. */
export class ShareLinksResource {
  constructor(private readonly ctx: ClientContext) {}

  /** 1 analysis, or 2 to 4 to compare; the url is only in this answer. */
  create(input: { analysis_ids: string[]; expires_in_days?: number }, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/share-links", "post">>({
      method: "POST",
      path: "/v1/share-links",
      json: input,
      ...opts,
    });
  }

  revoke(id: string, opts?: CallOptions) {
    return this.ctx.http.request<void>({
      method: "DELETE",
      path: `/v1/share-links/${encodeURIComponent(id)}`,
      ...opts,
    });
  }

  /** Opens a share link's token without credentials. */
  open(token: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/shared/{token}", "get">>({
      method: "GET",
      path: `/v1/shared/${encodeURIComponent(token)}`,
      auth: false,
      ...opts,
    });
  }
}
