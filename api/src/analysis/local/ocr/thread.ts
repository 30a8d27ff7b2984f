/// <reference lib="webworker" />
import type { Box } from "../../result.ts";
import type { RasterRgb } from "../raster.ts";
import { closeModels } from "./models.ts";
import { readLine, readText } from "./reader.ts";
import type { TextReading, TextWord } from "./types.ts";

/**
 * The reader's own thread. onnxruntime-node runs a session synchronously on the calling thread,
 * so inside an analysis worker it would hold up every other stage; here it reads while the
 * worker's thread runs colour, people and the rest.
 */
declare const self: Worker;

export type OcrRequest =
  | { id: number; type: "page"; image: RasterRgb }
  | { id: number; type: "line"; image: RasterRgb; box: Box }
  | { id: number; type: "close" };

export type OcrResponse =
  | { id: number; type: "page"; reading: TextReading }
  | { id: number; type: "line"; words: TextWord[] }
  | { id: number; type: "closed" }
  | { id: number; type: "failed"; message: string };

self.onmessage = async (event: MessageEvent<OcrRequest>) => {
  const msg = event.data;
  try {
    if (msg.type === "close") {
      await closeModels();
      self.postMessage({ id: msg.id, type: "closed" } satisfies OcrResponse);
    } else if (msg.type === "page") {
      const reading = await readText(msg.image);
      self.postMessage({ id: msg.id, type: "page", reading } satisfies OcrResponse, [reading.map.data.buffer]);
    } else {
      self.postMessage({ id: msg.id, type: "line", words: await readLine(msg.image, msg.box) } satisfies OcrResponse);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    self.postMessage({ id: msg.id, type: "failed", message } satisfies OcrResponse);
  }
};
