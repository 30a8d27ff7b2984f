import type { ProbMap } from "./db.ts";
import type { TextMap } from "./types.ts";

/** The text map's long side, in cells: fine enough for attention and layout, small to keep. */
const MAP_SIDE = 256;

/**
 * Averages the detector's probability map into cells of a fixed number of work pixels, so the
 * map lines up with the work raster whatever size the detector ran at.
 */
export function textMap(prob: ProbMap, workWidth: number, workHeight: number): TextMap {
  const scale = Math.max(1, Math.max(workWidth, workHeight) / MAP_SIDE);
  const width = Math.max(1, Math.ceil(workWidth / scale));
  const height = Math.max(1, Math.ceil(workHeight / scale));
  const sum = new Float32Array(width * height);
  const count = new Uint32Array(width * height);
  const sx = workWidth / prob.width / scale;
  const sy = workHeight / prob.height / scale;
  for (let y = 0; y < prob.height; y++) {
    const row = Math.min(height - 1, Math.floor((y + 0.5) * sy)) * width;
    for (let x = 0; x < prob.width; x++) {
      const cell = row + Math.min(width - 1, Math.floor((x + 0.5) * sx));
      sum[cell]! += prob.data[y * prob.width + x]!;
      count[cell]!++;
    }
  }
  // Cells no detector pixel centre fell in (a detector smaller than the map) take their neighbour's value.
  for (let i = 0; i < sum.length; i++) {
    if (count[i]) sum[i]! /= count[i]!;
    else if (i > 0) sum[i] = sum[i - 1]!;
  }
  return { width, height, scale, data: sum };
}
