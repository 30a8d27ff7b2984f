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
  // Each cell's span of detector pixels, per column and per row, worked out once.
  const spans = (cells: number, s: number, size: number): Int32Array => {
    const out = new Int32Array(2 * cells);
    for (let cell = 0; cell < cells; cell++) {
      const from = Math.min(size - 1, Math.floor(cell * s));
      out[2 * cell] = from;
      out[2 * cell + 1] = Math.max(from + 1, Math.min(size, Math.ceil((cell + 1) * s)));
    }
    return out;
  };
  const xs = spans(width, sx, prob.width);
  const ys = spans(height, sy, prob.height);
  const src = prob.data;
  const data = new Float32Array(width * height);
  for (let cy = 0; cy < height; cy++) {
    const y0 = ys[2 * cy]!;
    const y1 = ys[2 * cy + 1]!;
    for (let cx = 0; cx < width; cx++) {
      const x0 = xs[2 * cx]!;
      const x1 = xs[2 * cx + 1]!;
      let sum = 0;
      for (let y = y0; y < y1; y++) {
        const row = y * prob.width;
        for (let x = x0; x < x1; x++) sum += src[row + x]!;
      }
      data[cy * width + cx] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return { width, height, scale, data };
}
