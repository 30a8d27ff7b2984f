import type { AnalysisResult } from "./result.ts";

/** Messages between the pool (request thread) and an analysis worker. */
export type WorkerRequest = { type: "analyze"; id: number; bytes: Uint8Array; modelImage: boolean } | { type: "close" };

export type WorkerResponse =
  | { type: "done"; id: number; result: AnalysisResult; heatmapPng: Uint8Array; modelImage: Uint8Array | null }
  | { type: "failed"; id: number; error: { name: string; message: string } }
  | { type: "closed" };
