import type { CallOptions, ClientContext } from "../context.ts";
import type { ResponseOf } from "../types.ts";
import { type FileInput, fileForm } from "../upload.ts";

/** The anonymous, rate-limited demo analysis. Nothing is stored. */
export class DemoResource {
  constructor(private readonly ctx: ClientContext) {}

  async analyze(input: { file: FileInput; filename?: string }, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/demo/analyze", "post">>({
      method: "POST",
      path: "/v1/demo/analyze",
      form: await fileForm(input.file, input.filename),
      auth: false,
      // Nothing is stored or counted, so repeating it after a failure is harmless.
      idempotent: true,
      ...opts,
    });
  }
}
