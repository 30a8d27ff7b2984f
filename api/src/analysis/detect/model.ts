import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as ort from "onnxruntime-node";
import { SESSION_OPTIONS } from "../local/ocr/models.ts";
import { type TfjsGraphModel, tfjsGraphToOnnx } from "./onnx-graph.ts";

const require = createRequire(import.meta.url);

const MODELS = "blazeface, facemesh, emotion, centernet COCO";
/** What `detection.model` says before the detector has loaded (or when it cannot). */
export const DETECTOR_MODEL = `@vladmandic/human's models (${MODELS}) on onnxruntime-node`;

/**
 * The package's models/ folder, where every graph the detector converts is read from: Human's
 * own runtime (tfjs) is not loaded. The package's exports map only names its main entry; the
 * folder sits beside its dist/.
 */
export const HUMAN_MODELS = path.join(path.dirname(require.resolve("@vladmandic/human")), "../models");

let version: string | null = null;

/** The versions that actually run, for `detection.model`: the package the graphs come from, and the runtime. */
export function modelName(): string {
  version ??= (JSON.parse(readFileSync(path.join(HUMAN_MODELS, "../package.json"), "utf8")) as { version: string })
    .version;
  return `@vladmandic/human ${version} models (${MODELS}) on onnxruntime-node ${ort.env.versions.node}`;
}

/**
 * An onnxruntime session for one of the package's tfjs graphs (`file` in its models/ folder),
 * converted in memory up to the named nodes (onnx-graph.ts). The text reader's session settings:
 * one thread, since the pool runs a worker per core, and no memory patterns, since CenterNet's
 * input size changes with the region.
 */
export async function humanGraphSession(file: string, outputs: string[]): Promise<ort.InferenceSession> {
  const model = JSON.parse(readFileSync(path.join(HUMAN_MODELS, file), "utf8")) as TfjsGraphModel;
  const weights = Buffer.concat(
    model.weightsManifest.flatMap((group) => group.paths.map((p) => readFileSync(path.join(HUMAN_MODELS, p)))),
  );
  return ort.InferenceSession.create(tfjsGraphToOnnx(model, weights, outputs), SESSION_OPTIONS);
}
