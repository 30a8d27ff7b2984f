import type { DetectionStatus, EmotionMeasure, KeyElement } from "../result.ts";

export interface Detections {
  /** Boxes in work-raster pixels. */
  elements: KeyElement[];
  emotions: EmotionMeasure[];
  faces: number;
  status: DetectionStatus;
}
