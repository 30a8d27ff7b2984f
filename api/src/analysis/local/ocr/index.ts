import type { Box } from "../../result.ts";
import { cropRgb, type RasterRgb } from "../raster.ts";
import type { OcrRequest, OcrResponse } from "./thread.ts";
import type { TextReading, TextWord } from "./types.ts";

export { inOneHanStandard } from "./han.ts";
export { OCR_MODEL } from "./models.ts";
export type * from "./types.ts";

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;
type Pending = { resolve(value: OcrResponse): void; reject(error: Error): void };

/**
 * The text reader (`reader.ts`) behind its own thread (`thread.ts`), one per analysis worker,
 * started on first use and kept with its models loaded. It never keeps a process alive by itself:
 * it is unref'd while idle. While a request is out it is ref'd, because Bun's event loop polls
 * without sleeping when the only thing it awaits is an unref'd worker, which cost a whole core
 * for as long as the reader read (measured: the waiting thread used as much CPU as the reader).
 */
type BunWorker = Worker & { ref(): void; unref(): void };
let thread: BunWorker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(error: Error): void {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
  thread = null;
}

function ocrThread(): BunWorker {
  if (thread) return thread;
  // Bun's Worker has ref()/unref(); the DOM typings the project compiles against do not.
  const w = new Worker(new URL("./thread.ts", import.meta.url).href) as BunWorker;
  w.unref();
  w.addEventListener("message", (event: MessageEvent<OcrResponse>) => {
    const p = pending.get(event.data.id);
    if (!p) return;
    pending.delete(event.data.id);
    if (pending.size === 0) w.unref();
    if (event.data.type === "failed") p.reject(new Error(`Text reader failed: ${event.data.message}`));
    else p.resolve(event.data);
  });
  w.addEventListener("error", (event) => {
    failAll(new Error(`Text reader thread crashed: ${event.message}`));
    w.terminate();
  });
  thread = w;
  return w;
}

/** Sends a request; a raster goes as its own copy, moved rather than cloned again. */
function ask(request: WithoutId<OcrRequest>): Promise<OcrResponse> {
  const w = ocrThread();
  const id = nextId++;
  const transfer = "image" in request ? [request.image.data.buffer] : [];
  return new Promise((resolve, reject) => {
    if (pending.size === 0) w.ref();
    pending.set(id, { resolve, reject });
    w.postMessage({ ...request, id } as OcrRequest, transfer);
  });
}

/**
 * Reads all the text of an image (PP-OCRv4 detection, recognition, words, reading order, text
 * map, scripts and language; see `reader.ts`). The raster is copied to the reader's thread.
 */
export async function readText(image: RasterRgb): Promise<TextReading> {
  const res = await ask({ type: "page", image: { ...image, data: image.data.slice() } });
  if (res.type !== "page") throw new Error(`Text reader answered ${res.type} to a page`);
  return res.reading;
}

/**
 * Reads one line of text known to sit inside `box` (a button), without detection; only the
 * box's pixels go to the reader's thread.
 */
export async function readLine(image: RasterRgb, box: Box): Promise<TextWord[]> {
  const { raster, left, top } = cropRgb(image, box);
  if (raster.width < 4 || raster.height < 4) return [];
  const local = { ...box, x: box.x - left, y: box.y - top };
  const res = await ask({ type: "line", image: raster, box: local });
  if (res.type !== "line") throw new Error(`Text reader answered ${res.type} to a line`);
  return res.words.map((w) => ({ ...w, box: { ...w.box, x: w.box.x + left, y: w.box.y + top } }));
}

/** Releases the models and stops the reader's thread (a later read starts it again). */
export async function closeOcr(): Promise<void> {
  const w = thread;
  if (!w) return;
  await Promise.race([ask({ type: "close" }), Bun.sleep(2000)]).catch(() => {});
  w.terminate();
  failAll(new Error("The text reader is shut down"));
}
