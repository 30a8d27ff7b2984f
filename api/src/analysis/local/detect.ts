import type { DetectionStatus, EmotionMeasure, KeyElement } from "../result.ts";

export interface Detections {
  /** Boxes in work-raster pixels. */
  elements: KeyElement[];
  emotions: EmotionMeasure[];
  faces: number;
  status: DetectionStatus;
}

export async function detectPeopleAndObjects(): Promise<Detections> {
  return { elements: [], emotions: [], faces: 0, status: { status: "unavailable", model: null, detail: "not loaded" } };
}
