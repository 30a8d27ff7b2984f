import type { Logger } from "../log.ts";
import { AnalysisFailedError, InvalidImageError } from "./errors.ts";
import type { LocalOutput } from "./local/analyze.ts";
import type { WorkerRequest, WorkerResponse } from "./protocol.ts";

interface Job {
  id: number;
  bytes: Uint8Array;
  modelImage: boolean;
  resolve(out: LocalOutput): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
}

const WORKER_URL = new URL("./worker.ts", import.meta.url).href;

/**
 * A bounded pool of Bun workers running the local engine, so CPU-heavy analysis never blocks the
 * request thread. Workers start on first use (tests that never analyse pay nothing) and stay warm.
 * A job that overruns its time limit gets its worker terminated and replaced, so it cannot hang.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly log: Logger,
    private readonly jobTimeoutMs = 60_000,
  ) {
    // A pool that can never start a worker would hold every job for ever: refuse it at once.
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError(`An analysis pool needs at least one worker (got ${size})`);
  }

  run(bytes: Uint8Array, options: { modelImage: boolean }, signal?: AbortSignal): Promise<LocalOutput> {
    if (this.closed) return Promise.reject(new AnalysisFailedError("The analysis engine is shut down"));
    if (signal?.aborted) return Promise.reject(signal.reason ?? new Error("aborted"));
    return new Promise<LocalOutput>((resolve, reject) => {
      const job: Job = { id: this.nextId++, bytes, modelImage: options.modelImage, resolve, reject, signal };
      if (signal) {
        job.onAbort = () => this.abort(job);
        signal.addEventListener("abort", job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      this.finish(job, new AnalysisFailedError("The analysis engine is shut down"));
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        if (slot.job) this.finish(slot.job, new AnalysisFailedError("The analysis engine is shut down"));
        if (slot.timer) clearTimeout(slot.timer);
        await this.shutdown(slot.worker);
      }),
    );
  }

  private async shutdown(worker: Worker): Promise<void> {
    // Let the worker release its models cleanly, but never wait long for it.
    await Promise.race([
      new Promise<void>((resolve) => {
        worker.addEventListener("message", (e: MessageEvent<WorkerResponse>) => {
          if (e.data.type === "closed") resolve();
        });
        worker.postMessage({ type: "close" } satisfies WorkerRequest);
      }),
      Bun.sleep(2000),
    ]);
    worker.terminate();
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => this.timeout(slot), this.jobTimeoutMs);
      const copy = job.bytes.slice();
      const request: WorkerRequest = { type: "analyze", id: job.id, bytes: copy, modelImage: job.modelImage };
      slot.worker.postMessage(request, [copy.buffer]);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_URL), job: null, timer: null };
    slot.worker.addEventListener("message", (e: MessageEvent<WorkerResponse>) => this.onMessage(slot, e.data));
    slot.worker.addEventListener("error", (e: ErrorEvent) => {
      this.log.error("analysis worker crashed", { error: e.message });
      this.replace(slot, new AnalysisFailedError("Failed to analyze image", e.message));
    });
    this.slots.push(slot);
    return slot;
  }

  private onMessage(slot: Slot, msg: WorkerResponse): void {
    if (msg.type === "closed") return;
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if (msg.type === "done") {
      this.finish(job, null, { result: msg.result, heatmapPng: msg.heatmapPng, modelImage: msg.modelImage });
    } else if (msg.error.name === "InvalidImageError") {
      this.finish(job, new InvalidImageError(msg.error.message));
    } else {
      this.log.error("analysis failed", { error: msg.error.message });
      this.finish(job, new AnalysisFailedError("Failed to analyze image", msg.error.message));
    }
    this.dispatch();
  }

  private timeout(slot: Slot): void {
    this.log.warn("analysis timed out; restarting its worker", { timeout_ms: this.jobTimeoutMs });
    this.replace(slot, new AnalysisFailedError("Analysis took too long and was stopped"));
  }

  private replace(slot: Slot, error: Error): void {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.job) this.finish(slot.job, error);
    slot.worker.terminate();
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    if (!this.closed) this.dispatch();
  }

  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    // A running job is left to finish (its worker stays useful); only the caller stops waiting.
    this.finish(job, job.signal?.reason instanceof Error ? job.signal.reason : new Error("aborted"));
  }

  private finish(job: Job, error: Error | null, out?: LocalOutput): void {
    if (job.signal && job.onAbort) job.signal.removeEventListener("abort", job.onAbort);
    const { resolve, reject } = job;
    // A job settles once: a late worker reply after an abort or timeout is ignored.
    job.resolve = () => {};
    job.reject = () => {};
    if (error) reject(error);
    else resolve(out!);
  }
}
