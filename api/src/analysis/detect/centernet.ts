import * as ort from "onnxruntime-node";
import type { RasterRgb } from "../local/raster.ts";
import { humanGraphSession } from "./model.ts";
import { suppress } from "./nms.ts";

/**
 * CenterNet (the COCO object and person detector that ships with @vladmandic/human), run on
 * onnxruntime's native CPU kernels, on the part of the detector's square that holds the image.
 *
 * The package ships the network only as a tfjs graph; tfjs's WebAssembly backend ran it at about
 * 3.6 times the CPU of onnxruntime (ADR 0126). So the worker converts the graph's convolutional
 * body to ONNX in memory when it first needs it (onnx-graph.ts), from the package's own files, and
 * decodes the two maps that body ends in here, as the graph's decoder and Human's post-processing
 * did: peaks, the 100 strongest, boxes, then non-maximum suppression.
 *
 * The network is fully convolutional; the converted body has a symbolic input size and upsamples
 * by scales, so it runs on the region's own size (each side a multiple of the network's 32 px
 * stride). A photo filling 45 % of a square ad then costs 45 % of a full run, at the same pixels
 * per person.
 */

const GRAPH = "centernet.json";
const INPUT = "tower_0/images";
/** Per class and map cell, the sigmoid score that an object is centred there: [1, 80, h / 4, w / 4]. */
const HEATMAP = "tower_0/keypoints";
/** Per map cell, the box's distances in input pixels left, up, right and down of the cell: [1, 4, h / 4, w / 4]. */
const SIDES = "tower_0/wh";
/** The graph's input stride: each side of the input must be a multiple of it. */
const STRIDE = 32;
/** Input pixels per map cell. */
const MAP_CELL = 4;
/** The graph's decoder keeps this many peaks, over all classes. */
const TOP_K = 100;
/** Human's defaults for this model: boxes overlapping more than this are one object. */
const IOU = 0.4;

/** COCO's 80 object classes, in the model's class order. */
const COCO = (
  "person,bicycle,car,motorcycle,airplane,bus,train,truck,boat,traffic light,fire hydrant," +
  "stop sign,parking meter,bench,bird,cat,dog,horse,sheep,cow,elephant,bear,zebra,giraffe,backpack," +
  "umbrella,handbag,tie,suitcase,frisbee,skis,snowboard,sports ball,kite,baseball bat," +
  "baseball glove,skateboard,surfboard,tennis racket,bottle,wine glass,cup,fork,knife,spoon,bowl," +
  "banana,apple,sandwich,orange,broccoli,carrot,hot dog,pizza,donut,cake,chair,couch,potted plant," +
  "bed,dining table,toilet,tv,laptop,mouse,remote,keyboard,cell phone,microwave,oven,toaster,sink," +
  "refrigerator,book,clock,vase,scissors,teddy bear,hair drier,toothbrush"
).split(",");

export interface ObjectSighting {
  label: string;
  /** Two decimals, as Human reports it. */
  score: number;
  /** [x, y, width, height] as shares of the detector's square side. */
  boxRaw: [number, number, number, number];
}

let loading: Promise<ort.InferenceSession> | null = null;

/**
 * This worker's CenterNet session, converted and created on first use and kept for the worker's
 * life (under 0.2 s of CPU). A failed load is retried by the next caller rather than cached.
 */
export function objectDetector(): Promise<ort.InferenceSession> {
  loading ??= humanGraphSession(GRAPH, [HEATMAP, SIDES]).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The top-left `w`×`h` of the canvas as the network's input: float pixel values, planar (NCHW).
 */
function regionInput(canvas: RasterRgb, w: number, h: number): ort.Tensor {
  const data = new Float32Array(3 * w * h);
  const plane = w * h;
  for (let y = 0; y < h; y++) {
    let from = y * canvas.width * 3;
    for (let x = 0, at = y * w; x < w; x++, at++, from += 3) {
      data[at] = canvas.data[from]!;
      data[plane + at] = canvas.data[from + 1]!;
      data[2 * plane + at] = canvas.data[from + 2]!;
    }
  }
  return new ort.Tensor("float32", data, [1, 3, h, w]);
}

/**
 * Objects in the top-left `width`×`height` of the detector's square `canvas`, each side
 * rounded up to the stride, with scores above `minScore` (≥ 0), at most `maxFound`.
 */
export async function findObjects(
  session: ort.InferenceSession,
  canvas: RasterRgb,
  width: number,
  height: number,
  minScore: number,
  maxFound: number,
): Promise<ObjectSighting[]> {
  const side = canvas.height;
  const w = Math.min(side, Math.ceil(width / STRIDE) * STRIDE);
  const h = Math.min(side, Math.ceil(height / STRIDE) * STRIDE);
  const out = await session.run({ [INPUT]: regionInput(canvas, w, h) });
  const rows = h / MAP_CELL;
  const cols = w / MAP_CELL;
  const peaks = topPeaks(out[HEATMAP]!.data as Float32Array, rows, cols, minScore);
  const boxes = boxesOf(peaks, out[SIDES]!.data as Float32Array, cols, rows * cols);
  return suppress(boxes, maxFound, IOU).flatMap((i) => {
    const label = COCO[peaks[i]!.cls];
    if (label === undefined) return [];
    const [x1, y1, x2, y2] = [boxes[i * 4]!, boxes[i * 4 + 1]!, boxes[i * 4 + 2]!, boxes[i * 4 + 3]!];
    return [
      {
        label,
        score: Math.trunc(peaks[i]!.score * 100) / 100,
        boxRaw: [x1 / side, y1 / side, (x2 - x1) / side, (y2 - y1) / side],
      },
    ];
  });
}

interface Peak {
  score: number;
  cls: number;
  /** The map cell, row-major. */
  cell: number;
  /** The peak's place in the graph's flattened NHWC heatmap, which breaks ties in its top-k. */
  order: number;
}

/**
 * The graph keeps a score only where it equals the 3×3 maximum around it (a max pool, same
 * padding), zeroes the rest and takes the 100 largest over all cells and classes, ties to the
 * lower index. Suppression then drops every score not above `minScore`, so only those peaks are
 * ranked here: for `minScore` ≥ 0 they are the same that survive the graph's top 100.
 */
function topPeaks(heat: Float32Array, rows: number, cols: number, minScore: number): Peak[] {
  const cells = rows * cols;
  const classes = heat.length / cells;
  const peaks: Peak[] = [];
  for (let cls = 0; cls < classes; cls++) {
    const plane = cls * cells;
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const score = heat[plane + y * cols + x]!;
        if (!(score > minScore) || !isPeak(heat, plane, rows, cols, y, x, score)) continue;
        const cell = y * cols + x;
        peaks.push({ score, cls, cell, order: cell * classes + cls });
      }
    }
  }
  peaks.sort((a, b) => b.score - a.score || a.order - b.order);
  return peaks.slice(0, TOP_K);
}

function isPeak(
  heat: Float32Array,
  plane: number,
  rows: number,
  cols: number,
  y: number,
  x: number,
  v: number,
): boolean {
  for (let yy = Math.max(0, y - 1); yy <= Math.min(rows - 1, y + 1); yy++)
    for (let xx = Math.max(0, x - 1); xx <= Math.min(cols - 1, x + 1); xx++)
      if (heat[plane + yy * cols + xx]! > v) return false;
  return true;
}

/**
 * Each peak's box [x1, y1, x2, y2] in input pixels: the cell's corner (× 4) less the left and up
 * distances, plus the right and down ones. Float32, as the graph computed them.
 */
function boxesOf(peaks: Peak[], sides: Float32Array, cols: number, cells: number): Float32Array {
  const boxes = new Float32Array(peaks.length * 4);
  peaks.forEach(({ cell }, i) => {
    const cx = (cell % cols) * MAP_CELL;
    const cy = Math.floor(cell / cols) * MAP_CELL;
    boxes[i * 4] = cx - sides[cell]!;
    boxes[i * 4 + 1] = cy - sides[cells + cell]!;
    boxes[i * 4 + 2] = cx + sides[2 * cells + cell]!;
    boxes[i * 4 + 3] = cy + sides[3 * cells + cell]!;
  });
  return boxes;
}
