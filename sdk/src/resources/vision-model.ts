import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, ResponseOf } from "../types.ts";

export type VisionModel = ResponseOf<"/v1/workspaces/{id}/vision-model", "get">;
export type VisionModelInput = BodyOf<"/v1/workspaces/{id}/vision-model", "put">;
export type VisionModelTest = ResponseOf<"/v1/workspaces/{id}/vision-model/test", "post">;

const path = (workspaceId: string) => `/v1/workspaces/${encodeURIComponent(workspaceId)}/vision-model`;

/** A workspace's own OpenAI-compatible vision model (Enterprise; owners and admins, signed in). */
export class VisionModelResource {
  constructor(private readonly ctx: ClientContext) {}

  get(workspaceId: string, opts?: CallOptions) {
    return this.ctx.http.request<VisionModel>({ method: "GET", path: path(workspaceId), ...opts });
  }

  /** The key is stored encrypted and never returned; leave `api_key` out to keep the stored one. */
  set(workspaceId: string, input: VisionModelInput, opts?: CallOptions) {
    return this.ctx.http.request<VisionModel>({ method: "PUT", path: path(workspaceId), json: input, ...opts });
  }

  remove(workspaceId: string, opts?: CallOptions) {
    return this.ctx.http.request<void>({ method: "DELETE", path: path(workspaceId), ...opts });
  }

  /** Whether the endpoint answers with the stored key: `{ ok, status, latency_ms, message }`. */
  test(workspaceId: string, opts?: CallOptions) {
    return this.ctx.http.request<VisionModelTest>({ method: "POST", path: `${path(workspaceId)}/test`, ...opts });
  }
}
