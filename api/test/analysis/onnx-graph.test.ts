import { describe, expect, test } from "bun:test";
import * as ort from "onnxruntime-node";
import { Proto, type TfjsGraphModel, type TfNode, tfjsGraphToOnnx } from "../../src/analysis/detect/onnx-graph.ts";

/**
 * A tiny tfjs graph with every operation and layout change the CenterNet conversion relies on
 * (fused conv + bias + ReLU, a per-channel constant, Relu6, an SE-style mean and broadcast, a
 * stride-2 depthwise conv with multiplier 2, a bilinear upsample, concat on channels, a 1×1 conv,
 * sigmoid), converted and run on onnxruntime, against the same graph computed here in plain loops
 * with TensorFlow's NHWC semantics. Weights are stored partly as float16, as Human's models are.
 */

interface Weight {
  name: string;
  shape: number[];
  values: number[];
  storage: "float16" | "float32" | "int32";
}

const wave = (n: number, seed: number) => Array.from({ length: n }, (_, i) => (((i * 7 + seed) % 13) - 6) / 16);

const WEIGHTS: Weight[] = [
  { name: "w1", shape: [3, 3, 2, 3], values: wave(54, 1), storage: "float16" },
  { name: "b1", shape: [3], values: [2.5, -0.5, 1], storage: "float32" },
  { name: "k3", shape: [3], values: [3, 2.5, -1], storage: "float16" },
  { name: "half", shape: [], values: [0.5], storage: "float32" },
  { name: "axes", shape: [2], values: [1, 2], storage: "int32" },
  { name: "wd", shape: [3, 3, 3, 2], values: wave(54, 5), storage: "float16" },
  { name: "bd", shape: [6], values: [0, 0.125, -0.25, 0.5, -1, 2], storage: "float32" },
  { name: "size", shape: [2], values: [4, 4], storage: "int32" },
  { name: "axis", shape: [], values: [3], storage: "int32" },
  { name: "wp", shape: [1, 1, 9, 2], values: wave(18, 3), storage: "float32" },
];

const b64 = (s: string) => Buffer.from(s).toString("base64");
const list = (...i: number[]) => ({ list: { i: i.map(String) } });
const conv = (strides: number, padding: string, fused: string[]) => ({
  strides: list(1, strides, strides, 1),
  padding: { s: b64(padding) },
  data_format: { s: b64("NHWC") },
  dilations: list(1, 1, 1, 1),
  ...(fused.length ? { fused_ops: { list: { s: fused.map(b64) } }, num_args: { i: "1" } } : {}),
});

const NODES: TfNode[] = [
  { name: "x", op: "Placeholder", attr: { shape: { shape: { dim: [1, 4, 4, 2].map((s) => ({ size: String(s) })) } } } },
  ...WEIGHTS.map((w) => ({ name: w.name, op: "Const" })),
  { name: "c1", op: "_FusedConv2D", input: ["x", "w1", "b1"], attr: conv(1, "SAME", ["BiasAdd", "Relu"]) },
  { name: "a", op: "Add", input: ["c1", "k3"] },
  { name: "r6", op: "Relu6", input: ["a"] },
  { name: "hs", op: "Mul", input: ["half", "r6"] },
  { name: "m", op: "Mean", input: ["hs", "axes"], attr: { keep_dims: { b: true } } },
  { name: "se", op: "Mul", input: ["m", "hs"] },
  { name: "d", op: "FusedDepthwiseConv2dNative", input: ["se", "wd", "bd"], attr: conv(2, "SAME", ["BiasAdd"]) },
  { name: "u", op: "ResizeBilinear", input: ["d", "size"], attr: { align_corners: { b: false } } },
  { name: "cat", op: "ConcatV2", input: ["se", "u", "axis"] },
  { name: "p", op: "Conv2D", input: ["cat", "wp"], attr: conv(1, "VALID", []) },
  { name: "s", op: "Sigmoid", input: ["p"] },
  { name: "out", op: "Identity", input: ["s"] },
];

/** float16 bits of a value float16 holds exactly (all the test's weights do). */
function half(v: number): number {
  if (v === 0) return 0;
  const e = Math.floor(Math.log2(Math.abs(v)));
  return (v < 0 ? 0x8000 : 0) | ((e + 15) << 10) | Math.round((Math.abs(v) / 2 ** e - 1) * 1024);
}

function graphModel(nodes: TfNode[], list = WEIGHTS): { model: TfjsGraphModel; weights: Uint8Array } {
  const bytes: number[] = [];
  const view = new DataView(new ArrayBuffer(4));
  for (const w of list)
    for (const v of w.values) {
      if (w.storage === "float16") view.setUint16(0, half(v), true);
      else if (w.storage === "float32") view.setFloat32(0, v, true);
      else view.setInt32(0, v, true);
      bytes.push(...new Uint8Array(view.buffer, 0, w.storage === "float16" ? 2 : 4));
    }
  const weights = list.map((w) => ({
    name: w.name,
    shape: w.shape,
    dtype: w.storage === "int32" ? "int32" : "float32",
    ...(w.storage === "float16" ? { quantization: { dtype: "float16" } } : {}),
  }));
  return {
    model: { modelTopology: { node: nodes }, weightsManifest: [{ paths: ["w.bin"], weights }] },
    weights: Uint8Array.from(bytes),
  };
}

/** An NHWC tensor of batch 1. */
interface Nhwc {
  h: number;
  w: number;
  c: number;
  data: Float64Array;
}
const nhwc = (h: number, w: number, c: number): Nhwc => ({ h, w, c, data: new Float64Array(h * w * c) });
const at = (t: Nhwc, y: number, x: number, ch: number) => (y * t.w + x) * t.c + ch;
const weight = (name: string) => WEIGHTS.find((w) => w.name === name)!.values;
const map = (t: Nhwc, f: (v: number, ch: number) => number): Nhwc => ({
  ...t,
  data: t.data.map((v, i) => f(v, i % t.c)),
});

/** TF's convolution: SAME pads floor(total / 2) before and the rest after. */
function convolve(x: Nhwc, k: number[], kh: number, kw: number, out: number, stride: number, same: boolean, dw = 0) {
  const size = (n: number, kk: number) => (same ? Math.ceil(n / stride) : Math.floor((n - kk) / stride) + 1);
  const y = nhwc(size(x.h, kh), size(x.w, kw), out);
  const before = (n: number, o: number, kk: number) =>
    same ? Math.floor(Math.max((o - 1) * stride + kk - n, 0) / 2) : 0;
  const top = before(x.h, y.h, kh);
  const left = before(x.w, y.w, kw);
  for (let oy = 0; oy < y.h; oy++)
    for (let ox = 0; ox < y.w; ox++)
      for (let o = 0; o < out; o++) {
        let sum = 0;
        for (let i = 0; i < kh; i++)
          for (let j = 0; j < kw; j++) {
            const iy = oy * stride + i - top;
            const ix = ox * stride + j - left;
            if (iy < 0 || ix < 0 || iy >= x.h || ix >= x.w) continue;
            if (dw) {
              const ch = Math.floor(o / dw);
              sum += x.data[at(x, iy, ix, ch)]! * k[((i * kw + j) * x.c + ch) * dw + (o % dw)]!;
            } else {
              for (let ch = 0; ch < x.c; ch++)
                sum += x.data[at(x, iy, ix, ch)]! * k[((i * kw + j) * x.c + ch) * out + o]!;
            }
          }
        y.data[at(y, oy, ox, o)] = sum;
      }
  return y;
}

/** TF's ResizeBilinear without aligned corners or half-pixel centres: source = out × in / out. */
function resize(x: Nhwc, h: number, w: number): Nhwc {
  const y = nhwc(h, w, x.c);
  for (let oy = 0; oy < h; oy++)
    for (let ox = 0; ox < w; ox++) {
      const sy = (oy * x.h) / h;
      const sx = (ox * x.w) / w;
      const y0 = Math.floor(sy);
      const x0 = Math.floor(sx);
      const y1 = Math.min(y0 + 1, x.h - 1);
      const x1 = Math.min(x0 + 1, x.w - 1);
      for (let ch = 0; ch < x.c; ch++) {
        const v = (yy: number, xx: number) => x.data[at(x, yy, xx, ch)]!;
        const top = v(y0, x0) + (v(y0, x1) - v(y0, x0)) * (sx - x0);
        const bottom = v(y1, x0) + (v(y1, x1) - v(y1, x0)) * (sx - x0);
        y.data[at(y, oy, ox, ch)] = top + (bottom - top) * (sy - y0);
      }
    }
  return y;
}

function reference(x: Nhwc): Nhwc {
  const b1 = weight("b1");
  const c1 = map(convolve(x, weight("w1"), 3, 3, 3, 1, true), (v, ch) => Math.max(0, v + b1[ch]!));
  const k3 = weight("k3");
  const hs = map(c1, (v, ch) => 0.5 * Math.min(6, Math.max(0, v + k3[ch]!)));
  const mean = Array.from({ length: 3 }, (_, ch) => {
    let s = 0;
    for (let i = 0; i < hs.h * hs.w; i++) s += hs.data[i * 3 + ch]!;
    return s / (hs.h * hs.w);
  });
  const se = map(hs, (v, ch) => v * mean[ch]!);
  const bd = weight("bd");
  const d = map(convolve(se, weight("wd"), 3, 3, 6, 2, true, 2), (v, ch) => v + bd[ch]!);
  const u = resize(d, d.h * 2, d.w * 2);
  const cat = nhwc(se.h, se.w, 9);
  for (let i = 0; i < se.h * se.w; i++) {
    for (let ch = 0; ch < 3; ch++) cat.data[i * 9 + ch] = se.data[i * 3 + ch]!;
    for (let ch = 0; ch < 6; ch++) cat.data[i * 9 + 3 + ch] = u.data[i * 6 + ch]!;
  }
  return map(convolve(cat, weight("wp"), 1, 1, 2, 1, false), (v) => 1 / (1 + Math.exp(-v)));
}

async function run(session: ort.InferenceSession, h: number, w: number) {
  const x = nhwc(h, w, 2);
  x.data.forEach((_, i) => {
    x.data[i] = Math.fround(Math.sin(i * 0.7) * 8);
  });
  const planar = new Float32Array(h * w * 2);
  for (let i = 0; i < h * w; i++) for (let ch = 0; ch < 2; ch++) planar[ch * h * w + i] = x.data[i * 2 + ch]!;
  const out = (await session.run({ x: new ort.Tensor("float32", planar, [1, 2, h, w]) })).out!;
  return { out, expected: reference(x) };
}

describe("tfjs graph → ONNX", () => {
  test("a small graph of CenterNet's operations gives TensorFlow's values, NCHW, at any input size", async () => {
    const { model, weights } = graphModel(NODES);
    const session = await ort.InferenceSession.create(tfjsGraphToOnnx(model, weights, ["out"]));
    // The declared 4×4, and a size it was not saved at: the upsample must follow the input.
    for (const [h, w] of [
      [4, 4],
      [8, 6],
    ] as const) {
      const { out, expected } = await run(session, h, w);
      expect(out.dims).toEqual([1, 2, h, w]);
      const data = out.data as Float32Array;
      let worst = 0;
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++)
          for (let ch = 0; ch < 2; ch++)
            worst = Math.max(worst, Math.abs(data[(ch * h + y) * w + x]! - expected.data[at(expected, y, x, ch)]!));
      expect(worst).toBeLessThan(1e-5);
      // Not a constant output that would agree by accident.
      expect(Math.max(...data) - Math.min(...data)).toBeGreaterThan(0.05);
    }
    await session.release();
  });

  test("an operation it does not know is refused by name, not converted approximately", () => {
    const nodes = NODES.map((n) => (n.name === "s" ? { ...n, op: "Softplus" } : n));
    const { model, weights } = graphModel(nodes);
    expect(() => tfjsGraphToOnnx(model, weights, ["out"])).toThrow("s: operation Softplus is not supported");
  });

  test("protobuf varints: 150 as in the wire-format docs, and a negative int64 as ten bytes", () => {
    expect(Array.from(new Proto().varint(1, 150).finish())).toEqual([0x08, 0x96, 0x01]);
    expect(Array.from(new Proto().varint(1, -1).finish())).toEqual([0x08, ...Array(9).fill(0xff), 0x01]);
    expect(Array.from(new Proto().string(2, "hi").finish())).toEqual([0x12, 2, 0x68, 0x69]);
  });
});

/**
 * The face models' further operations: a batch saved as -1, a convolution with a fused PReLU
 * (slopes as a fourth input), a 3×3 stride-2 max pool with SAME padding (the odd cell after), a
 * zero pad of height, width and channels, AddV2 with a per-channel constant, a PReLU with [1, 1, C]
 * slopes, a reshape that flattens in NHWC order, and a global mean that drops H and W followed by
 * a softmax.
 */
const FACE_WEIGHTS: Weight[] = [
  { name: "w1", shape: [3, 3, 2, 3], values: wave(54, 2), storage: "float16" },
  { name: "b1", shape: [3], values: [0.5, -0.25, 0.125], storage: "float32" },
  { name: "alpha1", shape: [1, 1, 3], values: [0.25, -0.5, 2], storage: "float16" },
  { name: "pads", shape: [4, 2], values: [0, 0, 1, 0, 0, 1, 0, 2], storage: "int32" },
  { name: "k5", shape: [5], values: [-1, 0.5, -0.25, 1.5, -2], storage: "float32" },
  { name: "alpha2", shape: [1, 1, 5], values: [0.5, 0.25, 1, -1, 0.125], storage: "float16" },
  { name: "flat", shape: [3], values: [1, -1, 5], storage: "int32" },
  { name: "axes", shape: [2], values: [1, 2], storage: "int32" },
];

const FACE_NODES: TfNode[] = [
  {
    name: "x",
    op: "Placeholder",
    attr: { shape: { shape: { dim: [-1, 4, 4, 2].map((s) => ({ size: String(s) })) } } },
  },
  ...FACE_WEIGHTS.map((w) => ({ name: w.name, op: "Const" })),
  {
    name: "c1",
    op: "_FusedConv2D",
    input: ["x", "w1", "b1", "alpha1"],
    attr: { ...conv(1, "SAME", ["BiasAdd", "Prelu"]), num_args: { i: "2" } },
  },
  {
    name: "mp",
    op: "MaxPool",
    input: ["c1"],
    attr: {
      ksize: list(1, 3, 3, 1),
      strides: list(1, 2, 2, 1),
      padding: { s: b64("SAME") },
      data_format: { s: b64("NHWC") },
    },
  },
  { name: "pd", op: "Pad", input: ["mp", "pads"] },
  { name: "a", op: "AddV2", input: ["pd", "k5"] },
  { name: "pr", op: "Prelu", input: ["a", "alpha2"] },
  { name: "r", op: "Reshape", input: ["pr", "flat"] },
  { name: "rows", op: "Identity", input: ["r"] },
  { name: "m", op: "Mean", input: ["pr", "axes"], attr: { keep_dims: { b: false } } },
  { name: "probs", op: "Softmax", input: ["m"] },
];

function faceReference(x: Nhwc): { rows: Nhwc; probs: number[] } {
  const w = (name: string) => FACE_WEIGHTS.find((v) => v.name === name)!.values;
  const prelu = (v: number, slope: number) => (v < 0 ? v * slope : v);
  const [b1, a1, k5, a2] = [w("b1"), w("alpha1"), w("k5"), w("alpha2")];
  const c1 = map(convolve(x, w("w1"), 3, 3, 3, 1, true), (v, ch) => prelu(v + b1[ch]!, a1[ch]!));
  // 4 → 2 with a 3-wide window: TF pads one cell, after; padding never wins a maximum.
  const mp = nhwc(2, 2, 3);
  for (let y = 0; y < 2; y++)
    for (let xx = 0; xx < 2; xx++)
      for (let ch = 0; ch < 3; ch++) {
        let best = -Infinity;
        for (let i = 0; i < 3; i++)
          for (let j = 0; j < 3; j++)
            if (y * 2 + i < c1.h && xx * 2 + j < c1.w)
              best = Math.max(best, c1.data[at(c1, y * 2 + i, xx * 2 + j, ch)]!);
        mp.data[at(mp, y, xx, ch)] = best;
      }
  // [[0, 0], [1, 0], [0, 1], [0, 2]]: a row above, a column right, two channels after.
  const pd = nhwc(3, 3, 5);
  for (let y = 0; y < 2; y++)
    for (let xx = 0; xx < 2; xx++)
      for (let ch = 0; ch < 3; ch++) pd.data[at(pd, y + 1, xx, ch)] = mp.data[at(mp, y, xx, ch)]!;
  const pr = map(pd, (v, ch) => prelu(v + k5[ch]!, a2[ch]!));
  const mean = Array.from({ length: 5 }, (_, ch) => {
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += pr.data[i * 5 + ch]!;
    return sum / 9;
  });
  const total = mean.reduce((t, v) => t + Math.exp(v), 0);
  return { rows: pr, probs: mean.map((v) => Math.exp(v) / total) };
}

describe("tfjs graph → ONNX: the face models' operations", () => {
  test("pool, pad, PReLU (fused and alone), reshape and a global mean with softmax give TensorFlow's values", async () => {
    const { model, weights } = graphModel(FACE_NODES, FACE_WEIGHTS);
    const session = await ort.InferenceSession.create(tfjsGraphToOnnx(model, weights, ["rows", "probs"]));
    const x = nhwc(4, 4, 2);
    x.data.forEach((_, i) => {
      x.data[i] = Math.fround(Math.cos(i * 1.3) * 4);
    });
    const planar = new Float32Array(32);
    for (let i = 0; i < 16; i++) for (let ch = 0; ch < 2; ch++) planar[ch * 16 + i] = x.data[i * 2 + ch]!;
    const out = await session.run({ x: new ort.Tensor("float32", planar, [1, 2, 4, 4]) });
    const expected = faceReference(x);
    // The reshape's rows are NHWC pixels: [1, 9, 5], in TF's order, not NCHW's.
    expect(out.rows!.dims).toEqual([1, 9, 5]);
    const rows = out.rows!.data as Float32Array;
    expect(Math.max(...rows.map((v, i) => Math.abs(v - expected.rows.data[i]!)))).toBeLessThan(1e-5);
    expect(Math.max(...rows) - Math.min(...rows)).toBeGreaterThan(0.5);
    expect(out.probs!.dims).toEqual([1, 5]);
    const probs = Array.from(out.probs!.data as Float32Array);
    expect(Math.max(...probs.map((v, i) => Math.abs(v - expected.probs[i]!)))).toBeLessThan(1e-6);
    expect(Math.max(...probs) - Math.min(...probs)).toBeGreaterThan(0.05);
    await session.release();
  });

  test("a reshaped tensor is not fed to an image operation, and a softmax over an image is refused", () => {
    const pooled = [
      ...FACE_NODES,
      { name: "bad", op: "MaxPool", input: ["r"], attr: FACE_NODES.find((n) => n.name === "mp")!.attr },
    ];
    const one = graphModel(pooled, FACE_WEIGHTS);
    expect(() => tfjsGraphToOnnx(one.model, one.weights, ["bad"])).toThrow("r is not an image tensor");
    const soft = graphModel([...FACE_NODES, { name: "bad", op: "Softmax", input: ["pr"] }], FACE_WEIGHTS);
    expect(() => tfjsGraphToOnnx(soft.model, soft.weights, ["bad"])).toThrow("bad: a softmax over an image tensor");
  });
});
