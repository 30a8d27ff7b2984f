import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, ResponseOf } from "../types.ts";
import { type FileInput, fileForm } from "../upload.ts";

export type BrandKit = ResponseOf<"/v1/brand-kit", "get">;
export type BrandKitInput = BodyOf<"/v1/brand-kit", "put">;
export type BrandKitLogo = ResponseOf<"/v1/brand-kit/logos", "post">;
export type BrandFit = ResponseOf<"/v1/analyses/{id}/brand-fit", "get">;

/** Enterprise: the workspace's brand kit, and each analysis read against it. */
export class BrandKitResource {
  constructor(private readonly ctx: ClientContext) {}

  get(opts?: CallOptions) {
    return this.ctx.http.request<BrandKit>({ method: "GET", path: "/v1/brand-kit", ...opts });
  }

  /** Replaces the whole kit (owners and admins); a competitor left out loses its logos. */
  set(input: BrandKitInput, opts?: CallOptions) {
    return this.ctx.http.request<BrandKit>({ method: "PUT", path: "/v1/brand-kit", json: input, ...opts });
  }

  /** Adds a logo image: the brand's own, or `competitor`'s (a competitor already in the kit). */
  async addLogo(file: FileInput, options: { competitor?: string } = {}, opts?: CallOptions) {
    return this.ctx.http.request<BrandKitLogo>({
      method: "POST",
      path: "/v1/brand-kit/logos",
      query: options.competitor ? { competitor: options.competitor } : {},
      form: await fileForm(file),
      ...opts,
    });
  }

  /** One logo image of the kit, as the PNG it was stored as. */
  logo(id: string, opts?: CallOptions): Promise<Blob> {
    return this.ctx.http.request<Blob>({
      method: "GET",
      path: `/v1/brand-kit/logos/${encodeURIComponent(id)}`,
      responseType: "blob",
      ...opts,
    });
  }

  removeLogo(id: string, opts?: CallOptions) {
    return this.ctx.http.request<void>({
      method: "DELETE",
      path: `/v1/brand-kit/logos/${encodeURIComponent(id)}`,
      ...opts,
    });
  }

  /** The analysis read against the kit: own brand, colours, required text, competitors. */
  fit(analysisId: string, opts?: CallOptions) {
    return this.ctx.http.request<BrandFit>({
      method: "GET",
      path: `/v1/analyses/${encodeURIComponent(analysisId)}/brand-fit`,
      ...opts,
    });
  }
}
