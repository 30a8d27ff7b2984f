/**
 * A tfjs graph model (model.json and its weight files) turned into an ONNX model in memory, so
 * that onnxruntime's native CPU kernels can run a network that ships only for tfjs.
 *
 * It covers the operations of the convolutional networks the detectors use (CenterNet, and the
 * face models: BlazeFace, the face mesh, the expression classifier) and nothing more:
 * an operation or attribute it does not know is refused with an error naming it, rather than
 * converted approximately. tfjs graphs are NHWC and ONNX's convolutions are NCHW, so every
 * tensor is NCHW here: weights are transposed, per-channel constants become [C, 1, 1] and axes
 * are renumbered. The height and width of the input stay symbolic, so one model serves every
 * input size, and upsampling is by a scale rather than to the fixed size the graph was saved at.
 */

/** A tfjs graph model's model.json: its nodes, and where each constant lies in the weight files. */
export interface TfjsGraphModel {
  modelTopology: { node: TfNode[] };
  weightsManifest: { paths: string[]; weights: WeightSpec[] }[];
}

/** One node of the graph, as TensorFlow's GraphDef has it in JSON. */
export interface TfNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, TfAttr>;
}

interface TfAttr {
  /** Bytes, base64-encoded. */
  s?: string;
  /** int64, as a decimal string. */
  i?: string;
  f?: number;
  b?: boolean;
  list?: { i?: string[]; s?: string[] };
  shape?: { dim?: { size: string }[] };
}

/** A constant's entry in the weights manifest. */
export interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: string };
}

interface Constant {
  shape: number[];
  data: Float32Array | Int32Array;
}

/** ONNX TensorProto's data types: float32 for tensors, int64 for the shapes and pads some operations take. */
const FLOAT = 1;
const INT64 = 7;
/**
 * Opset 13 keeps ReduceMean's axes an attribute and has Resize with scales; IR version 7 is the
 * one that opset came with. onnxruntime reads both.
 */
const OPSET = 13;
const IR_VERSION = 7;
/** Where an NHWC axis goes in NCHW. */
const NCHW_AXIS = [0, 2, 3, 1];

/**
 * The ONNX model (serialised ModelProto) that computes `outputs` of the tfjs graph from its
 * input. `weights` holds the manifest's weight files concatenated in the manifest's order, as
 * tfjs reads them. Only the nodes the outputs depend on are converted, so a decoder that follows
 * them in the graph (top-k, gathers) may use operations this converter does not know.
 */
export function tfjsGraphToOnnx(model: TfjsGraphModel, weights: Uint8Array, outputs: string[]): Uint8Array {
  const constants = readWeights(model, weights);
  const nodes = new Map(model.modelTopology.node.map((n) => [n.name, n]));
  const converter = new Converter(nodes, constants);
  for (const name of outputs) converter.convert(name);
  const graph = new Proto();
  for (const n of converter.nodes) graph.message(1, n);
  graph.string(2, "tfjs");
  for (const t of converter.initializers) graph.message(5, t);
  for (const i of converter.inputs) graph.message(11, i);
  for (const name of outputs) graph.message(12, valueInfo(name, FLOAT, null));
  const opset = new Proto().string(1, "").varint(2, OPSET);
  return new Proto()
    .varint(1, IR_VERSION)
    .string(2, "adlens tfjs-graph converter")
    .message(7, graph)
    .message(8, opset)
    .finish();
}

/**
 * The manifest's constants, dequantised to float32: tfjs stores most weights of these models as
 * float16 to halve the download, and onnxruntime's CPU kernels want float32.
 */
function readWeights(model: TfjsGraphModel, bytes: Uint8Array): Map<string, Constant> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const constants = new Map<string, Constant>();
  let halves: Float32Array | null = null;
  let at = 0;
  for (const group of model.weightsManifest) {
    for (const spec of group.weights) {
      const count = spec.shape.reduce((a, b) => a * b, 1);
      const stored = spec.quantization?.dtype ?? spec.dtype;
      const half = stored === "float16" && spec.dtype === "float32";
      if (!half && stored !== "float32" && stored !== "int32")
        throw new Error(`weight ${spec.name}: ${stored} storage of ${spec.dtype} is not supported`);
      const size = count * (half ? 2 : 4);
      if (at + size > bytes.byteLength) throw new Error(`weight ${spec.name} lies past the end of the weight files`);
      let data: Float32Array | Int32Array;
      if (half) {
        // Every float16 bit pattern's value, made once: cheaper than decoding two million weights one by one.
        halves ??= Float32Array.from({ length: 65536 }, (_, h) => halfToFloat(h));
        data = new Float32Array(count);
        for (let i = 0; i < count; i++) data[i] = halves[view.getUint16(at + i * 2, true)]!;
      } else if (stored === "float32") {
        data = new Float32Array(count);
        for (let i = 0; i < count; i++) data[i] = view.getFloat32(at + i * 4, true);
      } else {
        data = new Int32Array(count);
        for (let i = 0; i < count; i++) data[i] = view.getInt32(at + i * 4, true);
      }
      at += size;
      constants.set(spec.name, { shape: spec.shape, data });
    }
  }
  return constants;
}

function halfToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >> 10) & 0x1f;
  const fraction = h & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24;
  if (exponent === 31) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

const text = new TextEncoder();
const decodeAttr = (s: string | undefined) => (s === undefined ? undefined : Buffer.from(s, "base64").toString());
const ints = (attr: TfAttr | undefined) => attr?.list?.i?.map(Number);

/**
 * Walks back from the requested outputs and emits each node once, after its inputs. The height
 * and width each tensor would have at the graph's declared input size are followed along, since
 * they are what turns an upsampling's saved target size into a scale.
 */
class Converter {
  readonly nodes: Proto[] = [];
  readonly initializers: Proto[] = [];
  readonly inputs: Proto[] = [];
  /** Height and width at the declared input size; null for a tensor without them (a scalar). */
  private readonly spatial = new Map<string, [number, number] | null>();
  private readonly emitted = new Set<string>();

  constructor(
    private readonly graph: Map<string, TfNode>,
    private readonly constants: Map<string, Constant>,
  ) {}

  convert(name: string): void {
    if (this.emitted.has(name)) return;
    const node = this.graph.get(name);
    if (!node) throw new Error(`the graph has no node ${name}`);
    for (const input of node.input ?? []) {
      if (input.includes(":") || input.startsWith("^")) throw new Error(`${name}: input ${input} is not supported`);
      if (this.graph.get(input)?.op !== "Const") this.convert(input);
    }
    this.emitted.add(name);
    this.emit(node);
  }

  private emit(node: TfNode): void {
    const name = node.name;
    const inputs = node.input ?? [];
    const attr = node.attr ?? {};
    const format = decodeAttr(attr.data_format?.s);
    if (format !== undefined && format !== "NHWC") throw new Error(`${name}: data format ${format} is not supported`);
    switch (node.op) {
      case "Placeholder": {
        const dims = attr.shape?.shape?.dim?.map((d) => Number(d.size));
        if (dims?.length !== 4) throw new Error(`${name}: the input must be declared NHWC`);
        // A batch saved as -1 (any) stays symbolic too.
        const batch = dims[0]! > 0 ? dims[0]! : "batch";
        this.inputs.push(valueInfo(name, FLOAT, [batch, dims[3]!, "height", "width"]));
        this.spatial.set(name, [dims[1]!, dims[2]!]);
        return;
      }
      case "_FusedConv2D":
      case "Conv2D":
      case "FusedDepthwiseConv2dNative":
      case "DepthwiseConv2dNative":
        this.conv(node);
        return;
      case "Add":
      case "AddV2":
      case "Mul": {
        const [a, b] = inputs.map((i) => this.operand(i));
        this.node(node.op === "Mul" ? "Mul" : "Add", [a!, b!], name);
        const [sa, sb] = inputs.map((i) => this.spatial.get(i) ?? null);
        this.spatial.set(name, sa && sb ? [Math.max(sa[0], sb[0]), Math.max(sa[1], sb[1])] : (sa ?? sb ?? null));
        return;
      }
      case "Relu":
      case "Sigmoid":
      case "Identity":
        this.node(node.op, [inputs[0]!], name);
        this.spatial.set(name, this.spatial.get(inputs[0]!) ?? null);
        return;
      case "Prelu":
        this.node("PRelu", [inputs[0]!, this.perChannel(inputs[1]!)], name);
        this.spatial.set(name, this.image(inputs[0]!));
        return;
      case "MaxPool":
        this.maxPool(node);
        return;
      case "Pad":
        this.pad(node);
        return;
      case "Reshape":
        this.reshape(node);
        return;
      case "Softmax":
        // TF normalises over the last axis; on an NCHW image that would be another axis.
        if (this.spatial.get(inputs[0]!)) throw new Error(`${name}: a softmax over an image tensor is not supported`);
        this.node("Softmax", [inputs[0]!], name, [intAttr("axis", -1)]);
        this.spatial.set(name, null);
        return;
      case "Relu6":
        this.node("Clip", [inputs[0]!, this.scalar("relu6/min", 0), this.scalar("relu6/max", 6)], name);
        this.spatial.set(name, this.spatial.get(inputs[0]!) ?? null);
        return;
      case "Mean": {
        const axes = Array.from(this.constant(inputs[1]!).data).map((a) => NCHW_AXIS[a < 0 ? a + 4 : a]!);
        const [h, w] = this.image(inputs[0]!);
        if (attr.keep_dims?.b) {
          this.node("ReduceMean", [inputs[0]!], name, [intsAttr("axes", axes), intAttr("keepdims", 1)]);
          this.spatial.set(name, [axes.includes(2) ? 1 : h, axes.includes(3) ? 1 : w]);
          return;
        }
        // A global average pool: NCHW less H and W is [N, C], TF's own layout of the result.
        if ([...axes].sort().join() !== "2,3") throw new Error(`${name}: a mean that drops axes other than H and W`);
        this.node("ReduceMean", [inputs[0]!], name, [intsAttr("axes", [2, 3]), intAttr("keepdims", 0)]);
        this.spatial.set(name, null);
        return;
      }
      case "ConcatV2": {
        const parts = inputs.slice(0, -1);
        const axis = this.constant(inputs.at(-1)!).data[0]!;
        this.node("Concat", parts, name, [intAttr("axis", NCHW_AXIS[axis < 0 ? axis + 4 : axis]!)]);
        this.spatial.set(name, this.spatial.get(parts[0]!) ?? null);
        return;
      }
      case "ResizeBilinear":
        this.resize(node);
        return;
      default:
        throw new Error(`${name}: operation ${node.op} is not supported`);
    }
  }

  /** Convolutions, plain or depthwise, with the bias and ReLU that tfjs's optimiser fused into them. */
  private conv(node: TfNode): void {
    const name = node.name;
    const attr = node.attr ?? {};
    const inputs = node.input ?? [];
    const depthwise = node.op.includes("Depthwise");
    const fused = (attr.fused_ops?.list?.s ?? []).map((s) => decodeAttr(s));
    const bias = fused[0] === "BiasAdd";
    const activation = fused[bias ? 1 : 0];
    const relu = activation === "Relu";
    // A PReLU fused after the bias takes its slopes as the node's fourth input.
    const prelu = bias && activation === "Prelu";
    if (fused.length !== Number(bias) + Number(relu || prelu)) throw new Error(`${name}: fused ${fused.join(", ")}`);
    const args = bias ? (prelu ? "2" : "1") : undefined;
    if (bias && attr.num_args?.i !== args) throw new Error(`${name}: fused ops with ${attr.num_args?.i} arguments`);
    if ((ints(attr.dilations) ?? [1, 1, 1, 1]).some((d) => d !== 1)) throw new Error(`${name}: dilation`);
    const strides = ints(attr.strides) ?? [1, 1, 1, 1];
    const padding = decodeAttr(attr.padding?.s);
    if (padding !== "SAME" && padding !== "VALID") throw new Error(`${name}: padding ${padding}`);

    const kernel = this.constant(inputs[1]!);
    const [kh, kw, cin, cout] = kernel.shape as [number, number, number, number];
    const outs = depthwise ? cin * cout : cout;
    const perGroup = depthwise ? 1 : cin;
    const weights = oihw(floats(kernel, inputs[1]!), kh, kw, cin, cout, depthwise);
    const conv = [inputs[0]!, this.initializer(`${inputs[1]}/oihw`, [outs, perGroup, kh, kw], weights)];
    if (bias) conv.push(this.initializer(inputs[2]!, [outs], floats(this.constant(inputs[2]!), inputs[2]!)));
    const convOut = relu || prelu ? `${name}/conv` : name;
    this.node("Conv", conv, convOut, [
      intsAttr("kernel_shape", [kh, kw]),
      intsAttr("strides", [strides[1]!, strides[2]!]),
      // TF's SAME puts the odd pixel of padding after the image, as SAME_UPPER does, at any input size.
      stringAttr("auto_pad", padding === "SAME" ? "SAME_UPPER" : "VALID"),
      intAttr("group", depthwise ? cin : 1),
    ]);
    if (relu) this.node("Relu", [convOut], name);
    if (prelu) this.node("PRelu", [convOut, this.perChannel(inputs[3]!)], name);
    const [h, w] = this.image(inputs[0]!);
    this.spatial.set(name, [outSize(h, kh, strides[1]!, padding), outSize(w, kw, strides[2]!, padding)]);
  }

  /** TF's max pool; padding never wins a maximum in either framework, and SAME puts the odd cell after, as SAME_UPPER does. */
  private maxPool(node: TfNode): void {
    const name = node.name;
    const attr = node.attr ?? {};
    const [kn, kh, kw, kc] = ints(attr.ksize) ?? [];
    const [sn, sh, sw, sc] = ints(attr.strides) ?? [];
    if (kn !== 1 || kc !== 1 || sn !== 1 || sc !== 1 || !kh || !kw || !sh || !sw)
      throw new Error(`${name}: a pool over the batch or channels, or without a window`);
    const padding = decodeAttr(attr.padding?.s);
    if (padding !== "SAME" && padding !== "VALID") throw new Error(`${name}: padding ${padding}`);
    const input = node.input![0]!;
    this.node("MaxPool", [input], name, [
      intsAttr("kernel_shape", [kh, kw]),
      intsAttr("strides", [sh, sw]),
      stringAttr("auto_pad", padding === "SAME" ? "SAME_UPPER" : "VALID"),
    ]);
    const [h, w] = this.image(input);
    this.spatial.set(name, [outSize(h, kh, sh, padding), outSize(w, kw, sw, padding)]);
  }

  /** Zero padding: TF's [[before, after]] per NHWC axis become ONNX's befores then afters, in NCHW order. */
  private pad(node: TfNode): void {
    const name = node.name;
    const [input, padsName] = node.input as [string, string];
    const [h, w] = this.image(input);
    const tf = Array.from(this.constant(padsName).data);
    if (tf.length !== 8) throw new Error(`${name}: padding of a tensor that is not 4-D`);
    const pads = [0, 1].flatMap((side) => [0, 3, 1, 2].map((tfAxis) => tf[tfAxis * 2 + side]!));
    this.node("Pad", [input, this.int64s(`${name}/pads`, pads)], name, [stringAttr("mode", "constant")]);
    this.spatial.set(name, [h + tf[2]! + tf[3]!, w + tf[4]! + tf[5]!]);
  }

  /**
   * A reshape flattens in TF's NHWC order: the NCHW tensor goes back to NHWC first. Its result is
   * in TF's layout, so only operations that do not care about layout may follow (Identity,
   * Sigmoid, a softmax over its last axis); the image operations refuse it.
   */
  private reshape(node: TfNode): void {
    const name = node.name;
    const [input, shapeName] = node.input as [string, string];
    this.image(input);
    const shape = Array.from(this.constant(shapeName).data);
    this.node("Transpose", [input], `${name}/nhwc`, [intsAttr("perm", [0, 2, 3, 1])]);
    this.node("Reshape", [`${name}/nhwc`, this.int64s(`${name}/shape`, shape)], name);
    this.spatial.set(name, null);
  }

  /** The height and width of an NCHW image tensor, refusing one that is not (a reshaped or pooled-away tensor). */
  private image(name: string): [number, number] {
    const hw = this.spatial.get(name);
    if (!hw) throw new Error(`${name} is not an image tensor where one is needed`);
    return hw;
  }

  /**
   * The graph resizes to a size saved for its declared input; as a scale (saved size over the
   * tensor's size at that input) it follows any input. TF's resize without aligned corners or
   * half-pixel centres samples at out × in / out, which is ONNX's "asymmetric" transformation.
   */
  private resize(node: TfNode): void {
    const name = node.name;
    const attr = node.attr ?? {};
    const [input, sizeName] = node.input as [string, string];
    if (attr.align_corners?.b || attr.half_pixel_centers?.b)
      throw new Error(`${name}: only resizing without aligned corners or half-pixel centres is supported`);
    const [th, tw] = Array.from(this.constant(sizeName).data);
    const [h, w] = this.image(input);
    const scales = [th! / h, tw! / w];
    // A fractional scale would round the output size unlike the graph at other input sizes.
    if (!scales.every((s) => Number.isInteger(s))) throw new Error(`${name}: resize by ${scales.join(" × ")}`);
    const scalesName = this.initializer(`${name}/scales`, [4], Float32Array.of(1, 1, scales[0]!, scales[1]!));
    this.node("Resize", [input, "", scalesName], name, [
      stringAttr("mode", "linear"),
      stringAttr("coordinate_transformation_mode", "asymmetric"),
    ]);
    this.spatial.set(name, [th!, tw!]);
  }

  /** An elementwise operand: a tensor, or a constant laid out to broadcast over NCHW. */
  private operand(name: string): string {
    if (this.graph.get(name)?.op !== "Const") return name;
    const c = this.constant(name);
    if (c.shape.length > 1) throw new Error(`constant ${name} of shape [${c.shape}] in an elementwise operation`);
    // A per-channel constant broadcasts over NHWC's last axis; in NCHW it must be [C, 1, 1].
    const shape = c.shape.length === 1 ? [c.shape[0]!, 1, 1] : [];
    return this.initializer(`${name}/nchw`, shape, floats(c, name));
  }

  /** A per-channel constant saved as [1, 1, C] (or [C]), laid out as [C, 1, 1] to broadcast over NCHW. */
  private perChannel(name: string): string {
    const c = this.constant(name);
    if (c.shape.slice(0, -1).some((d) => d !== 1))
      throw new Error(`constant ${name} of shape [${c.shape}] is not per channel`);
    return this.initializer(`${name}/nchw`, [c.shape.at(-1) ?? 1, 1, 1], floats(c, name));
  }

  private int64s(name: string, values: number[]): string {
    if (this.emitted.has(name)) return name;
    this.emitted.add(name);
    const data = BigInt64Array.from(values.map((v) => BigInt(v)));
    const t = new Proto().varint(1, values.length).varint(2, INT64).string(8, name);
    t.bytes(9, new Uint8Array(data.buffer));
    this.initializers.push(t);
    return name;
  }

  private scalar(name: string, value: number): string {
    return this.initializer(name, [], Float32Array.of(value));
  }

  private constant(name: string): Constant {
    const c = this.constants.get(name);
    if (!c) throw new Error(`constant ${name} is not in the weights manifest`);
    return c;
  }

  /** Each initializer is written once, however many nodes read it. */
  private initializer(name: string, dims: number[], data: Float32Array): string {
    if (this.emitted.has(name)) return name;
    this.emitted.add(name);
    const t = new Proto();
    for (const d of dims) t.varint(1, d);
    t.varint(2, FLOAT).string(8, name);
    t.bytes(9, new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    this.initializers.push(t);
    return name;
  }

  private node(op: string, inputs: string[], output: string, attributes: Proto[] = []): void {
    const n = new Proto();
    for (const i of inputs) n.string(1, i);
    n.string(2, output).string(3, output).string(4, op);
    for (const a of attributes) n.message(5, a);
    this.nodes.push(n);
  }
}

/** An output side of a convolution or pool, as TF sizes it. */
const outSize = (n: number, k: number, s: number, padding: string) =>
  padding === "SAME" ? Math.ceil(n / s) : Math.floor((n - k) / s) + 1;

/**
 * A TF filter, [kh, kw, in, out] (depthwise: [kh, kw, in, multiplier], output channel in ×
 * multiplier + m), as ONNX's [out, in / group, kh, kw], a depthwise convolution having one group
 * per input channel.
 */
function oihw(src: Float32Array, kh: number, kw: number, cin: number, cout: number, depthwise: boolean): Float32Array {
  const dst = new Float32Array(src.length);
  let from = 0;
  for (let y = 0; y < kh; y++)
    for (let x = 0; x < kw; x++)
      for (let i = 0; i < cin; i++)
        for (let o = 0; o < cout; o++, from++) {
          const plane = depthwise ? i * cout + o : o * cin + i;
          dst[(plane * kh + y) * kw + x] = src[from]!;
        }
  return dst;
}

function floats(c: Constant, name: string): Float32Array {
  if (!(c.data instanceof Float32Array)) throw new Error(`constant ${name} is not float32`);
  return c.data;
}

/** ONNX AttributeProto types. */
const ATTR_INT = 2;
const ATTR_STRING = 3;
const ATTR_INTS = 7;

const intAttr = (name: string, value: number) => new Proto().string(1, name).varint(3, value).varint(20, ATTR_INT);
const stringAttr = (name: string, value: string) =>
  new Proto().string(1, name).string(4, value).varint(20, ATTR_STRING);
function intsAttr(name: string, values: number[]): Proto {
  const a = new Proto().string(1, name);
  for (const v of values) a.varint(8, v);
  return a.varint(20, ATTR_INTS);
}

/** A ValueInfoProto: a tensor's name, element type and shape (null: unknown; a string: symbolic). */
function valueInfo(name: string, elemType: number, dims: (number | string)[] | null): Proto {
  const tensor = new Proto().varint(1, elemType);
  if (dims) {
    const shape = new Proto();
    for (const d of dims) shape.message(1, typeof d === "number" ? new Proto().varint(1, d) : new Proto().string(2, d));
    tensor.message(2, shape);
  }
  return new Proto().string(1, name).message(2, new Proto().message(1, tensor));
}

/**
 * The few parts of the protobuf wire format an ONNX model needs: varints (int64, negative ones as
 * ten-byte two's complement), length-delimited bytes, strings and nested messages. Repeated
 * numbers are written one field at a time, which every protobuf reader accepts.
 */
export class Proto {
  private readonly chunks: Uint8Array[] = [];
  private pending: number[] = [];
  private size = 0;

  varint(field: number, value: number): this {
    this.key(field, 0);
    this.rawVarint(value);
    return this;
  }

  bytes(field: number, data: Uint8Array): this {
    this.key(field, 2);
    this.rawVarint(data.length);
    this.flush();
    this.chunks.push(data);
    this.size += data.length;
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, text.encode(value));
  }

  message(field: number, message: Proto): this {
    return this.bytes(field, message.finish());
  }

  finish(): Uint8Array {
    this.flush();
    if (this.chunks.length === 1) return this.chunks[0]!;
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    this.chunks.splice(0, this.chunks.length, out);
    return out;
  }

  private key(field: number, wireType: number): void {
    this.rawVarint(field * 8 + wireType);
  }

  private rawVarint(value: number): void {
    if (!Number.isSafeInteger(value)) throw new Error(`${value} is not an integer protobuf can carry`);
    let v = BigInt.asUintN(64, BigInt(value));
    while (v >= 0x80n) {
      this.pending.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.pending.push(Number(v));
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.chunks.push(Uint8Array.from(this.pending));
    this.size += this.pending.length;
    this.pending = [];
  }
}
