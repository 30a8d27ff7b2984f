import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Human } from "@vladmandic/human";
import * as ort from "onnxruntime-node";

const require = createRequire(import.meta.url);

const MODELS = "blazeface, facemesh, emotion";
const OBJECTS = "its centernet COCO";
/** What `detection.model` says before the detector has loaded (or when it cannot). */
export const DETECTOR_MODEL = `@vladmandic/human (${MODELS} on tfjs-wasm; ${OBJECTS} on onnxruntime-node)`;

/** The versions that actually loaded, for `detection.model`. */
export function modelName(human: Human): string {
  return `@vladmandic/human ${human.version} (${MODELS} on tfjs-wasm ${human.tf.version_core}; ${OBJECTS} on onnxruntime-node ${ort.env.versions.node})`;
}

/**
 * The package's models/ folder: Human reads the face models from it, and centernet.ts the
 * CenterNet graph it converts for onnxruntime. The package's exports map only names its main
 * entry; the folder sits beside its dist/.
 */
export const HUMAN_MODELS = path.join(path.dirname(require.resolve("@vladmandic/human")), "../models");

/**
 * Everything is read from node_modules: model weights from the package's models/ folder and the
 * WebAssembly binaries from tfjs-backend-wasm, so nothing is downloaded at run time.
 */
function settings(): Partial<Config> {
  const wasmDir = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));
  const off = { enabled: false };
  return {
    backend: "wasm",
    wasmPath: `${wasmDir}/`,
    wasmPlatformFetch: false,
    modelBasePath: `${pathToFileURL(HUMAN_MODELS).href}/`,
    debug: false,
    async: false,
    warmup: "none",
    // Human caches results between similar video frames; every ad is analysed on its own.
    cacheSensitivity: 0,
    cacheModels: false,
    filter: { ...off, equalization: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 10, minConfidence: 0.5, skipFrames: 0, skipTime: 0, return: false },
      // The mesh is not reported; its face score rejects blazeface hits on large bold letters.
      mesh: { enabled: true },
      iris: off,
      description: off,
      attention: off,
      antispoof: off,
      liveness: off,
      emotion: { enabled: true, minConfidence: 0.1, skipFrames: 0, skipTime: 0 },
    } as Config["face"],
    body: off,
    hand: off,
    gesture: off,
    segmentation: off,
    // CenterNet runs on onnxruntime (centernet.ts): Human need not hold a tfjs copy of it.
    object: off,
  } as Partial<Config>;
}

let loading: Promise<Human> | null = null;

/** The detector of this worker, loaded on first use and kept for the worker's life. */
export function detector(): Promise<Human> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<Human> {
  // Emscripten's glue installs process-wide handlers that rethrow; the worker keeps its own.
  const before = {
    uncaughtException: process.listeners("uncaughtException"),
    unhandledRejection: process.listeners("unhandledRejection"),
  };
  // The node-wasm build sits beside the package's main entry.
  const { Human: HumanClass } = require(
    path.join(path.dirname(require.resolve("@vladmandic/human")), "human.node-wasm.js"),
  ) as {
    Human: new (config: Partial<Config>) => Human;
  };
  const human = new HumanClass(settings());
  try {
    await human.load();
    await human.tf.ready();
  } finally {
    for (const event of ["uncaughtException", "unhandledRejection"] as const)
      for (const listener of process.listeners(event))
        if (!before[event].includes(listener)) process.removeListener(event, listener as never);
  }
  if (human.tf.getBackend() !== "wasm") throw new Error(`tfjs backend is ${human.tf.getBackend()}, expected wasm`);
  return human;
}
