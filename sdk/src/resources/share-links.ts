import type { CallOptions, ClientContext } from "../context.ts";
import type { QueryOf, ResponseOf } from "../types.ts";

export type ShareLinkListInput = QueryOf<"/v1/share-links", "get", { limit?: number; cursor?: string }>;

/** Read-only public links to one analysis or a comparison. */
export class ShareLinksResource {
  constructor(private readonly ctx: ClientContext) {}

  /** The workspace's links, newest first; `status: "all"` adds expired and revoked ones. No urls. */
  list(input: ShareLinkListInput = {}, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/share-links", "get">>({
      method: "GET",
      path: "/v1/share-links",
      query: { ...input },
      ...opts,
    });
  }

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
