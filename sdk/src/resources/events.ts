import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, ResponseOf } from "../types.ts";

export type TrackInput = BodyOf<
  "/v1/events",
  "post",
  { name: string; path?: string; props?: Record<string, string | number | boolean | null> }
>;

/** Product analytics events, e.g. `page_not_found` with its path (spec 01 §2). */
export class EventsResource {
  constructor(private readonly ctx: ClientContext) {}

  track(input: TrackInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/events", "post">>({
      method: "POST",
      path: "/v1/events",
      json: input,
      // Losing or doubling an analytics event is harmless, so it may be retried.
      idempotent: true,
      ...opts,
    });
  }
}
