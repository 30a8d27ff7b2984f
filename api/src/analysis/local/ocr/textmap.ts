import type { ProbMap } from "./db.ts";
import type { TextMap } from "./types.ts";

/** The text map's long side, in cells: fine enough for attention and layout, small to keep. */
const MAP_SIDE = 256;

/**
 * Averages the detector's probability map into cells of a fixed number of work pixels, so the
 * map lines up with the work raster whatever size the detector ran at. A cell smaller than a
 * detector pixel takes the detector pixel it lies in.
 */
export function textMap(prob: ProbMap, workWidth: number, workHeight: number): TextMap {
  const scale = Math.max(1, Math.max(workWidth, workHeight) / MAP_SIDE);
  const width = Math.max(1, Math.ceil(workWidth / scale));
  const height = Math.max(1, Math.ceil(workHeight / scale));
  const sx = (scale * prob.width) / workWidth;
  const sy = (scale * prob.height) / workHeight;
  const span = (cell: number, s: number, size: number): [number, number] => {
    const from = Math.min(size - 1, Math.floor(cell * s));
    return [from, Math.max(from + 1, Math.min(size, Math.ceil((cell + 1) * s)))];
  };
  const data = new Float32Array(width * height);
  for (let cy = 0; cy < height; cy++) {
    const [y0, y1] = span(cy, sy, prob.height);
    for (let cx = 0; cx < width; cx++) {
      const [x0, x1] = span(cx, sx, prob.width);
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += prob.data[y * prob.width + x]!;
      data[cy * width + cx] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return { width, height, scale, data };
}
