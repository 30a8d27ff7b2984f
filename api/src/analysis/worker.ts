/// <reference lib="webworker" />
import { detectPeopleAndObjects } from "./detect/detect.ts";
import { analyzeLocal } from "./local/analyze.ts";
import { closeOcr } from "./local/ocr/index.ts";
import type { WorkerRequest, WorkerResponse } from "./protocol.ts";

/** One analysis worker: the OCR sessions and the people/object detector stay loaded between jobs. */
declare const self: Worker;

function reply(message: WorkerResponse, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  if (msg.type === "close") {
    await closeOcr();
    reply({ type: "closed" });
    return;
  }
  try {
    const out = await analyzeLocal(msg.bytes, { modelImage: msg.modelImage, detect: detectPeopleAndObjects });
    // Copies own their ArrayBuffers (sharp's may be views into a shared slab), so they can move.
    const heatmapPng = out.heatmapPng.slice();
    const modelImage = out.modelImage?.slice() ?? null;
    const transfer: Transferable[] = [heatmapPng.buffer];
    if (modelImage) transfer.push(modelImage.buffer);
    reply({ type: "done", id: msg.id, result: out.result, heatmapPng, modelImage }, transfer);
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    reply({ type: "failed", id: msg.id, error: { name: e.name, message: e.message } });
  }
};
