import type { Detections } from "../local/detect.ts";
import { type RasterRgb, resizeRgb } from "../local/raster.ts";
import type { Box, EmotionMeasure, KeyElement } from "../result.ts";
import { DETECTOR_MODEL, detector, modelName } from "./model.ts";

/** Long side the models see: bounds the time per image; faces under ~12 px at this size are missed. */
export const DETECT_SIDE = 512;
/** An expression counts only when the classifier is at least this sure of it. */
const EXPRESSION_MIN = 0.3;
/**
 * Blazeface fires on large bold letters (0.5–0.6 on the sample ads); the face mesh scores those
 * about 0.6 and real faces of 40 px or more about 1, so a face needs a mesh score of at least this.
 */
const MIN_FACE_SCORE = 0.8;

const EXPRESSIONS: Record<string, string> = {
  angry: "Anger",
  disgust: "Disgust",
  fear: "Fear",
  happy: "Happiness",
  sad: "Sadness",
  surprise: "Surprise",
  neutral: "Neutral expression",
};

let queue: Promise<unknown> = Promise.resolve();

/** One model run at a time per worker: the tfjs engine's state is global. */
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const r2 = (v: number) => Math.round(v * 100) / 100;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Faces (with their expression), people and COCO objects in the work raster, with boxes in
 * work-raster pixels. A detector that cannot load reports `unavailable` instead of failing the analysis.
 */
export async function detectPeopleAndObjects(img: RasterRgb): Promise<Detections> {
  let human: Awaited<ReturnType<typeof detector>>;
  try {
    human = await detector();
  } catch (error) {
    return unavailable(`The detector did not load: ${(error as Error).message}`);
  }
  const fit = Math.min(1, DETECT_SIDE / Math.max(img.width, img.height));
  const small =
    fit < 1
      ? await resizeRgb(img, Math.max(1, Math.round(img.width * fit)), Math.max(1, Math.round(img.height * fit)))
      : img;
  const result = await serial(async () => {
    const tf = human.tf;
    const input = tf.tidy(() => tf.expandDims(tf.tensor3d(small.data, [small.height, small.width, 3], "int32"), 0));
    try {
      return await human.detect(input);
    } finally {
      tf.dispose(input);
    }
  });
  if (result.error) return unavailable(`Detection failed on this image: ${result.error}`);

  // boxRaw is normalised to the input, so it maps straight onto the work raster.
  const toWork = ([x, y, w, h]: [number, number, number, number]): Box => {
    const x0 = Math.max(0, Math.round(x * img.width));
    const y0 = Math.max(0, Math.round(y * img.height));
    const x1 = Math.min(img.width, Math.round((x + w) * img.width));
    const y1 = Math.min(img.height, Math.round((y + h) * img.height));
    return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
  };

  const elements: KeyElement[] = [];
  const strongest = new Map<string, number>();
  const faces = result.face
    .filter((f) => f.faceScore >= MIN_FACE_SCORE)
    .sort((a, b) => b.score - a.score || a.box[0] - b.box[0]);
  for (const f of faces) {
    const top = [...(f.emotion ?? [])].sort((a, b) => b.score - a.score)[0];
    const expression = top && top.score >= EXPRESSION_MIN ? top.emotion : null;
    if (expression) strongest.set(expression, Math.max(strongest.get(expression) ?? 0, top!.score));
    elements.push({
      label: expression ? `Face (${expression})` : "Face",
      kind: "face",
      box: toWork(f.boxRaw),
      confidence: r2(f.boxScore),
      basis: "measured",
    });
  }
  const objects = [...result.object].sort((a, b) => b.score - a.score || a.box[0] - b.box[0]);
  for (const o of objects) {
    const person = o.label === "person";
    elements.push({
      label: person ? "Person" : capital(o.label),
      kind: person ? "person" : "object",
      box: toWork(o.boxRaw),
      confidence: r2(o.score),
      basis: "measured",
    });
  }
  const emotions: EmotionMeasure[] = [...strongest]
    .map(([e, s]) => ({ emotion: EXPRESSIONS[e] ?? capital(e), strength: r2(s), basis: "face" as const }))
    .sort((a, b) => b.strength - a.strength || a.emotion.localeCompare(b.emotion));
  const people = objects.filter((o) => o.label === "person").length;
  return {
    elements,
    emotions,
    faces: faces.length,
    status: {
      status: "ok",
      model: modelName(human),
      detail: `${faces.length} face(s), ${people} person(s), ${objects.length - people} other object(s) at ${small.width}×${small.height}`,
    },
  };
}

function unavailable(detail: string): Detections {
  return { elements: [], emotions: [], faces: 0, status: { status: "unavailable", model: DETECTOR_MODEL, detail } };
}
