import * as ort from "onnxruntime-node";
import type { RasterRgb } from "../local/raster.ts";
import { humanGraphSession } from "./model.ts";
import { suppress } from "./nms.ts";

/**
 * The face models that ship with @vladmandic/human (BlazeFace, the face mesh, the oarriaga
 * expression classifier), converted to ONNX in memory like CenterNet (onnx-graph.ts, ADR 0127)
 * and run on onnxruntime, with the steps Human ran around them redone here so that the product
 * sees the numbers it saw from Human 3.3.6 with its settings (no rotation, at most 10 faces,
 * detector confidence 0.5, mesh on, expressions from 0.1):
 *
 * 1. BlazeFace on the square canvas resized (bilinear) to 256², pixels scaled to [-1, 1]; 896
 *    anchors, a box per anchor, greedy NMS at IoU 0.1.
 * 2. Each box in canvas pixels, enlarged 1.4× about its centre and made square (rounded), is cut
 *    out and resized to the mesh's 192² (TF's crop-and-resize, zero outside the canvas), pixels
 *    in [0, 1]. The mesh's face flag is the face score; its 468 points place the face box (the
 *    square's size, centred on the points' extent).
 * 3. The same crop, resized to 64², as grey (ITU-R 601-ish weights Human uses) scaled to [-1, 1],
 *    gives seven expression probabilities.
 */

export interface FaceSighting {
  /** BlazeFace's confidence, two decimals. */
  boxScore: number;
  /** The mesh's face flag, two decimals. */
  faceScore: number;
  /** [x, y, width, height] as shares of the canvas side. */
  boxRaw: [number, number, number, number];
  /** Expressions scoring above 0.1, strongest first, two decimals (truncated, at most 0.99). */
  emotion: { emotion: string; score: number }[];
}

export interface FaceModels {
  detector: ort.InferenceSession;
  mesh: ort.InferenceSession;
  emotion: ort.InferenceSession;
}

/** Human's settings for these models, as the product configured it. */
const MAX_FACES = 10;
const MIN_CONFIDENCE = 0.5;
const DETECTOR_IOU = 0.1;
const ENLARGE = 1.4;
const MIN_EXPRESSION = 0.1;

const DETECTOR_SIDE = 256;
const MESH_SIDE = 192;
const EMOTION_SIDE = 64;
/** The mesh's 468 points, x y z each. */
const MESH_POINTS = 468;
/** The classifier's classes, in its output order (the single-channel oarriaga model). */
const EXPRESSIONS = ["angry", "disgust", "fear", "happy", "sad", "surprise", "neutral"];
/** Grey from red, green and blue, as float32 constants, as Human weighs them. */
const GREY = [0.2989, 0.587, 0.114].map(Math.fround) as [number, number, number];

const DETECTOR_OUTPUTS = ["Identity", "Identity_1", "Identity_2", "Identity_3"];
/** The mesh's face flag ([1, 1]) and points ([1, 1404]). */
const FACE_FLAG = "Identity_1";
const MESH = "Identity_2";
const EXPRESSION = "Identity";

let loading: Promise<FaceModels> | null = null;

/** This worker's three face sessions, converted and created on first use; a failed load is retried by the next caller. */
export function faceModels(): Promise<FaceModels> {
  loading ??= (async () => {
    const [detector, mesh, emotion] = await Promise.all([
      humanGraphSession("blazeface.json", DETECTOR_OUTPUTS),
      humanGraphSession("facemesh.json", [FACE_FLAG, MESH]),
      humanGraphSession("emotion.json", [EXPRESSION]),
    ]);
    return { detector, mesh, emotion };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const f32 = Math.fround;

/** Faces on the square `canvas`, strongest BlazeFace hit first, as Human reported them. */
export async function findFaces(models: FaceModels, canvas: RasterRgb): Promise<FaceSighting[]> {
  const side = canvas.width;
  if (canvas.height !== side) throw new Error("the face detector's canvas must be square");
  const boxes = await detect(models.detector, canvas);
  const faces: FaceSighting[] = [];
  for (const box of boxes) {
    const crop = cropAndResize(canvas, box, MESH_SIDE);
    const out = await models.mesh.run({ input_1: planar(crop, MESH_SIDE, 3) });
    const faceScore = Math.round(100 * (out[FACE_FLAG]!.data as Float32Array)[0]!) / 100;
    // Human drops a face whose mesh is unsure, and keeps only scores above its floor.
    if (!(faceScore > MIN_CONFIDENCE)) continue;
    const points = out[MESH]!.data as Float32Array;
    const size = box.x2 - box.x1;
    const cx = box.x1 + size / 2;
    const cy = box.y1 + (box.y2 - box.y1) / 2;
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < MESH_POINTS; i++) {
      // Each point from the crop's pixels to the canvas's, in whole pixels as Human truncates them.
      const x = Math.trunc((size / MESH_SIDE) * (points[i * 3]! - MESH_SIDE / 2) + cx);
      const y = Math.trunc(((box.y2 - box.y1) / MESH_SIDE) * (points[i * 3 + 1]! - MESH_SIDE / 2) + cy);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const height = box.y2 - box.y1;
    const [mx, my] = [minX + (maxX - minX) / 2, minY + (maxY - minY) / 2];
    const [left, top, right, bottom] = [mx - size / 2, my - height / 2, mx + size / 2, my + height / 2];
    faces.push({
      boxScore: Math.round(100 * box.confidence) / 100,
      faceScore,
      boxRaw: [left / side, top / side, (right - left) / side, (bottom - top) / side],
      emotion: await expressions(models.emotion, crop),
    });
  }
  return faces;
}

interface FaceBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  confidence: number;
}

/** BlazeFace's boxes on the canvas, enlarged and squared for the mesh, strongest first. */
async function detect(session: ort.InferenceSession, canvas: RasterRgb): Promise<FaceBox[]> {
  const resized = resizeBilinear(canvas, DETECTOR_SIDE);
  for (let i = 0; i < resized.length; i++) resized[i] = f32(f32(resized[i]! / 127.5) - 1);
  const out = await session.run({ input: planar(resized, DETECTOR_SIDE, 3) });
  // Two heads, each a score map and a box map; Human puts the finer grid (more anchors) first.
  const heads = DETECTOR_OUTPUTS.map((name) => out[name]!);
  const scoresOf = heads.filter((t) => t.dims.at(-1) === 1).sort((a, b) => b.dims[1]! - a.dims[1]!);
  const boxesOf = heads.filter((t) => t.dims.at(-1) !== 1).sort((a, b) => b.dims[1]! - a.dims[1]!);
  const logits = concat(scoresOf.map((t) => t.data as Float32Array));
  const regressors = concat(boxesOf.map((t) => t.data as Float32Array));
  const width = regressors.length / logits.length;
  const anchors = anchorCentres(DETECTOR_SIDE);
  if (anchors.length !== logits.length * 2) throw new Error(`BlazeFace gave ${logits.length} anchors`);

  const candidates: { score: number; index: number }[] = [];
  for (let i = 0; i < logits.length; i++) {
    const score = f32(1 / (1 + Math.exp(-logits[i]!)));
    if (score > MIN_CONFIDENCE) candidates.push({ score, index: i });
  }
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const boxes = new Float32Array(candidates.length * 4);
  candidates.forEach(({ index }, k) => {
    // As Human's tensor arithmetic did it, in float32: the centre's offset from the anchor and the
    // size (the row's first four numbers; six landmarks follow), over the input side, halved, back.
    const r = index * width;
    for (let axis = 0; axis < 2; axis++) {
      const centre = f32(f32(regressors[r + axis]! + anchors[index * 2 + axis]!) / DETECTOR_SIDE);
      const half = f32(f32(regressors[r + 2 + axis]! / DETECTOR_SIDE) / 2);
      boxes[k * 4 + axis] = f32(f32(centre - half) * DETECTOR_SIDE);
      boxes[k * 4 + 2 + axis] = f32(f32(centre + half) * DETECTOR_SIDE);
    }
  });
  const scale = canvas.width / DETECTOR_SIDE;
  return suppress(boxes, MAX_FACES, DETECTOR_IOU).flatMap((k) => {
    const [x1, y1, x2, y2] = [0, 1, 2, 3].map((j) => boxes[k * 4 + j]! * scale) as [number, number, number, number];
    // Enlarged about its centre, then squared about the enlarged box's centre, in Human's order of
    // operations: the rounding to whole pixels at the end must fall the same way.
    const cx = x1 + (x2 - x1) / 2;
    const cy = y1 + (y2 - y1) / 2;
    const hw = (ENLARGE * Math.abs(x2 - x1)) / 2;
    const hh = (ENLARGE * Math.abs(y2 - y1)) / 2;
    const [ex1, ey1, ex2, ey2] = [cx - hw, cy - hh, cx + hw, cy + hh];
    const scx = ex1 + (ex2 - ex1) / 2;
    const scy = ey1 + (ey2 - ey1) / 2;
    const half = Math.max(Math.abs(ex2 - ex1), Math.abs(ey2 - ey1)) / 2;
    const square = {
      x1: Math.round(scx - half),
      y1: Math.round(scy - half),
      x2: Math.round(scx + half),
      y2: Math.round(scy + half),
      confidence: candidates[k]!.score,
    };
    return square.x2 > square.x1 && square.y2 > square.y1 ? [square] : [];
  });
}

/** BlazeFace's anchor centres in input pixels: a 16-px grid with two per cell, then a 32-px grid with six. */
function anchorCentres(side: number): Float32Array {
  const centres: number[] = [];
  for (const [stride, count] of [
    [side / 16, 2],
    [side / 8, 6],
  ] as const) {
    const cells = Math.ceil(side / stride);
    for (let y = 0; y < cells; y++)
      for (let x = 0; x < cells; x++)
        for (let n = 0; n < count; n++) centres.push(stride * (x + 0.5), stride * (y + 0.5));
  }
  return Float32Array.from(centres);
}

/** The seven expression scores of a face crop (192², RGB in [0, 1]), above Human's floor, strongest first. */
async function expressions(session: ort.InferenceSession, crop: Float32Array): Promise<FaceSighting["emotion"]> {
  const small = resizeBilinear({ width: MESH_SIDE, height: MESH_SIDE, data: crop }, EMOTION_SIDE);
  const grey = new Float32Array(EMOTION_SIDE * EMOTION_SIDE);
  for (let i = 0; i < grey.length; i++) {
    const sum = f32(
      f32(f32(small[i * 3]! * GREY[0]) + f32(small[i * 3 + 1]! * GREY[1])) + f32(small[i * 3 + 2]! * GREY[2]),
    );
    grey[i] = f32(f32(sum - 0.5) * 2);
  }
  const out = await session.run({ input_1: new ort.Tensor("float32", grey, [1, 1, EMOTION_SIDE, EMOTION_SIDE]) });
  const scores = out[EXPRESSION]!.data as Float32Array;
  return EXPRESSIONS.flatMap((emotion, i) =>
    scores[i]! > MIN_EXPRESSION ? [{ emotion, score: Math.min(0.99, Math.trunc(100 * scores[i]!) / 100) }] : [],
  ).sort((a, b) => b.score - a.score);
}

/**
 * TF's bilinear resize of a square RGB image to `out`² without aligned corners or half-pixel
 * centres (tfjs's default): output pixel y samples the input at y × in / out. Interleaved RGB.
 */
function resizeBilinear(img: { width: number; height: number; data: ArrayLike<number> }, out: number): Float32Array {
  const dst = new Float32Array(out * out * 3);
  const scaleY = f32(img.height / out);
  const scaleX = f32(img.width / out);
  for (let y = 0; y < out; y++) {
    const sy = f32(y * scaleY);
    const y0 = Math.floor(sy);
    const y1 = Math.min(img.height - 1, Math.ceil(sy));
    const dy = f32(sy - y0);
    for (let x = 0; x < out; x++) {
      const sx = f32(x * scaleX);
      const x0 = Math.floor(sx);
      const x1 = Math.min(img.width - 1, Math.ceil(sx));
      const dx = f32(sx - x0);
      const [tl, tr, bl, br] = [y0 * img.width + x0, y0 * img.width + x1, y1 * img.width + x0, y1 * img.width + x1];
      for (let c = 0, to = (y * out + x) * 3; c < 3; c++, to++) {
        const a = img.data[tl * 3 + c]!;
        const b = img.data[bl * 3 + c]!;
        const top = f32(a + f32(f32(img.data[tr * 3 + c]! - a) * dx));
        const bottom = f32(b + f32(f32(img.data[br * 3 + c]! - b) * dx));
        dst[to] = f32(top + f32(f32(bottom - top) * dy));
      }
    }
  }
  return dst;
}

/**
 * TF's crop-and-resize (bilinear, zero outside the image) of the box to `out`², divided by 255 as
 * Human does: the box's corners, as shares of the side, map to the first and last output pixels.
 * Interleaved RGB.
 */
function cropAndResize(img: RasterRgb, box: FaceBox, out: number): Float32Array {
  const dst = new Float32Array(out * out * 3);
  const h = img.height;
  const w = img.width;
  const [y1, x1, y2, x2] = [box.y1 / h, box.x1 / w, box.y2 / h, box.x2 / w].map(f32) as [
    number,
    number,
    number,
    number,
  ];
  const scaleY = f32(f32(f32(y2 - y1) * (h - 1)) / (out - 1));
  const scaleX = f32(f32(f32(x2 - x1) * (w - 1)) / (out - 1));
  for (let y = 0; y < out; y++) {
    const sy = f32(f32(y1 * (h - 1)) + f32(y * scaleY));
    if (sy < 0 || sy > h - 1) continue;
    const top = Math.floor(sy);
    const bottom = Math.ceil(sy);
    const dy = f32(sy - top);
    for (let x = 0; x < out; x++) {
      const sx = f32(f32(x1 * (w - 1)) + f32(x * scaleX));
      if (sx < 0 || sx > w - 1) continue;
      const left = Math.floor(sx);
      const right = Math.ceil(sx);
      const dx = f32(sx - left);
      const [tl, tr, bl, br] = [top * w + left, top * w + right, bottom * w + left, bottom * w + right];
      for (let c = 0, to = (y * out + x) * 3; c < 3; c++, to++) {
        const a = img.data[tl * 3 + c]!;
        const b = img.data[bl * 3 + c]!;
        const upper = f32(a + f32(f32(img.data[tr * 3 + c]! - a) * dx));
        const lower = f32(b + f32(f32(img.data[br * 3 + c]! - b) * dx));
        dst[to] = f32(f32(upper + f32(f32(lower - upper) * dy)) / 255);
      }
    }
  }
  return dst;
}

/** An interleaved square image as a planar (NCHW) batch of one. */
function planar(src: Float32Array, side: number, channels: number): ort.Tensor {
  const plane = side * side;
  const data = new Float32Array(channels * plane);
  for (let i = 0; i < plane; i++) for (let c = 0; c < channels; c++) data[c * plane + i] = src[i * channels + c]!;
  return new ort.Tensor("float32", data, [1, channels, side, side]);
}

function concat(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
