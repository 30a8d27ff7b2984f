import type { CallOptions, ClientContext } from "../context.ts";
import { adLensError } from "../errors.ts";
import type { BodyOf, ResponseOf } from "../types.ts";
import { type FileInput, fileForm } from "../upload.ts";

export type Batch = ResponseOf<"/v1/batches/{id}", "get">;

/** Files (paths in Node/Bun, Blobs, bytes) sent as one multipart batch, or image URLs the workers fetch. */
export type CreateBatchInput = (
  | { files: (FileInput | { file: FileInput; filename?: string })[] }
  | { images: { image_url: string; filename?: string }[] }
) & {
  /** A project's id: every analysis of the batch is filed in it from the moment it exists (`project_id`). */
  project?: string;
};

type CreateBatchJson = BodyOf<
  "/v1/batches",
  "post",
  { images: { image_url: string; filename?: string }[]; project_id?: string }
>;

export interface WaitOptions extends CallOptions {
  /** How often to ask for progress. Default 1 000 ms. */
  intervalMs?: number;
  /** Give up (with a `timeout` AdLensError) after this long. Default: wait as long as it takes. */
  maxWaitMs?: number;
  /** Called with every progress reading, the last one included. */
  onProgress?: (batch: Batch) => void;
}

/** Async analysis of many images: queue them at once, then follow their progress. */
export class BatchesResource {
  constructor(private readonly ctx: ClientContext) {}

  /**
   * Queues every image and answers at once with one queued analysis per image; with `project`,
   * each is filed in that project as it is stored. Sent with an Idempotency-Key, so a retry after
   * a network failure or a 5xx gets the first batch instead of queuing (and counting) it twice.
   */
  async create(input: CreateBatchInput, opts?: CallOptions): Promise<Batch> {
    const common = { method: "POST", path: "/v1/batches", idempotencyKey: crypto.randomUUID(), ...opts } as const;
    const { project, ...rest } = input;
    if ("images" in rest) {
      const json: CreateBatchJson = { ...rest, ...(project === undefined ? {} : { project_id: project }) };
      return this.ctx.http.request<Batch>({ ...common, json });
    }
    const form = new FormData();
    for (const item of rest.files) {
      const { file, filename } = typeof item === "object" && item !== null && "file" in item ? item : { file: item };
      const one = await fileForm(file, filename, "files");
      for (const [key, value] of one.entries()) form.append(key, value);
    }
    if (project !== undefined) form.append("project_id", project);
    return this.ctx.http.request<Batch>({ ...common, form });
  }

  get(id: string, opts?: CallOptions): Promise<Batch> {
    return this.ctx.http.request<Batch>({ method: "GET", path: `/v1/batches/${encodeURIComponent(id)}`, ...opts });
  }

  /**
   * Cancels the items no worker has started: they end `failed` with the code `cancelled` and
   * their quota is given back; running items finish. Safe to repeat. Returns the batch after.
   */
  cancel(id: string, opts?: CallOptions): Promise<Batch> {
    return this.ctx.http.request<Batch>({
      method: "POST",
      path: `/v1/batches/${encodeURIComponent(id)}/cancel`,
      ...opts,
    });
  }

  /** Polls until every item is done or failed, and returns the completed batch. */
  async wait(id: string, options: WaitOptions = {}): Promise<Batch> {
    const { intervalMs = 1_000, maxWaitMs, onProgress, ...opts } = options;
    const started = this.ctx.now();
    for (;;) {
      const batch = await this.get(id, opts);
      onProgress?.(batch);
      if (batch.status === "completed") return batch;
      if (maxWaitMs !== undefined && this.ctx.now() - started + intervalMs > maxWaitMs) {
        throw adLensError({
          status: 0,
          code: "timeout",
          message: `Batch ${id} was not complete after ${Math.round(maxWaitMs / 1000)} s (${batch.counts.done + batch.counts.failed} of ${batch.total} finished).`,
        });
      }
      await sleep(intervalMs, opts.signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
