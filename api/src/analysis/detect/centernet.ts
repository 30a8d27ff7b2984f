import type { Human } from "@vladmandic/human";
import type { RasterRgb } from "../local/raster.ts";

/**
 * CenterNet (the COCO object and person detector that ships with @vladmandic/human), run on the
 * part of the detector's square that holds the image rather than on the whole square.
 *
 * The network is fully convolutional, but its saved graph fixes its input at 512×512: the three
 * upsampling steps of its feature pyramid resize to constant sizes (32, 64 and 128 cells), and
 * its decoder turns a peak's index into x and y with the constant width of the 128-cell map.
 * Those constants are the only thing tied to the input size, so before each run they are set
 * for the region's own size (each side a multiple of the network's 32 px stride). A photo
 * filling 45 % of a square ad then costs 45 % of a full run, at the same pixels per person; on
 * a full square the constants are the graph's own and the run is the model's as shipped.
 */

/** The graph's input stride: each side of the input must be a multiple of it. */
const STRIDE = 32;
/** The constants sized by the input, and the input pixels per cell of each. */
const SIZED = {
  upsample5: { name: "tower_0/CenternetHead/c5_upsample/up_sampling2d/mul", cell: 16 },
  upsample4: { name: "tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul", cell: 8 },
  upsample3: { name: "tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul", cell: 4 },
};
/** The decoder's map width (x = index mod width) and the map's cells × 4 box sides (its gather shape). */
const MAP_WIDTH = "tower_0/strided_slice_6";
const GATHER_SHAPE = "tower_0/BatchGather/concat";
const MAP_CELL = 4;
const OUTPUT = "tower_0/detections";
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

type Tf = Human["tf"];
type Tensor = ReturnType<Tf["tensor"]>;
/** The parts of tfjs's GraphModel internals this module sets: the input's declared shape and the constants. */
interface Executor {
  graph: { inputs: { attrParams: { shape?: { value: number[] } } }[] };
  weightMap: Record<string, Tensor[]>;
}
interface Graph {
  executor: Executor;
  execute(input: Tensor, output: string): Tensor;
}

/** Constants per input size, made once: a few dozen sizes occur, each a handful of numbers. */
const sized = new Map<string, Record<string, Tensor>>();
let prepared: Graph | null = null;

function graphOf(human: Human): Graph {
  const model = human.models.models.centernet as unknown as Graph | null | undefined;
  if (!model?.executor) throw new Error("the CenterNet model is not loaded");
  if (prepared !== model) {
    // The declared 512×512 input would refuse any other size; the sizes are set per run below.
    for (const input of model.executor.graph.inputs)
      if (input.attrParams.shape) input.attrParams.shape.value = [1, -1, -1, 3];
    prepared = model;
  }
  return model;
}

function constantsFor(tf: Tf, height: number, width: number): Record<string, Tensor> {
  const key = `${height}x${width}`;
  let c = sized.get(key);
  if (!c) {
    c = {};
    for (const { name, cell } of Object.values(SIZED)) c[name] = tf.tensor1d([height / cell, width / cell], "int32");
    c[MAP_WIDTH] = tf.scalar(width / MAP_CELL, "int32");
    c[GATHER_SHAPE] = tf.tensor1d([(height / MAP_CELL) * (width / MAP_CELL), 4], "int32");
    sized.set(key, c);
  }
  return c;
}

/**
 * The top-left `w`×`h` of the canvas as the network's float input, copied row by row here: a
 * tfjs slice and cast of the whole canvas cost eight times as much on the wasm backend.
 */
function regionInput(tf: Tf, canvas: RasterRgb, w: number, h: number): Tensor {
  const data = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const from = y * canvas.width * 3;
    for (let i = 0; i < w * 3; i++) data[y * w * 3 + i] = canvas.data[from + i]!;
  }
  return tf.tensor4d(data, [1, h, w, 3]);
}

/**
 * Objects in the top-left `width`×`height` of the detector's square `canvas`, each side
 * rounded up to the stride, with scores from `minScore`, at most `maxFound`.
 */
export async function findObjects(
  human: Human,
  canvas: RasterRgb,
  width: number,
  height: number,
  minScore: number,
  maxFound: number,
): Promise<ObjectSighting[]> {
  const tf = human.tf;
  const side = canvas.height;
  const w = Math.min(side, Math.ceil(width / STRIDE) * STRIDE);
  const h = Math.min(side, Math.ceil(height / STRIDE) * STRIDE);
  const model = graphOf(human);
  for (const [name, tensor] of Object.entries(constantsFor(tf, h, w))) model.executor.weightMap[name] = [tensor];
  const input = regionInput(tf, canvas, w, h);
  const out = model.execute(input, OUTPUT);
  tf.dispose(input);
  // [1, 100, 6]: x1, y1, x2, y2 in input pixels, score, class.
  const rows = ((await out.array()) as number[][][])[0]!;
  tf.dispose(out);
  const boxes = tf.tensor2d(rows.map(([x1, y1, x2, y2]) => [y1!, x1!, y2!, x2!]));
  const scores = tf.tensor1d(rows.map((r) => r[4]!));
  const keep = await tf.image.nonMaxSuppressionAsync(boxes, scores, maxFound, IOU, minScore);
  const kept = Array.from(await keep.data()) as number[];
  tf.dispose([boxes, scores, keep]);
  return kept.flatMap((i) => {
    const [x1, y1, x2, y2, score, cls] = rows[i]!;
    const label = COCO[cls!];
    if (label === undefined) return [];
    return [
      {
        label,
        score: Math.trunc(score! * 100) / 100,
        boxRaw: [x1! / side, y1! / side, (x2! - x1!) / side, (y2! - y1!) / side],
      },
    ];
  });
}
